import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../../src/db/client.js';
import { demoDataFingerprint, seedDemoDataWhenChanged } from '../../src/db/seed/whenChanged.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Opening PGlite and creating PostGIS takes ~9 s; loading a migrated copy takes ~2 s. So one migrated
 * and seeded PGlite is dumped once per set of migrations and demo data, and every test file starts from that dump.
 */
export default async function setup(project: TestProject) {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  hash.update(demoDataFingerprint());
  const templatePath = path.join(os.tmpdir(), `consent-pglite-template-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (!process.env.TEST_DATABASE_URL && !fs.existsSync(templatePath)) {
    const database = await openDatabase({ databaseUrl: null, dataDir: null });
    // Seeded too, so each test file's app finds the seed current and skips it.
    await seedDemoDataWhenChanged(database.db);
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('gzip');
    const partial = `${templatePath}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, templatePath);
    await database.close();
  }
  project.provide('pgliteTemplate', templatePath);
}

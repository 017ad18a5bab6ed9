import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder, openDatabase } from './client.js';
import { demoDataFingerprint, seedDemoDataWhenChanged } from './seed/whenChanged.js';

/**
 * A migrated and seeded embedded database, dumped once per set of migrations and demo data. A new data
 * directory starts as a copy of it (a second or two) instead of creating PostGIS, migrating and seeding from
 * nothing (seven), and every server test file starts from it too.
 */
export function templateName(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  hash.update(demoDataFingerprint());
  return `consent-pglite-template-${hash.digest('hex').slice(0, 16)}.tar.gz`;
}

/** The template's path in `dir`, made first if it is not there. */
export async function ensureTemplate(dir: string): Promise<string> {
  const target = path.join(dir, templateName());
  if (fs.existsSync(target)) return target;
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  await seedDemoDataWhenChanged(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  fs.mkdirSync(dir, { recursive: true });
  // Written under a unique name and renamed, so processes side by side never read half a file.
  const partial = `${target}.${process.pid}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, target);
  await database.close();
  return target;
}

/** The template for a data directory that holds no database yet, if one was prepared (`npm run build`). */
function templateForNewDataDir(dataDir: string, templateDir: string): Blob | undefined {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined;
  const template = path.join(templateDir, templateName());
  return fs.existsSync(template) ? new Blob([fs.readFileSync(template)]) : undefined;
}

/** The product's database as configured; a new embedded data directory starts from the prepared template. */
export function openConfiguredDatabase(config: {
  databaseUrl: string | null;
  dataDir: string | null;
  templateDir: string;
}) {
  const loadDataDir =
    config.databaseUrl || !config.dataDir ? undefined : templateForNewDataDir(config.dataDir, config.templateDir);
  return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, loadDataDir });
}

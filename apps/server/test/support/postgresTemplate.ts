import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.js';
import { seedDemoDataWhenChanged } from '../../src/db/seed/whenChanged.js';
import { templateName } from '../../src/db/template.js';
import { defined } from '@consent/domain';

/** `url` with another database name in it. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * The PostgreSQL counterpart of the PGlite template: one migrated and seeded database per set of migrations and
 * demo data, named by the same fingerprint, that every test file's database is copied from (CREATE DATABASE ...
 * TEMPLATE takes a fraction of a second; creating PostGIS, migrating and seeding takes seconds per file). It is
 * made under a name of its own and renamed when complete, so runs side by side never copy half a template.
 */
export async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const name = `consent_template_${defined(/([0-9a-f]{16})/.exec(templateName()), '/([0-9a-f]{16})/.exec(templateName())')[1]}`;
  const exists = await withAdmin(
    serverUrl,
    async (admin) => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount,
  );
  if (exists) return name;
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${building}`));
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, building), dataDir: null });
  await seedDemoDataWhenChanged(database.db);
  await database.close();
  await withAdmin(serverUrl, async (admin) => {
    // Another run may have finished the same template first: then this copy is not needed.
    await admin
      .query(`ALTER DATABASE ${building} RENAME TO ${name}`)
      .catch(() => admin.query(`DROP DATABASE ${building}`));
  });
  return name;
}

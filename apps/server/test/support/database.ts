import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { templateBlob } from './pgliteTemplate.js';
import { openReusedPglite } from './pgliteReuse.js';
import { databaseUrl, withAdmin } from './postgresTemplate.js';

/**
 * A fresh database for one test file: the worker's PGlite put back as the migrated template left it (a PGlite loaded
 * from the template when none is free, test/support/pgliteReuse.ts), or, when
 * TEST_DATABASE_URL names a PostgreSQL server, a copy of the template database on it that is dropped on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return openReusedPglite(() => templateBlob(inject('pgliteTemplate')));
  }
  const name = `consent_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`));
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: null });
  return {
    ...database,
    async close() {
      await database.close();
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

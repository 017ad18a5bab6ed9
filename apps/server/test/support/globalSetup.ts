import type { TestProject } from 'vitest/node';
import { defaultConfig } from '../../src/config.js';
import { ensureTemplate } from '../../src/db/template.js';
import { ensureTestTemplate } from './pgliteTemplate.js';
import { ensurePostgresTemplate } from './postgresTemplate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Opening a database and creating PostGIS takes seconds; copying a migrated one takes a fraction. So one migrated
 * and seeded database is made once per set of migrations and demo data, and every test file starts from a copy:
 * on PGlite a copy, cheaper to open, of the dump `npm run build` prepares for a new data directory (made here if the
 * build has not made it), on PostgreSQL a template database.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  project.provide(
    'pgliteTemplate',
    serverUrl ? '' : await ensureTestTemplate(await ensureTemplate(defaultConfig.templateDir)),
  );
  project.provide('postgresTemplate', serverUrl ? await ensurePostgresTemplate(serverUrl) : '');
}

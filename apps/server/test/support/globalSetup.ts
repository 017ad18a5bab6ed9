import os from 'node:os';
import type { TestProject } from 'vitest/node';
import { ensureTemplate } from '../../src/db/template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Opening PGlite and creating PostGIS takes seconds; loading a migrated copy takes one. So one migrated and
 * seeded PGlite is dumped once per set of migrations and demo data, and every test file starts from that dump.
 */
export default async function setup(project: TestProject) {
  project.provide('pgliteTemplate', process.env.TEST_DATABASE_URL ? '' : await ensureTemplate(os.tmpdir()));
}

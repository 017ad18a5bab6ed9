import { defineProject } from 'vitest/config';
import { postgresPassFiles } from './test/support/postgresPass.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * API tests through app.inject against a real database: PGlite, or PostgreSQL when TEST_DATABASE_URL is set. On
 * PostgreSQL only the files whose SQL behaves differently there run (test/support/postgresPass.ts says which and why).
 */
export default defineProject({
  test: {
    name: onPostgres ? 'server-postgres' : 'server-pglite',
    environment: 'node',
    include: onPostgres ? postgresPassFiles() : ['test/**/*.test.ts'],
    // Two server processes share one database only on a PostgreSQL server (PGlite is one process's own).
    exclude: onPostgres ? [] : ['test/process/scale-out.test.ts'],
    globalSetup: ['test/support/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // The files share one module graph in the worker instead of importing the server again each (about 2 s a file,
    // 140 s of the PGlite run and 54 s of the PostgreSQL pass beside the browser suite). Each file builds its own
    // app on its own database and closes it; the modules' state is per app (the PDF pool, the services) or keyed
    // by database (prepared statements), and no test stubs a module or the environment (docs/decisions/0028).
    isolate: false,
  },
});

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
  },
});

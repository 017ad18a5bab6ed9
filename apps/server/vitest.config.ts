import { defineProject } from 'vitest/config';

/** API tests through app.inject against a real database: PGlite, or PostgreSQL when TEST_DATABASE_URL is set. */
export default defineProject({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'server-postgres' : 'server-pglite',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The kill -9 test is about PGlite's own files; on a PostgreSQL server durability is the server's. Two server
    // processes share one database only on a PostgreSQL server (PGlite is one process's own).
    exclude: process.env.TEST_DATABASE_URL ? ['test/durability.test.ts'] : ['test/scale-out.test.ts'],
    globalSetup: ['test/support/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});

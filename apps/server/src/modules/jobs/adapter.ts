import type { Database } from '../../db/client.js';

/** What pg-boss sends its SQL through (its `db` option): text with $n parameters, answered with { rows }. */
export interface JobDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The product's own database as pg-boss's: the PostgreSQL pool the product uses, or the one PGlite connection
 * (ADR 0053). pg-boss sends its schema and maintenance as several statements in one text without parameters
 * (BEGIN; ... COMMIT;): PGlite's query() takes one statement, so those go through exec(), which runs the whole
 * text as one unit on the single connection; every other call is one statement with parameters.
 */
export function jobDatabaseOf(database: Database): JobDatabase {
  const { driver } = database;
  if (driver.kind === 'postgres') {
    return { executeSql: (text, values) => driver.pool.query(text, values) };
  }
  const { client } = driver;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

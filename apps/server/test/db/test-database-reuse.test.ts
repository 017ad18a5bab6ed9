import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { openTestDatabase } from '../support/database.js';
import { instanceUnder } from '../support/pgliteReuse.js';

function pglite(database: Database) {
  if (database.driver.kind !== 'pglite') throw new Error('a PGlite was expected');
  return database.driver.client;
}

/**
 * Every table's rows, every sequence's position, and where the rows lie: each table's, index's and TOAST table's
 * pages and the planner's figures for it (the planner scales its row estimates to a table's pages), as one text.
 */
async function state(database: Database): Promise<string> {
  const client = pglite(database);
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') ORDER BY 1`,
  );
  const digests: string[] = [];
  for (const { name } of tables) {
    const { rows } = await client.query<{ digest: string | null }>(
      `SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) AS digest FROM ${name} t`,
    );
    digests.push(`${name}=${rows[0]?.digest ?? 'empty'}`);
  }
  const { rows: sequences } = await client.query<{ positions: string }>(
    `SELECT string_agg(sequencename || '=' || coalesce(last_value::text, '-'), ',' ORDER BY sequencename) AS positions FROM pg_sequences`,
  );
  const { rows: layout } = await client.query<{ relation: string }>(
    `SELECT concat_ws(',', relname, relpages, reltuples, relallvisible, pg_relation_size(oid)) AS relation
       FROM pg_class WHERE oid >= 16384 AND relkind IN ('r', 'i', 't') ORDER BY relname`,
  );
  return `${digests.join('\n')}\n${sequences[0]?.positions}\n${layout.map((r) => r.relation).join('\n')}`;
}

// The API tests on PGlite hand one PGlite to one file after another (ADR 0084); on PostgreSQL each file has its own.
// Two fresh PGlites are opened here (the first when the worker has none idle, the third after a change of shape),
// each with its baseline: about 3.5 s of CPU each, 11–14 s of wall time at a load average of 17.
it.runIf(!process.env.TEST_DATABASE_URL)(
  "gives the next file the template's rows, sequences, shape and layout, whatever the file before changed",
  async () => {
    const first = await openTestDatabase();
    const template = await state(first);
    await first.db.execute(
      sql`INSERT INTO users (email, password_hash, full_name) VALUES ('reuse@example.co.nz', 'x', 'Reuse')`,
    );
    await first.db.execute(sql`UPDATE councils SET full_name = 'Changed by the file before' WHERE id = 1`);
    await first.db.execute(sql`UPDATE addresses SET postcode = postcode || ''`);
    await first.db.execute(sql`DELETE FROM inspection_types WHERE id = (SELECT min(id) FROM inspection_types)`);
    await first.db.execute(sql`CREATE SCHEMA pgboss`);
    expect(await state(first)).not.toBe(template);
    const reused = instanceUnder(first);
    await first.close();
    expect(() => pglite(first).query('SELECT 1')).toThrow('this test file closed its database');

    const second = await openTestDatabase();
    expect(instanceUnder(second)).toBe(reused);
    expect(await state(second)).toBe(template);
    await second.db.execute(sql`ALTER TABLE users ADD COLUMN left_behind text`);
    await second.close();

    const third = await openTestDatabase();
    expect(instanceUnder(third)).not.toBe(reused);
    const { rows } = await pglite(third).query(
      `SELECT FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'left_behind'`,
    );
    expect(rows).toHaveLength(0);
    expect(await state(third)).toBe(template);
    await third.close();
  },
  120_000,
);

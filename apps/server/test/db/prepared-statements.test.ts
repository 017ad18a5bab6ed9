import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { prepared, withStatementsReused } from '../../src/db/prepared.js';
import { councils, users } from '../../src/db/schema.js';
import { openTestDatabase } from '../support/database.js';
import { z } from 'zod';

/** What `pg_prepared_statements` answers, as both drivers hand it back. */
const preparedRows = z.object({ rows: z.array(z.object({ statement: z.string() })) });

/** The hot queries' statements (issue 14.2): the same answers as a plain query, and parsed once on the embedded database. */
describe('prepared statements', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  const councilById = (db: Database['db']) =>
    prepared(db, 'test_council_by_id', (d) =>
      d
        .select()
        .from(councils)
        .where(eq(councils.id, sql.placeholder('id')))
        .prepare('test_council_by_id'),
    );

  it('answers as a plain query does, rows, JSON and timestamps alike, on every call', async () => {
    const [plain] = await database.db.select().from(councils).where(eq(councils.id, 1));
    for (let call = 0; call < 3; call++) expect(await councilById(database.db).execute({ id: 1 })).toEqual([plain]);
    expect(await councilById(database.db).execute({ id: -1 })).toEqual([]);
  });

  it('keeps one server-side statement per query text on the embedded database, reused by every call', async () => {
    if (database.kind !== 'pglite') return;
    const reused = withStatementsReused(database.db);
    for (let call = 0; call < 3; call++) {
      await councilById(database.db).execute({ id: call + 1 });
      await reused
        .select({ id: councils.id })
        .from(councils)
        .where(eq(councils.slug, `slug-${call}`));
    }
    const named = preparedRows.parse(
      await database.db.execute(
        sql`select statement from pg_prepared_statements where statement like ${'%from "councils" where "councils".%'}`,
      ),
    );
    const texts = named.rows.map((row) => row.statement);
    expect(texts).toHaveLength(2);
    expect(texts.filter((text) => text.endsWith('where "councils"."id" = $1'))).toHaveLength(1);
    expect(texts.filter((text) => text.endsWith('where "councils"."slug" = $1'))).toHaveLength(1);
  });

  it('refuses as the database does: a constraint broken through a reused statement gives its code and changes nothing', async () => {
    const reused = withStatementsReused(database.db);
    const email = `copy.${Date.now()}@example.co.nz`;
    await database.db.insert(users).values({ email, passwordHash: 'x', fullName: 'First' });
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const insert = () => reused.insert(users).values({ email, passwordHash: 'x', fullName: 'Copy' });
    await expect(insert()).rejects.toMatchObject({ cause: { code: '23505' } });
    await expect(insert()).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await database.db.select({ n: sql<number>`count(*)::int` }).from(users)).toEqual(before);
  });
});

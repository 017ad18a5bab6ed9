import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { councilConfigGeneration, councils } from '../../db/schema.js';

export type CouncilRow = typeof councils.$inferSelect;

/** The map configuration of a council whose property search (SwcSearchApiUrl) is at this URL, if any. */
export async function mapConfigWithPropertySearchAt(db: Db, url: string): Promise<CouncilRow['mapConfig'] | undefined> {
  const [row] = await db
    .select({ mapConfig: councils.mapConfig })
    .from(councils)
    .where(sql`btrim(${councils.mapConfig} ->> 'SwcSearchApiUrl') = ${url} and ${url} <> ''`)
    .orderBy(asc(councils.id))
    .limit(1);
  return row?.mapConfig;
}

/**
 * The councils' generation (migration 0033) as a column of another query: the session lookup every signed-in
 * request makes carries it, so checking the in-memory councils costs no round trip of its own.
 */
export const councilGenerationColumn = () =>
  sql<number>`(select ${councilConfigGeneration.generation} from ${councilConfigGeneration})`.mapWith(Number);

/** The councils' generation alone: for a request that made no session lookup. */
export async function councilGeneration(db: Db): Promise<number> {
  const statement = prepared(db, 'council_generation', (d) =>
    d
      .select({ generation: councilConfigGeneration.generation })
      .from(councilConfigGeneration)
      .prepare('council_generation'),
  );
  const [row] = await statement.execute();
  if (!row) throw new Error('council_config_generation has no row (migration 0033 inserts it)');
  return row.generation;
}

/** Every council in list order with its configurations, and the generation they are at: one statement, one snapshot. */
export async function loadCouncils(db: Db): Promise<{ generation: number; rows: CouncilRow[] }> {
  const statement = prepared(db, 'councils_with_generation', (d) =>
    d
      .select({ generation: councilConfigGeneration.generation, council: councils })
      .from(councilConfigGeneration)
      .leftJoin(councils, sql`true`)
      .orderBy(asc(councils.sortOrder), asc(councils.id))
      .prepare('councils_with_generation'),
  );
  const found = await statement.execute();
  const generation = found[0]?.generation;
  if (generation === undefined) throw new Error('council_config_generation has no row (migration 0033 inserts it)');
  return { generation, rows: found.flatMap((row) => (row.council ? [row.council] : [])) };
}

/** The council's full name, read in the caller's transaction (PGlite has one connection: no second reader). */
export async function councilFullName(tx: Executor, councilId: number): Promise<string | undefined> {
  const [row] = await tx.select({ fullName: councils.fullName }).from(councils).where(eq(councils.id, councilId));
  return row?.fullName;
}

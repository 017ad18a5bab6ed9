import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { councils } from '../../db/schema.js';

export type CouncilRow = typeof councils.$inferSelect;

/** What names a council in a list; its configurations stay behind. */
const IDENTITY = { id: councils.id, name: councils.name, fullName: councils.fullName, isRegional: councils.isRegional };
export type CouncilIdentity = { [K in keyof typeof IDENTITY]: CouncilRow[K] };

export function listCouncils(db: Db): Promise<CouncilIdentity[]> {
  return db.select(IDENTITY).from(councils).orderBy(asc(councils.sortOrder), asc(councils.id));
}

/** Every council in list order, with the configuration of one of them (null on the others): one read. */
export function listCouncilsWithConfigOf(
  db: Db,
  id: number,
): Promise<(CouncilIdentity & { config: CouncilRow['config'] | null })[]> {
  const statement = prepared(db, 'councils_with_config_of', (d) =>
    d
      .select({
        ...IDENTITY,
        config: sql`case when ${councils.id} = ${sql.placeholder('id')} then ${councils.config} end`.mapWith(
          councils.config,
        ),
      })
      .from(councils)
      .orderBy(asc(councils.sortOrder), asc(councils.id))
      .prepare('councils_with_config_of'),
  );
  return statement.execute({ id });
}

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

/** A council with its configurations: prepared once, as every page's map and each application's start read it. */
export async function findCouncil(db: Db, id: number): Promise<CouncilRow | undefined> {
  const statement = prepared(db, 'council_by_id', (d) =>
    d
      .select()
      .from(councils)
      .where(eq(councils.id, sql.placeholder('id')))
      .prepare('council_by_id'),
  );
  const [row] = await statement.execute({ id });
  return row;
}

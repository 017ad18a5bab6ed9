import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { councils } from '../../db/schema.js';

export type CouncilRow = typeof councils.$inferSelect;

export function listCouncils(db: Db): Promise<CouncilRow[]> {
  return db.select().from(councils).orderBy(asc(councils.sortOrder), asc(councils.id));
}

export async function findCouncil(db: Db, id: number): Promise<CouncilRow | undefined> {
  const [row] = await db.select().from(councils).where(eq(councils.id, id));
  return row;
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preApplicationMeetings } from '../../db/schema.js';

/** Whether the council's register holds this pre-application meeting reference (letters compared case-insensitively). */
export async function preApplicationReferenceExists(db: Db, councilId: number, refNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: preApplicationMeetings.id })
    .from(preApplicationMeetings)
    .where(
      and(
        eq(preApplicationMeetings.councilId, councilId),
        sql`upper(${preApplicationMeetings.refNumber}) = upper(${refNumber})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

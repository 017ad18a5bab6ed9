import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { councilSequences } from '../../db/schema.js';

/**
 * The next number of a council's gapless sequence for one kind of number and year (issue 30.1; ADR 0048). Taken
 * inside the caller's transaction: the row stays locked until it commits, so concurrent takers wait their turn,
 * and a rolled-back transaction gives its number back, so there is no gap and no duplicate.
 */
export async function takeNext(tx: Executor, councilId: number, kind: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(councilSequences)
    .values({ councilId, kind, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [councilSequences.councilId, councilSequences.kind, councilSequences.year],
      set: { lastValue: sql`council_sequences.last_value + 1` },
    })
    .returning({ lastValue: councilSequences.lastValue });
  if (!row) throw new Error(`no number from the ${kind} sequence of council ${councilId}`);
  return row.lastValue;
}

/** The number takeNext would give now, without taking it (what a form offers as its default). */
export async function peekNext(db: Executor, councilId: number, kind: string, year: number): Promise<number> {
  const [row] = await db
    .select({ lastValue: councilSequences.lastValue })
    .from(councilSequences)
    .where(
      and(eq(councilSequences.councilId, councilId), eq(councilSequences.kind, kind), eq(councilSequences.year, year)),
    );
  return (row?.lastValue ?? 0) + 1;
}

import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/**
 * The next number of a council's gapless sequence of `kind` for `year` (ADR 0051): 1 for the first, then one more
 * each time. Taken in the caller's transaction: the upsert locks the counter's row until that transaction ends, so
 * concurrent takers queue and each gets the next number, and a transaction that rolls back takes its number back
 * with it — no gap, no duplicate. Shared by every numbered thing of a council ('invoice', application references).
 */
export async function takeNext(tx: Executor, councilId: number, kind: string, year: number): Promise<number> {
  const result: unknown = await tx.execute(sql`
    INSERT INTO council_sequences (council_id, kind, year, last_value) VALUES (${councilId}, ${kind}, ${year}, 1)
    ON CONFLICT (council_id, kind, year) DO UPDATE SET last_value = council_sequences.last_value + 1
    RETURNING last_value`);
  // Both drivers (pg, PGlite) answer execute() with { rows }.
  const value = (result as { rows: { last_value: number | string }[] }).rows[0]?.last_value;
  if (value === undefined) throw new Error('the sequence gave no number');
  return Number(value);
}

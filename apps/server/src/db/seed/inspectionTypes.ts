import { sql } from 'drizzle-orm';
import type { Executor } from '../client.js';

/** The stages councils commonly inspect a house at (issue 32.2), in the order the work reaches them. */
export const DEMO_INSPECTION_TYPES = [
  'Siting',
  'Foundations',
  'Pre-slab',
  'Pre-line',
  'Post-line/bracing',
  'Cladding',
  'Plumbing and drainage',
  'Final',
];

/**
 * Gives each council that has no inspection types yet the demo list (their slots per area: `inspectionAreas.ts`).
 * A council with any is left alone, so what its admin renamed or retired stays so across restarts.
 */
export async function seedInspectionTypes(tx: Executor, councilIds: Map<string, number>): Promise<void> {
  const names = sql.join(
    DEMO_INSPECTION_TYPES.map((name, i) => sql`(${name}::text, ${i + 1}::int)`),
    sql`, `,
  );
  for (const councilId of councilIds.values()) {
    await tx.execute(sql`
      insert into inspection_types (council_id, name, sort_order)
      select ${councilId}, t.name, t.sort_order from (values ${names}) as t(name, sort_order)
      where not exists (select 1 from inspection_types where council_id = ${councilId})`);
  }
}

import { PLAIN_COUNCIL_CONFIG, councilConfigSchema, type CouncilConfig } from '@consent/domain';
import { eq } from 'drizzle-orm';
import { councils } from '../../db/schema.js';
import type { Executor } from '../../db/client.js';

/** The council's configuration, read in the completing transaction (its numbering formats). */
export async function councilConfigOf(tx: Executor, councilId: number): Promise<CouncilConfig> {
  const [row] = await tx.select({ config: councils.config }).from(councils).where(eq(councils.id, councilId));
  return councilConfigSchema.safeParse(row?.config).data ?? PLAIN_COUNCIL_CONFIG;
}

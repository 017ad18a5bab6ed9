import type { LevyRate } from '@consent/domain';
import type { Executor } from '../../db/client.js';
import { levyRates } from '../../db/schema.js';

/** Every levy rate row; a handful, read whole so the domain picks the one in force on a date. */
export async function allLevyRates(db: Executor): Promise<LevyRate[]> {
  return db
    .select({
      levy: levyRates.levy,
      effectiveFrom: levyRates.effectiveFrom,
      centsPerThousand: levyRates.centsPerThousand,
      thresholdCents: levyRates.thresholdCents,
    })
    .from(levyRates);
}

import { feeScheduleSchema, type FeeSchedule } from '@consent/domain';
import type { Executor } from '../client.js';
import { councilFeeSchedules } from '../schema.js';

/**
 * Demo fee schedules (issue 31 point 2): plausible figures in the range New Zealand councils publish, a little
 * different per council so a test can tell them apart, and marked `demo` so the admin page says they are not the
 * council's own. Amounts are cents excluding GST. The schedule is checked by the same schema an admin's save is.
 */
export function demoFeeSchedule(index: number): FeeSchedule {
  const step = index * 500;
  return feeScheduleSchema.parse({
    effectiveFrom: '2024-07-01',
    fixedFees: [
      { kind: 'pim', amountCents: 35_000 + step },
      { kind: 'exemption', amountCents: 40_000 + step },
      { kind: 'ccc', amountCents: 45_000 + step },
      { kind: 'certificate_of_acceptance', amountCents: 120_000 + step },
      { kind: 'amendment', amountCents: 30_000 + step },
    ],
    valueBands: [
      { fromCents: 0, toCents: 2_000_000, amountCents: 65_000 + step },
      { fromCents: 2_000_000, toCents: 10_000_000, amountCents: 140_000 + step },
      { fromCents: 10_000_000, toCents: 50_000_000, amountCents: 260_000 + step },
      { fromCents: 50_000_000, toCents: null, amountCents: 480_000 + step },
    ],
    hourlyRateCents: 19_500 + index * 100,
    inspectionFeeCents: 21_000 + index * 100,
    lodgementDepositCents: 50_000,
    gstNumber: `100-200-${String(300 + index).padStart(3, '0')}`,
    bankAccount: `12-3${String(index).padStart(3, '0')}-0${String(100000 + index)}-00`,
  });
}

/** One demo schedule per council, never over what an admin saved for the same date. */
export async function seedFeeSchedules(tx: Executor, councilIds: Map<string, number>): Promise<void> {
  const rows = [...councilIds.values()]
    .sort((a, b) => a - b)
    .map((councilId, i) => ({ councilId, ...demoFeeSchedule(i), demo: true }));
  if (rows.length) await tx.insert(councilFeeSchedules).values(rows).onConflictDoNothing();
}

import { and, desc, eq, lte } from 'drizzle-orm';
import { defined, type FeeSchedule } from '@consent/domain';
import type { Executor } from '../../db/client.js';
import { councilFeeSchedules } from '../../db/schema.js';

const columns = {
  id: councilFeeSchedules.id,
  effectiveFrom: councilFeeSchedules.effectiveFrom,
  fixedFees: councilFeeSchedules.fixedFees,
  valueBands: councilFeeSchedules.valueBands,
  hourlyRateCents: councilFeeSchedules.hourlyRateCents,
  inspectionFeeCents: councilFeeSchedules.inspectionFeeCents,
  lodgementDepositCents: councilFeeSchedules.lodgementDepositCents,
  gstNumber: councilFeeSchedules.gstNumber,
  bankAccount: councilFeeSchedules.bankAccount,
  demo: councilFeeSchedules.demo,
  updatedAt: councilFeeSchedules.updatedAt,
};
export type FeeScheduleRow = Awaited<ReturnType<typeof schedulesOf>>[number];

export async function schedulesOf(db: Executor, councilId: number) {
  return db
    .select(columns)
    .from(councilFeeSchedules)
    .where(eq(councilFeeSchedules.councilId, councilId))
    .orderBy(desc(councilFeeSchedules.effectiveFrom));
}

/** The schedule in force on a New Zealand date: the latest taking effect on or before it. */
export async function scheduleOn(db: Executor, councilId: number, date: string): Promise<FeeScheduleRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(councilFeeSchedules)
    .where(and(eq(councilFeeSchedules.councilId, councilId), lte(councilFeeSchedules.effectiveFrom, date)))
    .orderBy(desc(councilFeeSchedules.effectiveFrom))
    .limit(1);
  return row;
}

/** Writes the schedule for its date whole: a new date adds a row, an existing date's row is replaced. */
export async function saveSchedule(
  db: Executor,
  councilId: number,
  schedule: FeeSchedule,
  meta: { demo: boolean; updatedBy: number | null },
): Promise<FeeScheduleRow> {
  const values = { councilId, ...schedule, ...meta, updatedAt: new Date() };
  const [row] = await db
    .insert(councilFeeSchedules)
    .values(values)
    .onConflictDoUpdate({ target: [councilFeeSchedules.councilId, councilFeeSchedules.effectiveFrom], set: values })
    .returning(columns);
  return defined(row, 'the saved fee schedule');
}

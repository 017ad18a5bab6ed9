import {
  FIXED_FEE_KINDS,
  dollarsText,
  feeScheduleSchema,
  parseDollars,
  type FeeSchedule,
  type FixedFeeKind,
  type StoredFeeSchedule,
} from '@consent/domain';
import type { SummaryError } from '../../ui/ErrorSummary';

/** The fee schedule form as typed: dollars as text, a blank fixed fee meaning "not charged", a blank upper end "none". */
export interface FeeScheduleDraft {
  effectiveFrom: string;
  lodgementDeposit: string;
  hourlyRate: string;
  inspectionFee: string;
  gstNumber: string;
  bankAccount: string;
  fixedFees: Record<FixedFeeKind, string>;
  bands: { from: string; to: string; amount: string }[];
}

export function draftOf(schedule: StoredFeeSchedule | undefined, today: string): FeeScheduleDraft {
  const fixed = Object.fromEntries(FIXED_FEE_KINDS.map((kind) => [kind, ''])) as Record<FixedFeeKind, string>;
  for (const fee of schedule?.fixedFees ?? []) fixed[fee.kind] = dollarsText(fee.amountCents);
  const money = (cents: number | undefined) => (cents === undefined ? '' : dollarsText(cents));
  return {
    effectiveFrom: today,
    lodgementDeposit: money(schedule?.lodgementDepositCents),
    hourlyRate: money(schedule?.hourlyRateCents),
    inspectionFee: money(schedule?.inspectionFeeCents),
    gstNumber: schedule?.gstNumber ?? '',
    bankAccount: schedule?.bankAccount ?? '',
    fixedFees: fixed,
    bands: (schedule?.valueBands ?? [{ fromCents: 0, toCents: null, amountCents: 0 }]).map((b) => ({
      from: dollarsText(b.fromCents),
      to: b.toCents === null ? '' : dollarsText(b.toCents),
      amount: dollarsText(b.amountCents),
    })),
  };
}

/** The id of the input a schema path (or the server's dotted `field`) is about. */
export function fieldIdOf(path: readonly (string | number)[], draft: FeeScheduleDraft): string | undefined {
  const [head, index, leaf] = path;
  if (head === 'fixedFees' && typeof index === 'number') return `fee-fixed-${fixedKinds(draft)[index] ?? ''}`;
  if (head === 'valueBands') return `fee-band-${typeof index === 'number' ? index : 0}-${String(leaf ?? 'fromCents')}`;
  return typeof head === 'string' ? `fee-${head}` : undefined;
}

const fixedKinds = (draft: FeeScheduleDraft) => FIXED_FEE_KINDS.filter((kind) => draft.fixedFees[kind].trim() !== '');

/** Text the amount parser cannot read becomes NaN, so the schema names the field ("must be a whole number of cents"). */
const cents = (text: string) => parseDollars(text) ?? Number.NaN;

/** The schedule to send, or the problems to show first (the same checks the server runs, with its messages). */
export function scheduleOf(draft: FeeScheduleDraft): { schedule: FeeSchedule } | { errors: SummaryError[] } {
  const candidate = {
    effectiveFrom: draft.effectiveFrom.trim(),
    fixedFees: fixedKinds(draft).map((kind) => ({ kind, amountCents: cents(draft.fixedFees[kind]) })),
    valueBands: draft.bands.map((b) => ({
      fromCents: cents(b.from),
      toCents: b.to.trim() === '' ? null : cents(b.to),
      amountCents: cents(b.amount),
    })),
    hourlyRateCents: cents(draft.hourlyRate),
    inspectionFeeCents: cents(draft.inspectionFee),
    lodgementDepositCents: cents(draft.lodgementDeposit),
    gstNumber: draft.gstNumber,
    bankAccount: draft.bankAccount,
  };
  const parsed = feeScheduleSchema.safeParse(candidate);
  if (parsed.success) return { schedule: parsed.data };
  return {
    errors: parsed.error.issues.map((issue) => ({
      message: issue.message,
      fieldId: fieldIdOf(issue.path as (string | number)[], draft),
    })),
  };
}

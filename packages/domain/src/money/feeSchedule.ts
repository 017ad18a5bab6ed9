import { z } from 'zod';
import { formatCents } from './cents.js';

/**
 * A council's fee schedule (issue 31 point 2): what it charges, excluding GST, from the date it takes effect.
 * Fixed fees are per kind of application; a building consent's processing fee comes from the band its estimated
 * value falls in; time and inspections are charged at the hourly rate and the inspection fee; the lodgement deposit
 * is invoiced at submission and credited on the final invoice.
 */
export const FIXED_FEE_KINDS = ['pim', 'exemption', 'ccc', 'certificate_of_acceptance', 'amendment'] as const;
export type FixedFeeKind = (typeof FIXED_FEE_KINDS)[number];

export const FIXED_FEE_NAMES: Record<FixedFeeKind, string> = {
  pim: 'Project information memorandum (PIM)',
  exemption: 'Exemption from building consent',
  ccc: 'Code compliance certificate',
  certificate_of_acceptance: 'Certificate of acceptance',
  amendment: 'Amendment to a building consent',
};

export const feeScheduleMessages = {
  notNegative: (field: string) => `${field} must be $0.00 or more`,
  tooLarge: (field: string) => `${field} must be at most ${formatCents(MAX_CENTS)}`,
  wholeCents: (field: string) => `${field} must be a whole number of cents`,
  date: 'Enter the date the schedule takes effect as YYYY-MM-DD',
  gstNumber: 'Enter the GST number as 8 or 9 digits, like 123-456-789',
  bankAccount: 'Enter the bank account as bank-branch-account-suffix, like 12-3456-7890123-00',
  noBands: 'Add at least one value band',
  firstBandFromZero: 'Value band 1 must start at $0.00',
  bandEndsBeforeStart: (n: number) => `Value band ${n} must end after it starts`,
  bandGap: (n: number) => `Value band ${n} must start where band ${n - 1} ends, with no gap or overlap`,
  openBandNotLast: (n: number) => `Value band ${n} has no upper end, so it must be the last band`,
  lastBandOpen: 'The last value band must have no upper end, so every value falls in a band',
  duplicateFixedFee: (name: string) => `${name} is listed more than once`,
  saved: 'Fee schedule saved',
} as const;

/** Ten million dollars: a generous ceiling for one fee, and far inside a JavaScript integer's exact range. */
const MAX_CENTS = 1_000_000_000;

const cents = (field: string) =>
  z
    .number({ error: feeScheduleMessages.wholeCents(field) })
    .int({ error: feeScheduleMessages.wholeCents(field) })
    .min(0, { error: feeScheduleMessages.notNegative(field) })
    .max(MAX_CENTS, { error: feeScheduleMessages.tooLarge(field) });

const valueBandSchema = z.strictObject({
  fromCents: cents('A value band’s lower end'),
  /** null: no upper end (only the last band). A value v is in the band when from ≤ v < to. */
  toCents: cents('A value band’s upper end').nullable(),
  amountCents: cents('A value band’s fee'),
});
export type ValueBand = z.infer<typeof valueBandSchema>;

const fixedFeeSchema = z.strictObject({
  kind: z.enum(FIXED_FEE_KINDS),
  amountCents: cents('A fixed fee'),
});

export const feeScheduleSchema = z
  .strictObject({
    effectiveFrom: z.iso.date({ error: feeScheduleMessages.date }),
    fixedFees: z.array(fixedFeeSchema).max(FIXED_FEE_KINDS.length),
    valueBands: z.array(valueBandSchema).max(30),
    hourlyRateCents: cents('The hourly processing rate'),
    inspectionFeeCents: cents('The inspection fee'),
    lodgementDepositCents: cents('The lodgement deposit'),
    gstNumber: z
      .string()
      .trim()
      .regex(/^\d{2,3}-?\d{3}-?\d{3}$/, { error: feeScheduleMessages.gstNumber }),
    bankAccount: z
      .string()
      .trim()
      .regex(/^\d{2}-\d{4}-\d{7}-\d{2,3}$/, { error: feeScheduleMessages.bankAccount }),
  })
  .superRefine((schedule, ctx) => {
    for (const problem of bandProblems(schedule.valueBands))
      ctx.addIssue({ code: 'custom', message: problem.message, path: ['valueBands', ...problem.path] });
    const seen = new Set<FixedFeeKind>();
    schedule.fixedFees.forEach((fee, i) => {
      if (seen.has(fee.kind))
        ctx.addIssue({
          code: 'custom',
          message: feeScheduleMessages.duplicateFixedFee(FIXED_FEE_NAMES[fee.kind]),
          path: ['fixedFees', i, 'kind'],
        });
      seen.add(fee.kind);
    });
  });
export type FeeSchedule = z.infer<typeof feeScheduleSchema>;

/**
 * What is wrong with a list of value bands, band by band: they must start at $0, follow each other with no gap
 * and no overlap, end after they start, and only the last may (and must) have no upper end.
 */
export function bandProblems(bands: readonly ValueBand[]): { message: string; path: (string | number)[] }[] {
  if (bands.length === 0) return [{ message: feeScheduleMessages.noBands, path: [] }];
  const problems: { message: string; path: (string | number)[] }[] = [];
  let previousEnd: number | null = null;
  bands.forEach((band, i) => {
    const n = i + 1;
    const last = i === bands.length - 1;
    if (i === 0 && band.fromCents !== 0)
      problems.push({ message: feeScheduleMessages.firstBandFromZero, path: [i, 'fromCents'] });
    if (i > 0 && previousEnd !== null && band.fromCents !== previousEnd)
      problems.push({ message: feeScheduleMessages.bandGap(n), path: [i, 'fromCents'] });
    if (band.toCents === null && !last)
      problems.push({ message: feeScheduleMessages.openBandNotLast(n), path: [i, 'toCents'] });
    if (band.toCents !== null && band.toCents <= band.fromCents)
      problems.push({ message: feeScheduleMessages.bandEndsBeforeStart(n), path: [i, 'toCents'] });
    if (last && band.toCents !== null)
      problems.push({ message: feeScheduleMessages.lastBandOpen, path: [i, 'toCents'] });
    previousEnd = band.toCents;
  });
  return problems;
}

/** The band a value falls in (from ≤ value < to); a valid schedule always has one. */
export function bandFor(bands: readonly ValueBand[], valueCents: number): ValueBand | undefined {
  return bands.find((b) => valueCents >= b.fromCents && (b.toCents === null || valueCents < b.toCents));
}

/** The band's range in words, for an estimate's basis: "$20,000.00 to $100,000.00", "$500,000.00 and over". */
export function bandRange(band: ValueBand): string {
  return band.toCents === null
    ? `${formatCents(band.fromCents)} and over`
    : `${formatCents(band.fromCents)} to ${formatCents(band.toCents)}`;
}

import { APPLICATION_TYPE } from '../applicationTypes.js';
import { formatCents, gstOn } from './cents.js';
import { FIXED_FEE_NAMES, bandFor, bandRange, type FeeSchedule, type FixedFeeKind } from './feeSchedule.js';
import { leviesDue, type LevyRate } from './levies.js';

/** One line of an estimate or an invoice: what it is, how it was worked out, and its amount in cents. */
export interface MoneyLine {
  label: string;
  /** How the amount was worked out, in words: "640 × $1.75", "value band $100,000.00 to $500,000.00". */
  basis: string;
  amountCents: number;
  /** A council fee carries GST (added once, on the fees' total); a levy is the Crown's, at its statutory amount. */
  kind: 'fee' | 'levy';
}

export interface FeeEstimate {
  /** The lodgement deposit, due now (invoiced at submission), including GST. */
  deposit: { exclusiveCents: number; gstCents: number; totalCents: number };
  lines: MoneyLine[];
  feesExclusiveCents: number;
  gstCents: number;
  leviesCents: number;
  totalCents: number;
  /** What is left after the deposit: the estimate of the final invoice. */
  restCents: number;
}

/** What the estimate is of: the application's kind and the estimated value of its building work. */
export interface EstimateInput {
  applicationType: number;
  typeCode: string;
  valueCents: number;
  /** The New Zealand date the levies' rates are taken on (the grant's, or today's for an estimate). */
  date: string;
}

/** The fixed fee an application's kind is charged, if any: a PIM, an exemption, a CCC, a certificate of acceptance, an amendment. */
function fixedFeeKinds(input: EstimateInput): FixedFeeKind[] {
  if (input.typeCode === 'ccc') return ['ccc'];
  if (input.typeCode === 'abc') return ['amendment'];
  if (input.applicationType === APPLICATION_TYPE.PIM_ONLY) return ['pim'];
  if (input.applicationType === APPLICATION_TYPE.BUILDING_CONSENT_WITH_PIM) return ['pim'];
  if (input.applicationType === APPLICATION_TYPE.EXEMPTION) return ['exemption'];
  if (input.applicationType === APPLICATION_TYPE.CERTIFICATE_OF_ACCEPTANCE) return ['certificate_of_acceptance'];
  return [];
}

/** A building consent (with or without a PIM, or amended): the kinds charged by value and levied on grant. */
export function isBuildingConsent(input: Pick<EstimateInput, 'applicationType' | 'typeCode'>): boolean {
  if (input.typeCode !== 'bc' && input.typeCode !== 'abc') return false;
  return (
    input.applicationType === APPLICATION_TYPE.BUILDING_CONSENT ||
    input.applicationType === APPLICATION_TYPE.BUILDING_CONSENT_WITH_PIM
  );
}

/** The fees an application is charged before time and inspections: its fixed fees and, for a consent, its value band's fee. */
export function scheduledFeeLines(schedule: FeeSchedule, input: EstimateInput): MoneyLine[] {
  const lines: MoneyLine[] = [];
  for (const kind of fixedFeeKinds(input)) {
    const fee = schedule.fixedFees.find((f) => f.kind === kind);
    if (fee)
      lines.push({ label: FIXED_FEE_NAMES[kind], basis: 'Fixed fee', amountCents: fee.amountCents, kind: 'fee' });
  }
  if (isBuildingConsent(input)) {
    const band = bandFor(schedule.valueBands, input.valueCents);
    if (band)
      lines.push({
        label: 'Building consent processing fee',
        basis: `Estimated value ${formatCents(input.valueCents)}, in the band ${bandRange(band)}`,
        amountCents: band.amountCents,
        kind: 'fee',
      });
  }
  return lines;
}

/** The levies as lines: only those payable, each with its units and rate as its basis. */
export function levyLines(rates: readonly LevyRate[], valueCents: number, date: string): MoneyLine[] {
  return leviesDue(rates, valueCents, date)
    .filter((l) => l.payable)
    .map((l) => ({ label: l.name, basis: l.basis, amountCents: l.amountCents, kind: 'levy' as const }));
}

/** Totals of a set of lines: GST once on the fees' total (15%), the levies at their statutory amounts beside it. */
export function totalsOf(lines: readonly MoneyLine[]) {
  const feesExclusiveCents = lines.filter((l) => l.kind === 'fee').reduce((sum, l) => sum + l.amountCents, 0);
  const leviesCents = lines.filter((l) => l.kind === 'levy').reduce((sum, l) => sum + l.amountCents, 0);
  const gstCents = gstOn(feesExclusiveCents);
  return { feesExclusiveCents, gstCents, leviesCents, totalCents: feesExclusiveCents + gstCents + leviesCents };
}

/**
 * The estimate check your answers and the PDF show (issue 31 point 3): the deposit due now, then the scheduled fees
 * and the levies a grant today would bring. Processing time and inspections are charged as used, so they are named
 * with their rates but not counted.
 */
export function feeEstimate(schedule: FeeSchedule, rates: readonly LevyRate[], input: EstimateInput): FeeEstimate {
  const lines = [
    ...scheduledFeeLines(schedule, input),
    ...(isBuildingConsent(input) ? levyLines(rates, input.valueCents, input.date) : []),
  ];
  const totals = totalsOf(lines);
  const depositGst = gstOn(schedule.lodgementDepositCents);
  const deposit = {
    exclusiveCents: schedule.lodgementDepositCents,
    gstCents: depositGst,
    totalCents: schedule.lodgementDepositCents + depositGst,
  };
  return { deposit, lines, ...totals, restCents: Math.max(0, totals.totalCents - deposit.totalCents) };
}

export const INVOICE_KINDS = ['deposit', 'final'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

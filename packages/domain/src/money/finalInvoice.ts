import { z } from 'zod';
import { formatCents } from './cents.js';
import {
  isBuildingConsent,
  levyLines,
  scheduledFeeLines,
  totalsOf,
  type EstimateInput,
  type MoneyLine,
} from './estimate.js';
import type { FeeSchedule } from './feeSchedule.js';
import type { LevyRate } from './levies.js';
import { invoiceNumberText } from './payer.js';

/** The most processing time one grant bills: a generous ceiling (a large commercial consent), named in its message. */
export const PROCESSING_HOURS_MAX = 500;
/** The most inspections one grant bills. */
export const INSPECTION_COUNT_MAX = 200;

export const finalInvoiceMessages = {
  hours: `Enter the processing hours as a number from 0 to ${PROCESSING_HOURS_MAX}, in hours and hundredths, like 3 or 2.5`,
  inspections: `Enter the number of inspections as a whole number from 0 to ${INSPECTION_COUNT_MAX}`,
} as const;

/** Hours as whole hundredths, or null when the number has more than two decimals (2.5 → 250). */
export function hundredthsOf(hours: number): number | null {
  const hundredths = Math.round(hours * 100);
  return Math.abs(hours * 100 - hundredths) < 1e-6 ? hundredths : null;
}

/**
 * What the officer enters when granting (issue 31 point 4): the hours spent processing and the inspections to
 * bill. Kept as one nested object of the grant's details, so other fields of the grant stay apart from it.
 */
export const finalInvoiceInputSchema = z.strictObject({
  processingHours: z
    .number({ error: finalInvoiceMessages.hours })
    .min(0, { error: finalInvoiceMessages.hours })
    .max(PROCESSING_HOURS_MAX, { error: finalInvoiceMessages.hours })
    .refine((h) => hundredthsOf(h) !== null, { error: finalInvoiceMessages.hours }),
  inspectionCount: z
    .number({ error: finalInvoiceMessages.inspections })
    .int({ error: finalInvoiceMessages.inspections })
    .min(0, { error: finalInvoiceMessages.inspections })
    .max(INSPECTION_COUNT_MAX, { error: finalInvoiceMessages.inspections }),
});
export type FinalInvoiceInput = z.infer<typeof finalInvoiceInputSchema>;

/** An invoice issued before the final one (the lodgement deposit), as the final invoice sets it off. */
export interface EarlierInvoice {
  year: number;
  number: number;
  feesExclusiveCents: number;
  totalCents: number;
  paidCents: number;
}

/** The hourly rate times hours given in hundredths, to the nearest cent (half up), in integers. */
export function processingFeeCents(hourlyRateCents: number, hundredths: number): number {
  return Math.floor((hourlyRateCents * hundredths + 50) / 100);
}

const hoursText = (hundredths: number) => (hundredths / 100).toLocaleString('en-NZ', { maximumFractionDigits: 2 });

/**
 * The final invoice at grant (issue 31 point 4, ADR 0066), in integer cents:
 * - the schedule's fixed fee of the application's kind or its value band's fee (as the estimate charges them);
 * - processing time at the hourly rate and inspections at the inspection fee;
 * - each earlier invoice's fees set off as a negative fee line, so GST on this tax invoice is on what it supplies
 *   only (the deposit's GST is on the deposit's own tax invoice, and an unpaid deposit is still owed there, never
 *   billed twice); never more than the fees, so the invoice's fees do not go below $0;
 * - the levies fixed by the grant's date (leviesDue), on a building consent;
 * - less what was paid on the earlier invoices beyond their totals (a credit carried forward).
 */
export function finalInvoiceLines(
  schedule: FeeSchedule,
  rates: readonly LevyRate[],
  input: EstimateInput & FinalInvoiceInput,
  earlier: readonly EarlierInvoice[],
): { lines: MoneyLine[]; lessPaidCents: number } {
  const hundredths = hundredthsOf(input.processingHours) ?? 0;
  const lines: MoneyLine[] = [...scheduledFeeLines(schedule, input)];
  if (hundredths > 0)
    lines.push({
      label: 'Processing time',
      basis: `${hoursText(hundredths)} hours × ${formatCents(schedule.hourlyRateCents)}`,
      amountCents: processingFeeCents(schedule.hourlyRateCents, hundredths),
      kind: 'fee',
    });
  if (input.inspectionCount > 0)
    lines.push({
      label: 'Inspections',
      basis: `${input.inspectionCount} × ${formatCents(schedule.inspectionFeeCents)}`,
      amountCents: input.inspectionCount * schedule.inspectionFeeCents,
      kind: 'fee',
    });
  let feesLeft = lines.reduce((sum, l) => sum + l.amountCents, 0);
  for (const invoice of earlier) {
    const setOff = Math.min(invoice.feesExclusiveCents, feesLeft);
    if (setOff <= 0) continue;
    feesLeft -= setOff;
    lines.push({
      label: 'Less fees already invoiced',
      basis: `Tax invoice ${invoiceNumberText(invoice.year, invoice.number)} (GST on it shown there)`,
      amountCents: -setOff,
      kind: 'fee',
    });
  }
  if (isBuildingConsent(input)) lines.push(...levyLines(rates, input.valueCents, input.date));
  const credit = earlier.reduce((sum, i) => sum + Math.max(0, i.paidCents - i.totalCents), 0);
  // A credit larger than this invoice pays it and stays the payer's for the rest (never a negative invoice).
  return { lines, lessPaidCents: Math.min(credit, totalsOf(lines).totalCents) };
}

import { formatCents, GST_PERCENT } from './cents.js';
import type { FeeEstimate } from './estimate.js';

/** The estimate as rows (label, amount with its basis): one wording for check your answers and the PDF. */
export function estimateRows(
  estimate: FeeEstimate & { hourlyRateCents: number; inspectionFeeCents: number },
): { key: string; value: string }[] {
  return [
    {
      key: 'Lodgement deposit, due now',
      value: `${formatCents(estimate.deposit.totalCents)} (${formatCents(estimate.deposit.exclusiveCents)} plus GST ${formatCents(estimate.deposit.gstCents)})`,
    },
    ...estimate.lines.map((line) => ({
      key: line.kind === 'levy' ? `${line.label}: ${line.basis}` : line.label,
      value: line.kind === 'levy' ? formatCents(line.amountCents) : `${formatCents(line.amountCents)} (${line.basis})`,
    })),
    { key: `GST ${GST_PERCENT}% on the fees`, value: formatCents(estimate.gstCents) },
    { key: 'Estimated total', value: formatCents(estimate.totalCents) },
    { key: 'Estimated rest, after the deposit', value: formatCents(estimate.restCents) },
    {
      key: 'Charged as used',
      value: `Processing time at ${formatCents(estimate.hourlyRateCents)} an hour and inspections at ${formatCents(estimate.inspectionFeeCents)} each, plus GST`,
    },
  ];
}

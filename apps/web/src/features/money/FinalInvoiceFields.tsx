import { INSPECTION_COUNT_MAX, PROCESSING_HOURS_MAX } from '@consent/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../ui/Field';

/** The grant form's values this part keeps: typed text, turned into numbers for the grant's details. */
export interface FinalInvoiceValues {
  invoice: { processingHours: string; inspectionCount: string };
}
export const FINAL_INVOICE_DEFAULTS: FinalInvoiceValues['invoice'] = { processingHours: '0', inspectionCount: '0' };
type Name = 'invoice.processingHours' | 'invoice.inspectionCount';

/** The grant's `invoice` details; text that is not a number stays NaN so the schema names the field. */
export function finalInvoiceDetails(values: FinalInvoiceValues['invoice']) {
  const number = (text: string) => (text.trim() === '' ? 0 : Number(text.trim()));
  return { processingHours: number(values.processingHours), inspectionCount: number(values.inspectionCount) };
}

/**
 * The final invoice's part of the grant dialog (issue 31 point 4): the processing hours and the inspections to
 * bill. The invoice adds the schedule's fee, the levies fixed by today's date and sets off the deposit.
 */
export function FinalInvoiceFields({
  register,
  idOf,
  errorOf,
}: {
  register: (name: Name) => UseFormRegisterReturn;
  idOf: (name: Name) => string;
  errorOf: (name: Name) => string | undefined;
}) {
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend">Final invoice</legend>
      <p className="field__hint">
        Granting issues the final tax invoice: the scheduled fee, the time and inspections below at the fee schedule’s
        rates, and the building and BRANZ levies, less the fees already invoiced.
      </p>
      <TextField
        id={idOf('invoice.processingHours')}
        label="Processing hours"
        hint={`In hours, like 3 or 2.5 (at most ${PROCESSING_HOURS_MAX})`}
        inputMode="decimal"
        autoComplete="off"
        error={errorOf('invoice.processingHours')}
        {...register('invoice.processingHours')}
      />
      <TextField
        id={idOf('invoice.inspectionCount')}
        label="Inspections to invoice"
        hint={`A whole number (at most ${INSPECTION_COUNT_MAX})`}
        inputMode="numeric"
        autoComplete="off"
        error={errorOf('invoice.inspectionCount')}
        {...register('invoice.inspectionCount')}
      />
    </fieldset>
  );
}

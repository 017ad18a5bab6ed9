import { councilReportQuerySchema, REPORT_GROUPINGS, type ReportGrouping } from '@consent/domain';
import { useState, type SubmitEvent } from 'react';
import type { ReportQuery } from '../../../api/councilReport';
import { Button } from '../../../ui/Button';
import { ErrorSummary, type SummaryError } from '../../../ui/ErrorSummary';
import { SelectField, TextField } from '../../../ui/Field';
import { GROUPING_LABELS } from './reportParams';

const FIELD_IDS = { by: 'report-by', from: 'report-from', to: 'report-to' } as const;
type FieldName = keyof typeof FIELD_IDS;

/** The months the report covers and its grouping, checked with the server's own schema before they are applied. */
export function ReportFilters({ query, onApply }: { query: ReportQuery; onApply: (query: ReportQuery) => void }) {
  const [values, setValues] = useState({ by: query.by, from: query.from ?? '', to: query.to ?? '' });
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const set = (key: FieldName) => (event: { target: { value: string } }) => {
    setValues({ ...values, [key]: event.target.value });
  };

  function apply(event: SubmitEvent) {
    event.preventDefault();
    const asked = { by: values.by, from: values.from.trim() || undefined, to: values.to.trim() || undefined };
    const checked = councilReportQuerySchema.safeParse(asked);
    if (!checked.success) {
      setErrors(
        checked.error.issues.map((issue) => ({
          message: issue.message,
          fieldId: FIELD_IDS[(issue.path[0] as FieldName | undefined) ?? 'from'],
        })),
      );
      setAttempt(attempt + 1);
      return;
    }
    setErrors([]);
    onApply(asked);
  }
  const errorOf = (name: FieldName) => errors.find((e) => e.fieldId === FIELD_IDS[name])?.message;

  return (
    <>
      <ErrorSummary errors={errors} attempt={attempt} />
      <form className="queue-filters" aria-label="Choose the months to report" onSubmit={apply} noValidate>
        <SelectField
          id={FIELD_IDS.by}
          label="Group by"
          value={values.by}
          error={errorOf('by')}
          onChange={(event) => {
            setValues({ ...values, by: event.target.value as ReportGrouping });
          }}
        >
          {REPORT_GROUPINGS.map((g) => (
            <option key={g} value={g}>
              {GROUPING_LABELS[g]}
            </option>
          ))}
        </SelectField>
        <TextField
          id={FIELD_IDS.from}
          label="From (month)"
          hint="For example, 2026-07"
          value={values.from}
          error={errorOf('from')}
          onChange={set('from')}
          maxLength={7}
          autoComplete="off"
        />
        <TextField
          id={FIELD_IDS.to}
          label="To (month)"
          hint="For example, 2027-06"
          value={values.to}
          error={errorOf('to')}
          onChange={set('to')}
          maxLength={7}
          autoComplete="off"
        />
        <div className="queue-filters__actions">
          <Button type="submit">Show the figures</Button>
        </div>
      </form>
    </>
  );
}

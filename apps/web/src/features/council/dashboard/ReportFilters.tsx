import { councilReportQuerySchema, REPORT_GROUPINGS } from '@consent/domain';
import type { ReportQuery } from '../../../api/councilReport';
import { RangeFilters } from '../../../ui/RangeFilters';
import { GROUPING_LABELS } from './reportParams';

/** The months the report covers and its grouping, checked with the server's own schema before they are applied. */
export function ReportFilters({ query, onApply }: { query: ReportQuery; onApply: (query: ReportQuery) => void }) {
  return (
    <RangeFilters
      idPrefix="report"
      name="Choose the months to report"
      choice={{ key: 'by', label: 'Group by', options: REPORT_GROUPINGS, labels: GROUPING_LABELS }}
      from={{ label: 'From (month)', hint: 'For example, 2026-07' }}
      to={{ label: 'To (month)', hint: 'For example, 2027-06' }}
      maxLength={7}
      initial={{ choice: query.by, from: query.from, to: query.to }}
      schema={councilReportQuerySchema}
      toQuery={({ choice, from, to }): ReportQuery => ({ by: choice, from, to })}
      submitLabel="Show the figures"
      onApply={onApply}
    />
  );
}

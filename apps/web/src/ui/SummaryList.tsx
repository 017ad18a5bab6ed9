import type { AnswerRow } from '@consent/domain';
import type { ReactNode } from 'react';

type SummaryRow = { key: string; value: ReactNode };

/** Key and value rows, as GOV.UK's summary list. */
export function SummaryList({ rows }: { rows: SummaryRow[] }) {
  return (
    <dl className="summary-list">
      {rows.map((row) => (
        <div className="summary-list__row" key={row.key}>
          <dt className="summary-list__key">{row.key}</dt>
          <dd className="summary-list__value">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The domain's answer rows (shared with the application PDF) as summary rows: a list value one item a line. */
export const answerRows = (rows: AnswerRow[]): SummaryRow[] =>
  rows.map((r) => ({
    key: r.key,
    value: Array.isArray(r.value) ? (
      <ul className="plain-list">
        {r.value.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ) : (
      r.value
    ),
  }));

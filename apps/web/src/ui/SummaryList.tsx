import type { ReactNode } from 'react';

/** Key and value rows, as GOV.UK's summary list. */
export function SummaryList({ rows }: { rows: { key: string; value: ReactNode }[] }) {
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

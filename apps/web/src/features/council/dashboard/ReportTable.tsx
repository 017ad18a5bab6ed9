import { REPORT_COLUMNS } from '@consent/domain';
import { forwardRef } from 'react';
import type { CouncilReport, CouncilReportRow } from '../../../api/councilReport';

/** A share with no base (no decision, no inspection) is not applicable rather than 0 %. */
function cell(row: CouncilReportRow, key: (typeof REPORT_COLUMNS)[number]['key']) {
  const value = row[key];
  return value === null ? <abbr title="not applicable: nothing to count">n/a</abbr> : String(value);
}

/**
 * The report's figures as a table, one row a period. On a narrow screen it scrolls sideways inside its own focusable
 * region. Its heading takes focus when new figures arrive after the user asked for them.
 */
export const ReportTable = forwardRef<HTMLHeadingElement, { report: CouncilReport; busy: boolean }>(
  function ReportTable({ report, busy }, headingRef) {
    const [label, ...figures] = REPORT_COLUMNS;
    const grouping = report.by === 'quarter' ? 'quarter' : 'month';
    return (
      <>
        <h2 ref={headingRef} tabIndex={-1}>
          Figures by {grouping}, {report.from} to {report.to}
        </h2>
        <div
          className="table-scroll"
          role="region"
          aria-label="Report figures"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so keyboard users can scroll it (WCAG 2.1.1, axe scrollable-region-focusable)
          tabIndex={0}
          aria-busy={busy || undefined}
        >
          <table className="queue-table report-table">
            <thead>
              <tr>
                {REPORT_COLUMNS.map((c) => (
                  <th key={c.key} scope="col">
                    {c.heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr key={row.period}>
                  <th scope="row">{label ? cell(row, label.key) : null}</th>
                  {figures.map((c) => (
                    <td key={c.key}>{cell(row, c.key)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  },
);

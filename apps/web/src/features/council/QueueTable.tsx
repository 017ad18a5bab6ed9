import { Link } from 'react-router';
import type { QueueItem, QueuePage } from '../../api/councilQueue';
import { formatDate, statusLabel } from './labels';
import { applicationPath } from './paths';

/** Working days used and left; an overdue application says so in words, not only by its colour. */
function DaysCell({ item }: { item: Pick<QueueItem, 'daysUsed' | 'daysRemaining' | 'overdue'> }) {
  return (
    <>
      {item.overdue ? <strong className="tag tag--overdue">Overdue</strong> : null} {item.daysUsed} used,{' '}
      {item.daysRemaining} left
    </>
  );
}

/**
 * One page of the queue as a table. On a narrow screen the table scrolls sideways inside its own focusable
 * region rather than squeezing eight columns into 390 pixels.
 */
export function QueueTable({ page, busy }: { page: QueuePage; busy: boolean }) {
  if (page.total === 0) {
    return (
      <p role="status" className="queue-count">
        No applications match.
      </p>
    );
  }
  return (
    <>
      <p role="status" className="queue-count">
        {page.total === 1 ? '1 application' : `${page.total} applications`}
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so keyboard users can scroll it (WCAG 2.1.1, axe scrollable-region-focusable) */}
      <div className="table-scroll" role="region" aria-label="Applications" tabIndex={0} aria-busy={busy || undefined}>
        <table className="queue-table">
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Type</th>
              <th scope="col">Address</th>
              <th scope="col">Applicant</th>
              <th scope="col">Submitted</th>
              <th scope="col">Status</th>
              <th scope="col">Working days</th>
            </tr>
          </thead>
          <tbody>
            {page.applications.map((item) => (
              <tr key={item.appId} className={item.overdue ? 'queue-table__row--overdue' : undefined}>
                <th scope="row">
                  <Link to={applicationPath(item.appId)}>{item.reference}</Link>
                </th>
                <td>{item.typeName}</td>
                <td>{item.siteAddress ?? 'No address'}</td>
                <td>{item.applicant}</td>
                <td>{formatDate(item.submittedAt)}</td>
                <td>
                  {statusLabel(item.status)}
                  {item.awaitingPayment ? (
                    <>
                      {' '}
                      <strong className="tag">Awaiting payment</strong>
                    </>
                  ) : null}
                  {item.cccDecisionDue ? (
                    <>
                      {' '}
                      <strong className="tag tag--overdue">CCC decision due</strong>
                    </>
                  ) : null}
                </td>
                <td>
                  <DaysCell item={item} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

import { Link } from 'react-router';
import { resumePath, summaryPath } from '@consent/domain';
import { useApplications, type ApplicationListItem } from '../../api';
import { formatDateTime } from '../../ui/format';
import { Loading, LoadProblem } from '../../ui/Status';
import { StatusTag } from '../../ui/StatusTag';
import { LIFE_SECTION_ID } from '../application/lifePaths';
import { LifecycleStatusTag } from '../application/LifecycleStatusTag';

/** What the council needs of the applicant now, said on the main page with a link to where they act on it. */
const NEEDS_YOU: Partial<Record<ApplicationListItem['lifecycleStatus'], { notice: string; link: string }>> = {
  information_requested: { notice: 'The council has asked for more information', link: 'Answer the council' },
  returned: { notice: 'The council returned this application as incomplete', link: 'See what to fix' },
};

function ApplicationItem({ item }: { item: ApplicationListItem }) {
  const action = item.completed ? 'View' : 'Resume';
  const needs = NEEDS_YOU[item.lifecycleStatus];
  return (
    <li className="application-item">
      <h3 className="application-item__title">
        <Link to={resumePath(item)}>
          {action}
          <span className="visually-hidden"> application {item.appId},</span> {item.typeName}
        </Link>
      </h3>
      {item.address && <p className="application-item__address">{item.address}</p>}
      {item.access === 'owner' ? null : (
        <p className="application-item__shared">
          <strong className="tag tag--shared">Shared with you</strong>{' '}
          {item.access === 'editor' ? 'You can edit it' : 'You can view it'}
        </p>
      )}
      <p className="application-item__meta">
        {item.lifecycleStatus === 'draft' ? (
          <StatusTag status={item.status} />
        ) : (
          <LifecycleStatusTag status={item.lifecycleStatus} />
        )}{' '}
        <span>{item.councilName}</span>
        <span>
          Application {item.appId}, last changed <time dateTime={item.updatedAt}>{formatDateTime(item.updatedAt)}</time>
        </span>
        {item.signedAt ? (
          <span>
            Submitted <time dateTime={item.signedAt}>{formatDateTime(item.signedAt)}</time>
          </span>
        ) : null}
      </p>
      {needs ? (
        <p className="application-item__notice">
          {needs.notice}.{' '}
          <Link to={`${summaryPath(item.appId, Math.random)}#${LIFE_SECTION_ID}`}>
            {needs.link} <span className="visually-hidden">about application {item.appId}</span>
          </Link>
        </p>
      ) : null}
    </li>
  );
}

/** "My applications": each opens where the applicant left off, or its summary once completed. */
export function MyApplications() {
  const applications = useApplications();
  if (applications.isPending) return <Loading>Loading your applications…</Loading>;
  if (applications.isError)
    return (
      <LoadProblem
        message={applications.error.message}
        onRetry={() => {
          void applications.refetch();
        }}
      />
    );
  if (applications.data.length === 0) return <p>You have no applications yet.</p>;
  return (
    <ul className="application-list">
      {applications.data.map((item) => (
        <ApplicationItem key={item.appId} item={item} />
      ))}
    </ul>
  );
}

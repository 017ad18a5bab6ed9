import { Link, useParams, useSearchParams } from 'react-router';
import { useMe } from '../../api';
import { useCouncilQueue, type QueueQuery } from '../../api/councilQueue';
import { PageHeading } from '../../ui/PageHeading';
import { Loading, LoadProblem } from '../../ui/Status';
import { CouncilNotFound } from './CouncilNotFound';
import { Pagination } from './Pagination';
import { QueueFilters } from './QueueFilters';
import { QueueTable } from './QueueTable';
import { inspectionRunPath, reportPath } from './paths';
import { queryFromSearch, searchFromQuery } from './queueParams';

/** A council's queue of submitted applications (issue 18.2): filtered, searched, sorted and paged by the server. */
export function QueuePage() {
  const councilId = Number(useParams().councilId);
  const membership = useMe().data?.councils.find((c) => c.councilId === councilId);
  const [search, setSearch] = useSearchParams();
  const query = queryFromSearch(search);
  const queue = useCouncilQueue(councilId, query);
  const go = (next: QueueQuery) => {
    setSearch(searchFromQuery(next));
  };

  if (!membership || queue.error?.status === 404) return <CouncilNotFound />;
  return (
    <>
      <PageHeading caption={membership.councilName}>Applications</PageHeading>
      <p>
        <Link to={reportPath(councilId)}>Council report: the figures reported each quarter</Link>
      </p>
      <p>
        <Link to={inspectionRunPath(councilId)}>Inspections: today’s run, and recording results on site</Link>
      </p>
      <p>
        <Link to={`/council/${councilId}/finance`}>Finance: invoices, payments and the levy return</Link>
      </p>
      {membership.role === 'admin' ? (
        <p>
          <Link to={`/council/${councilId}/admin`}>
            Manage the council: members, API keys and multiproof permission
          </Link>
        </p>
      ) : null}
      <QueueFilters
        key={search.toString()}
        query={query}
        onApply={(filters) => {
          go({ ...filters, pageSize: query.pageSize });
        }}
      />
      {queue.error ? <LoadProblem message={queue.error.message} onRetry={() => void queue.refetch()} /> : null}
      {queue.data ? (
        <>
          <QueueTable page={queue.data} busy={queue.isFetching} />
          <Pagination
            page={queue.data.page}
            pageSize={queue.data.pageSize}
            total={queue.data.total}
            onPage={(page) => {
              go({ ...query, page });
            }}
          />
        </>
      ) : queue.isPending ? (
        <Loading>Loading the applications…</Loading>
      ) : null}
    </>
  );
}

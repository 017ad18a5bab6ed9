import { INVOICE_FILTERS } from '@consent/domain';
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useMe } from '../../../api';
import { PageHeading } from '../../../ui/PageHeading';
import { Loading, LoadProblem } from '../../../ui/Status';
import { CouncilNotFound } from '../../council/CouncilNotFound';
import { queuePath } from '../../council/paths';
import { financeInvoicesCsvUrl, useFinanceInvoices, type FinanceQuery } from '../financeCalls';
import { FILTER_LABELS, FinanceFilters } from './FinanceFilters';
import { FinanceTable } from './FinanceTable';
import { LevyReturn } from './LevyReturn';

/** The filters live in the address (?show=&from=&to=), so a view can be bookmarked and shared. */
function queryOf(search: URLSearchParams): FinanceQuery {
  const show = INVOICE_FILTERS.find((f) => f === search.get('show')) ?? 'all';
  const from = search.get('from')?.trim();
  const to = search.get('to')?.trim();
  return { show, ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
const searchOf = (q: FinanceQuery) =>
  new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => Boolean(e[1])));

/**
 * The council's finance view (issue 31 point 7): its invoices filtered by status and date with their totals, the
 * same as a CSV file for the finance system, and the monthly levy return. For the council's staff only.
 */
export function FinancePage() {
  const councilId = Number(useParams().councilId);
  const membership = useMe().data?.councils.find((c) => c.councilId === councilId);
  const [search, setSearch] = useSearchParams();
  const query = queryOf(search);
  const list = useFinanceInvoices(councilId, query);
  const heading = useRef<HTMLHeadingElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current && list.data && !list.isFetching) {
      heading.current?.focus();
      asked.current = false;
    }
  }, [list.data, list.isFetching]);

  if (!membership || list.error?.status === 404) return <CouncilNotFound />;
  const apply = (next: FinanceQuery) => {
    const nextSearch = searchOf(next);
    asked.current = true;
    if (nextSearch.toString() === search.toString()) heading.current?.focus();
    else setSearch(nextSearch);
  };
  return (
    <>
      <PageHeading caption={membership.councilName}>Finance</PageHeading>
      <p>
        <Link to={queuePath(councilId)}>Back to the applications</Link>
      </p>
      <FinanceFilters key={search.toString()} query={query} onApply={apply} />
      {list.error ? <LoadProblem message={list.error.message} onRetry={() => void list.refetch()} /> : null}
      {list.data ? (
        <>
          <FinanceTable
            ref={heading}
            invoices={list.data.invoices}
            totals={list.data.totals}
            busy={list.isFetching}
            title={FILTER_LABELS[query.show]}
          />
          <p>
            <a href={financeInvoicesCsvUrl(councilId, query)} download>
              Download these invoices as a CSV file
            </a>
          </p>
        </>
      ) : list.isPending ? (
        <Loading>Loading the invoices…</Loading>
      ) : null}
      <LevyReturn councilId={councilId} />
    </>
  );
}

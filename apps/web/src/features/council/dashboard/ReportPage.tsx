import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useMe } from '../../../api';
import { councilReportCsvUrl, useCouncilReport, type ReportQuery } from '../../../api/councilReport';
import { PageHeading } from '../../../ui/PageHeading';
import { Loading, LoadProblem } from '../../../ui/Status';
import { CouncilNotFound } from '../CouncilNotFound';
import { queuePath } from '../paths';
import { ReportFilters } from './ReportFilters';
import { ReportTable } from './ReportTable';
import { reportQueryFromSearch, searchFromReportQuery } from './reportParams';

/**
 * What the council reports each quarter (issue 32 point 7): applications received and decided, the share decided
 * within 20 working days and the median, CCCs issued, inspections and their pass rate, by month or quarter, counted
 * by the server from the event table, with the same figures as a CSV file.
 */
export function ReportPage() {
  const councilId = Number(useParams().councilId);
  const membership = useMe().data?.councils.find((c) => c.councilId === councilId);
  const [search, setSearch] = useSearchParams();
  const query = reportQueryFromSearch(search);
  const report = useCouncilReport(councilId, query);
  const figuresHeading = useRef<HTMLHeadingElement>(null);
  // Set when the user asks for figures: their heading takes focus once they have arrived (not on the first load).
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current && report.data && !report.isFetching) {
      figuresHeading.current?.focus();
      asked.current = false;
    }
  }, [report.data, report.isFetching]);

  if (!membership || report.error?.status === 404) return <CouncilNotFound />;
  const apply = (next: ReportQuery) => {
    const nextSearch = searchFromReportQuery(next);
    // The same months again change nothing to fetch: the figures on screen are the answer.
    if (nextSearch.toString() === search.toString()) {
      figuresHeading.current?.focus();
      return;
    }
    asked.current = true;
    setSearch(nextSearch);
  };
  return (
    <>
      <PageHeading caption={membership.councilName}>Council report</PageHeading>
      <p>
        <Link to={queuePath(councilId)}>Back to the applications</Link>
      </p>
      <p>
        The figures building consent authorities report each quarter, counted from every application’s recorded steps.
        Working days are the Building Act’s: no weekends, public holidays or 20 December to 10 January.
      </p>
      <ReportFilters key={search.toString()} query={query} onApply={apply} />
      {report.error ? <LoadProblem message={report.error.message} onRetry={() => void report.refetch()} /> : null}
      {report.data ? (
        <>
          <ReportTable ref={figuresHeading} report={report.data} busy={report.isFetching} />
          <p>
            <a
              href={councilReportCsvUrl(councilId, { by: report.data.by, from: report.data.from, to: report.data.to })}
              download
            >
              Download these figures as a CSV file
            </a>
          </p>
        </>
      ) : report.isPending ? (
        <Loading>Counting the figures…</Loading>
      ) : null}
    </>
  );
}

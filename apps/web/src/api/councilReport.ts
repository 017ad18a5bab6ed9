import { councilReportsContract as routes, routeUrl, type ReportGrouping, type RouteAnswer } from '@consent/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiError } from './client';
import { useApi } from './ApiProvider';

/** The months and grouping the report covers, as the address bar holds them. */
export interface ReportQuery {
  by: ReportGrouping;
  from?: string;
  to?: string;
}

export type CouncilReport = RouteAnswer<typeof routes.report>;
export type CouncilReportRow = CouncilReport['rows'][number];

/** What the council reports each quarter (issue 32 point 7), `GET /api/council/councils/{councilId}/report`. */
export function useCouncilReport(councilId: number, query: ReportQuery) {
  const { request } = useApi();
  return useQuery<CouncilReport, ApiError>({
    queryKey: ['council', 'report', councilId, query],
    queryFn: () => request(routes.report, { params: { councilId }, querystring: query }),
    placeholderData: keepPreviousData,
  });
}

/** The address of the same figures as a CSV file, for a download link. */
export const councilReportCsvUrl = (councilId: number, query: ReportQuery) =>
  routeUrl(routes.reportCsv.path, { councilId }, { ...query });

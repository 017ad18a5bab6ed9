import { REPORT_GROUPINGS, type ReportGrouping } from '@consent/domain';
import type { ReportQuery } from '../../../api/councilReport';

/**
 * The report's months and grouping live in the address (?by=&from=&to=), so a report can be bookmarked and shared;
 * with none, the server covers the twelve months up to this one.
 */
export function reportQueryFromSearch(search: URLSearchParams): ReportQuery {
  const by = REPORT_GROUPINGS.find((g) => g === search.get('by')) ?? 'month';
  const query: ReportQuery = { by };
  const from = search.get('from')?.trim();
  const to = search.get('to')?.trim();
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}

export function searchFromReportQuery(query: ReportQuery): URLSearchParams {
  const search = new URLSearchParams({ by: query.by });
  if (query.from) search.set('from', query.from);
  if (query.to) search.set('to', query.to);
  return search;
}

export const GROUPING_LABELS: Record<ReportGrouping, string> = { month: 'Month', quarter: 'Quarter' };

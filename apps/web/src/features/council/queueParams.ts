import type { QueueQuery } from '../../api/councilQueue';

/** The queue's orders, as the server names them, and how the sort control reads them. */
export const SORTS: { value: string; label: string }[] = [
  { value: 'submitted', label: 'Submitted, oldest first' },
  { value: '-submitted', label: 'Submitted, newest first' },
  { value: 'reference', label: 'Reference, A to Z' },
  { value: '-reference', label: 'Reference, Z to A' },
  { value: 'status', label: 'Status, A to Z' },
  { value: '-status', label: 'Status, Z to A' },
];

const PAGE_SIZE = 25;
const KEYS = ['status', 'type', 'q', 'sort', 'due'] as const;

/**
 * The queue's state lives in the address (?status=&type=&q=&sort=&page=), so a filtered page can be bookmarked,
 * shared, and comes back on Back; the server does the filtering, sorting and paging.
 */
export function queryFromSearch(search: URLSearchParams): QueueQuery {
  const query: QueueQuery = { pageSize: PAGE_SIZE };
  for (const key of KEYS) {
    const value = search.get(key)?.trim();
    if (value) query[key] = value;
  }
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

export function searchFromQuery(query: QueueQuery): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) if (query[key]) search.set(key, query[key]);
  if (query.page && query.page > 1) search.set('page', String(query.page));
  return search;
}

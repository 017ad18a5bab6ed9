import type { ReactNode } from 'react';
import type { ApiError } from '../../api';
import { LoadProblem, Loading } from '../../ui/Status';

/** What a query-backed step shows until its data is there. */
export function Loaded<T>({
  query,
  label,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: ApiError | null; data: T | undefined; refetch: () => unknown };
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading>{label}</Loading>;
  if (query.isError || query.data === undefined)
    return <LoadProblem message={query.error?.message ?? ''} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

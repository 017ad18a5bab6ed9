import type { ApplicationData } from '@consent/domain';
import { useQuery } from '@tanstack/react-query';
import { useApi, type ApiError, type ParcelSet } from '../../api';
import { answerRoutes } from '../summary/answerRoutes';
import { LoadProblem, Loading } from '../../ui/Status';
import { SummaryList } from '../../ui/SummaryList';
import { addressLine, money } from './features';

/** The site location on the summary: the parcel (single mode) or every parcel (multiple mode). */
export function SiteLocationAnswers({ application }: { application: ApplicationData }) {
  const api = useApi();
  const query = useQuery<ParcelSet, ApiError>({
    queryKey: ['summary-siteLocation', application.id],
    queryFn: () => api.request(answerRoutes.parcelData, { params: { appId: application.id } }),
    gcTime: 0,
    staleTime: 0,
  });
  if (query.isPending) return <Loading>Loading your answers…</Loading>;
  if (query.isError) return <LoadProblem message={query.error.message} onRetry={() => void query.refetch()} />;
  const set = query.data;
  const parcels = set.parcelOpt === 'multiple' ? set.parcels : set.parcels.filter((p) => p.active);
  if (!parcels.length) return <p>Not answered yet.</p>;
  return (
    <>
      {parcels.map((p) => (
        <SummaryList
          key={p.app_parcel_id}
          rows={[
            {
              key: 'Address',
              value: [[addressLine(p.location), p.location.region].filter(Boolean).join(', '), p.location.postcode]
                .filter(Boolean)
                .join(' '),
            },
            { key: 'Legal description', value: p.legaldesc_oneline || 'Not given' },
            ...(p.location.valuationNumber ? [{ key: 'Valuation number', value: p.location.valuationNumber }] : []),
            ...(p.location.capitalValue !== null
              ? [{ key: 'Capital value', value: money(p.location.capitalValue) }]
              : []),
          ]}
        />
      ))}
    </>
  );
}

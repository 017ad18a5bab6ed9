import type { lookupsContract, RouteAnswer } from '@consent/domain';
import { useQuery } from '@tanstack/react-query';
import { useApi } from './ApiProvider';
import type { ApiError } from './client';
import { address } from './shellRoutes';

/** By method and path, so the site location's form draws without the contract's schemas (ADR 0094). */
const parcelInformation = address<typeof lookupsContract.parcelInformation>(
  'GET',
  '/api/applications/:appId/parcels/:appParcelId/information',
);

/** The council's property information about a saved parcel (see lookupsContract.parcelInformation). */
type ParcelCouncilInfo = RouteAnswer<typeof lookupsContract.parcelInformation>;

/** Asked only for a saved parcel (it has an app_parcel_id); one answer per parcel while the form is open. */
export function useParcelCouncilInfo(appId: number, appParcelId: number | null | undefined) {
  const { request } = useApi();
  return useQuery<ParcelCouncilInfo, ApiError>({
    queryKey: ['parcelCouncilInfo', appId, appParcelId],
    queryFn: () => request(parcelInformation, { params: { appId, appParcelId: appParcelId ?? 0 } }),
    enabled: appParcelId != null,
    staleTime: 5 * 60_000,
  });
}

import { lookupsContract, type RouteAnswer } from '@consent/domain';
import { useQuery } from '@tanstack/react-query';
import { useApi } from './ApiProvider';
import type { ApiError } from './client';

/** The council's property information about a saved parcel (see lookupsContract.parcelInformation). */
type ParcelCouncilInfo = RouteAnswer<typeof lookupsContract.parcelInformation>;

/** Asked only for a saved parcel (it has an app_parcel_id); one answer per parcel while the form is open. */
export function useParcelCouncilInfo(appId: number, appParcelId: number | null | undefined) {
  const { request } = useApi();
  return useQuery<ParcelCouncilInfo, ApiError>({
    queryKey: ['parcelCouncilInfo', appId, appParcelId],
    queryFn: () => request(lookupsContract.parcelInformation, { params: { appId, appParcelId: appParcelId ?? 0 } }),
    enabled: appParcelId != null,
    staleTime: 5 * 60_000,
  });
}

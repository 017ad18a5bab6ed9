import { useQuery } from '@tanstack/react-query';
import { useApi } from './ApiProvider';
import type { ApiError } from './client';

/**
 * The council's property information about a saved parcel (Ozone's get-parcel or TechOne's get-info
 * html, spec point 7), already sanitised by the server. Empty html when the council has no such
 * service; `message` when its service failed.
 */
export interface ParcelCouncilInfo {
  result: 'success';
  source: 'ozone' | 'techone' | null;
  html: string;
  message?: string;
}

/** Asked only for a saved parcel (it has an app_parcel_id); one answer per parcel while the form is open. */
export function useParcelCouncilInfo(appId: number, appParcelId: number | null | undefined) {
  const { call } = useApi();
  return useQuery<ParcelCouncilInfo, ApiError>({
    queryKey: ['parcelCouncilInfo', appId, appParcelId],
    queryFn: () => call<ParcelCouncilInfo>('GET', `/api/applications/${appId}/parcels/${appParcelId}/information`),
    enabled: appParcelId != null,
    staleTime: 5 * 60_000,
  });
}

import type {
  AddressSuggestion,
  LegalOptions,
  Outline,
  ParcelFeatureInput,
  ParcelOption,
  ParcelOpt,
  ParcelSet,
  SavedParcel,
  ValidationMode,
  councilsContract,
  locationsContract,
} from '@consent/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, ApiError } from './client';
import { useApi } from './ApiProvider';
import { address } from './shellRoutes';

type Contract = typeof locationsContract;

/**
 * The site location's calls by method and path (as wizardRoutes.ts, ADR 0089): the contract's route objects hold
 * their schemas, and importing them put zod into page 6's first code (ADR 0094). The compiler checks each method and
 * path against the contract's literal ones.
 */
const routes = {
  searchAddresses: address<Contract['searchAddresses']>('GET', '/api/addresses'),
  addressAt: address<Contract['addressAt']>('GET', '/api/addresses/at'),
  placeParcels: address<Contract['placeParcels']>('GET', '/api/places/:placeId/parcels'),
  addressParcels: address<Contract['addressParcels']>('GET', '/api/addresses/:addressId/parcels'),
  mapTiles: address<Contract['mapTiles']>('GET', '/api/map/tiles'),
  save: address<Contract['save']>('POST', '/ajax/parcel'),
  submit: address<Contract['submit']>('POST', '/ajax/submit_parcels'),
  validate: address<Contract['validate']>('POST', '/ajax/validateparcel'),
  activate: address<Contract['activate']>('POST', '/ajax/activeparcel'),
  remove: address<Contract['remove']>('POST', '/ajax/remove_parcel'),
  checkRegion: address<Contract['checkRegion']>('POST', '/ajax/check_region'),
  applicationMapConfig: address<Contract['applicationMapConfig']>('GET', '/api/applications/:appId/maps-config'),
  parcelData: address<Contract['parcelData']>('GET', '/ajax/get_parcel_data/:appId'),
  refreshParcelData: address<Contract['refreshParcelData']>('POST', '/ajax/get_parcel_data/:appId'),
  mapConfig: address<(typeof councilsContract)['mapConfig']>('GET', '/ajax/maps_config/:councilId'),
};

export type { AddressSuggestion, LegalOptions, Outline, ParcelOption, ParcelSet, SavedParcel };

/** Spec point 7 "Parcels and addresses", with the spec's paths and fields, plus the address search and legal lookup under /api. */
function locationCalls(api: ApiClient) {
  const { request } = api;
  return {
    /** With the application, its council's map configuration may send the search to the maps service. */
    searchAddresses: async (q: string, limit: number, appId: number) =>
      (await request(routes.searchAddresses, { querystring: { q, limit, appId } })).addresses,
    /** The legal options of a chosen suggestion: by our address id, or by the maps service's place id. */
    suggestionParcels: (
      appId: number,
      suggestion: Pick<AddressSuggestion, 'addressId' | 'placeId'>,
    ): Promise<LegalOptions> =>
      suggestion.addressId !== null
        ? request(routes.addressParcels, { params: { addressId: suggestion.addressId }, querystring: { appId } })
        : request(routes.placeParcels, { params: { placeId: suggestion.placeId ?? '' }, querystring: { appId } }),
    /** The address and legal options at a point placed on the map (the geocoder by coordinates). */
    addressAt: (appId: number, latitude: number, longitude: number) =>
      request(routes.addressAt, { querystring: { appId, latitude, longitude } }),
    mapsConfig: (councilId: number) => request(routes.mapConfig, { params: { councilId } }),
    /** The same, of the application's council, asked by the application (ADR 0091). */
    applicationMapsConfig: (appId: number) => request(routes.applicationMapConfig, { params: { appId } }),
    mapTiles: () => request(routes.mapTiles),
    parcelData: (appId: number, refresh = false) =>
      refresh
        ? request(routes.refreshParcelData, { params: { appId } })
        : request(routes.parcelData, { params: { appId } }),
    saveParcels: (appId: number, features: ParcelFeatureInput[], parcel_opt: ParcelOpt) =>
      request(routes.save, { body: { appId, features, parcel_opt } }),
    submitParcels: (
      appId: number,
      features: ParcelFeatureInput[],
      parcel_opt: ParcelOpt,
      validation_mode: ValidationMode,
    ) => request(routes.submit, { body: { appId, features, parcel_opt, validation_mode } }),
    validateParcel: (appId: number, data: ParcelFeatureInput) => request(routes.validate, { body: { appId, data } }),
    activeParcel: (appId: number, app_parcel_id: number | null, parcel_opt: ParcelOpt) =>
      request(routes.activate, { body: { appId, data: { app_parcel_id }, parcel_opt } }),
    removeParcel: (appId: number, app_parcel_id: number) => request(routes.remove, { body: { appId, app_parcel_id } }),
    checkRegion: (appId: number, address: ParcelFeatureInput['address']) =>
      request(routes.checkRegion, { body: { app_id: appId, address } }),
    setAppCouncil: (appId: number, councilId: number) => api.setAppCouncil(appId, councilId),
  };
}
type LocationCalls = ReturnType<typeof locationCalls>;

export function useLocationCalls(): LocationCalls {
  return locationCalls(useApi());
}

const parcelSetKey = (appId: number) => ['parcels', appId] as const;

/**
 * The application's saved parcel set (`GET /ajax/get_parcel_data`), read each time the page shows (gcTime 0: the
 * page's fields start from the server's set, never from one cached on an earlier visit) and updated by each change.
 */
export function useParcelSet(appId: number) {
  const calls = useLocationCalls();
  return useQuery<ParcelSet, ApiError>({
    queryKey: parcelSetKey(appId),
    queryFn: () => calls.parcelData(appId),
    gcTime: 0,
  });
}

/**
 * Reads the parcel set again after a change and puts it in the cache; with refresh, the server first checks
 * the region flags again against the application's council (POST). Resolves with the set read.
 */
export function useReloadParcelSet(appId: number) {
  const calls = useLocationCalls();
  const queryClient = useQueryClient();
  return async (refresh = false) => {
    const next = await calls.parcelData(appId, refresh);
    queryClient.setQueryData(parcelSetKey(appId), next);
    return next;
  };
}

/**
 * A council's map configuration (its default centre and zoom, the address search's switches); none while it loads or
 * when it fails. The application's own council's is asked by the application, which the site location page's route
 * starts beside the application instead of after it (ADR 0091); another council's (chosen on the page) by the council.
 */
export function useMapsConfig(councilId: number, application: { id: number; council_id: number }) {
  const calls = useLocationCalls();
  return useQuery({
    queryKey: ['mapsConfig', councilId],
    queryFn: () =>
      councilId === application.council_id ? calls.applicationMapsConfig(application.id) : calls.mapsConfig(councilId),
    staleTime: 5 * 60_000,
  });
}

/** The map's tiles: a server setting, read once per session. */
export function useMapTiles() {
  const calls = useLocationCalls();
  return useQuery({ queryKey: ['mapTiles'], queryFn: () => calls.mapTiles(), staleTime: Infinity });
}

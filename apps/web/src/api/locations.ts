import { councilsContract, type Location, type ParcelFeatureInput, type ParcelOpt, type ValidationMode } from '@consent/domain';
import type { ApiClient } from './client';
import { useApi } from './ApiProvider';
import type { StatusAnswer } from './types';

/** A parcel outline: rings of [longitude, latitude]. */
export type Outline = [number, number][][];

/** A suggestion of the address search: ours carry our address id, the maps service's its place id (no coordinates yet). */
export interface AddressSuggestion {
  addressId: number | null;
  placeId: string | null;
  label: string;
  location: Location;
}
export interface ParcelOption {
  location: Location;
  outline: Outline | null;
}
export interface SavedParcel {
  app_parcel_id: number;
  active: boolean;
  location: Location;
  outline: Outline | null;
  legaldesc_oneline: string;
}
export interface ParcelSet {
  parcels: SavedParcel[];
  parcelOpt: ParcelOpt;
  multiParcel: boolean;
  displayParcelInfo: boolean;
  oneLineLegal: string;
  /** The active parcel carries the council's valuation data. */
  parcel_data_extended: boolean;
  /** The legal description of the whole site the building stands on. */
  building_legal: string;
}
export interface ParcelCheck {
  /** 'error' from the region check: the address could not be located (spec point 8), still in the region by default. */
  result: 'success' | 'invalid' | 'error';
  message: string;
  inRegion?: boolean;
  /** The address as the server geocoded it (check_region): coordinates and postcode filled when they were missing. */
  location?: Pick<Location, 'postcode' | 'latitude' | 'longitude'>;
}
/** The legal options of a chosen address or place: 'error' with the spec's message when it could not be located. */
export type LegalOptions =
  | { result: 'success'; address: AddressSuggestion; parcels: ParcelOption[] }
  | { result: 'error'; message: string; address: AddressSuggestion | null; parcels: ParcelOption[] };

/** Spec point 7 "Parcels and addresses", with the spec's paths and fields, plus the address search and legal lookup under /api. */
export function locationCalls(api: ApiClient) {
  const { call } = api;
  return {
    /** With the application, its council's map configuration may send the search to the maps service. */
    searchAddresses: (q: string, limit: number, appId: number) =>
      call<{ addresses: AddressSuggestion[] }>('GET', `/api/addresses?q=${encodeURIComponent(q)}&limit=${limit}&appId=${appId}`).then((a) => a.addresses),
    /** The legal options of a chosen suggestion: by our address id, or by the maps service's place id. */
    suggestionParcels: (appId: number, suggestion: Pick<AddressSuggestion, 'addressId' | 'placeId'>) =>
      call<LegalOptions>(
        'GET',
        suggestion.addressId !== null
          ? `/api/addresses/${suggestion.addressId}/parcels?appId=${appId}`
          : `/api/places/${encodeURIComponent(suggestion.placeId ?? '')}/parcels?appId=${appId}`,
      ),
    /** The address and legal options at a point placed on the map (the geocoder by coordinates). */
    addressAt: (appId: number, latitude: number, longitude: number) =>
      call<LegalOptions>('GET', `/api/addresses/at?appId=${appId}&latitude=${latitude}&longitude=${longitude}`),
    mapsConfig: (councilId: number) => api.request(councilsContract.mapConfig, { params: { councilId } }),
    mapTiles: () => call<{ url: string | null; attribution: string }>('GET', '/api/map/tiles'),
    parcelData: (appId: number, refresh = false) => call<ParcelSet>(refresh ? 'POST' : 'GET', `/ajax/get_parcel_data/${appId}`),
    saveParcels: (appId: number, features: ParcelFeatureInput[], parcel_opt: ParcelOpt) =>
      call<StatusAnswer & { app_parcel_id: number[] }>('POST', '/ajax/parcel', { appId, features, parcel_opt }),
    submitParcels: (appId: number, features: ParcelFeatureInput[], parcel_opt: ParcelOpt, validation_mode: ValidationMode) =>
      call<StatusAnswer>('POST', '/ajax/submit_parcels', { appId, features, parcel_opt, validation_mode }),
    validateParcel: (appId: number, data: ParcelFeatureInput) => call<ParcelCheck>('POST', '/ajax/validateparcel', { appId, data }),
    activeParcel: (appId: number, app_parcel_id: number | null, parcel_opt: ParcelOpt) =>
      call<StatusAnswer>('POST', '/ajax/activeparcel', { appId, data: { app_parcel_id }, parcel_opt }),
    removeParcel: (appId: number, app_parcel_id: number) => call<StatusAnswer>('POST', '/ajax/remove_parcel', { appId, app_parcel_id }),
    checkRegion: (appId: number, address: ParcelFeatureInput['address']) =>
      call<ParcelCheck>('POST', '/ajax/check_region', { app_id: appId, address }),
    setAppCouncil: (appId: number, councilId: number) => call<StatusAnswer>('POST', '/obca/set_app_council', { appId, councilId }),
  };
}
export type LocationCalls = ReturnType<typeof locationCalls>;

export function useLocationCalls(): LocationCalls {
  return locationCalls(useApi());
}

import type { Location, MapConfig, ParcelFeatureInput, ParcelOpt, ValidationMode } from '@consent/domain';
import type { ApiClient } from './client';
import { useApi } from './ApiProvider';
import type { StatusAnswer } from './types';

/** A parcel outline: rings of [longitude, latitude]. */
export type Outline = [number, number][][];

export interface AddressSuggestion {
  addressId: number;
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
}
export interface ParcelCheck {
  result: 'success' | 'invalid';
  message: string;
  inRegion?: boolean;
}

/** Spec point 7 "Parcels and addresses", with the spec's paths and fields, plus the address search and legal lookup under /api. */
export function locationCalls(api: ApiClient) {
  const { call } = api;
  return {
    searchAddresses: (q: string, limit = 8) =>
      call<{ addresses: AddressSuggestion[] }>('GET', `/api/addresses?q=${encodeURIComponent(q)}&limit=${limit}`).then((a) => a.addresses),
    addressParcels: (appId: number, addressId: number) =>
      call<{ address: AddressSuggestion; parcels: ParcelOption[] }>('GET', `/api/addresses/${addressId}/parcels?appId=${appId}`),
    mapsConfig: (councilId: number) => call<MapConfig>('GET', `/ajax/maps_config/${councilId}`),
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

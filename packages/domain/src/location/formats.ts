import type { Location, LocationAddress, LocationCouncilData } from './types.js';

/** The numbered address format (spec point 3): street, suburb, region, city, postcode. */
export interface NumberedAddress {
  street_address1: string;
  street_address2: string;
  street_address3: string;
  street_address4: string;
  street_address5: string;
}

export function toNumberedAddress(
  location: Pick<Location, 'street' | 'suburb' | 'region' | 'city' | 'postcode'>,
): NumberedAddress {
  return {
    street_address1: location.street,
    street_address2: location.suburb,
    street_address3: location.region,
    street_address4: location.city,
    street_address5: location.postcode,
  };
}

/**
 * The save format (spec point 3): haveParcel, appParcelID, the address fields, coordinates and all council
 * fields. The region and legal-data flags are not saved: the server derives them again.
 */
export type LocationSaveFormat = { haveParcel: boolean } & LocationAddress & LocationCouncilData;

export function toSaveFormat(location: Location): LocationSaveFormat {
  const { inCouncilRegion: _inRegion, legalDataUnavailable: _unavailable, ...saved } = location;
  return saved;
}

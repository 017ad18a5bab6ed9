import {
  buildLegalDescription,
  makeLocation,
  type LegalDescriptionBlock,
  type Location,
  type ParcelFeatureInput,
} from '@consent/domain';

const ADDRESS_KEYS = [
  'street',
  'shortStreet',
  'suburb',
  'city',
  'region',
  'postcode',
  'latitude',
  'longitude',
] as const;
const COUNCIL_KEYS = [
  'parcelID',
  'linzID',
  'valuationID',
  'valuationNumber',
  'legalDesc',
  'legalDescOneLine',
  'title',
  'certOfTitle',
  'propertyFile',
  'councilID',
  'capitalValue',
  'landValue',
  'improvementsValue',
  'improvements',
  'ward',
  'wardDescription',
  'areaDescription',
  'propertyType',
] as const;

/** A location as the parcel calls take it: address, council_data, and whether the address is registered. */
export function toFeature(location: Location): ParcelFeatureInput {
  const address = Object.fromEntries(ADDRESS_KEYS.map((k) => [k, location[k]])) as ParcelFeatureInput['address'];
  const council = Object.fromEntries(COUNCIL_KEYS.map((k) => [k, location[k]]));
  return {
    address,
    council_data: { ...council, haveParcel: location.haveParcel },
    address_not_registered: location.legalDataUnavailable,
  };
}

/** What the applicant typed (no parcel chosen): the address fields and the legal description built per spec point 5. */
export function typedLocation(
  address: Pick<Location, 'street' | 'suburb' | 'city' | 'postcode' | 'region'>,
  legal: LegalDescriptionBlock,
  base?: Location | null,
): Location {
  const legalDesc = buildLegalDescription(legal);
  return makeLocation({
    ...(base ?? {}),
    ...address,
    legalDesc,
    legalDescOneLine: legalDesc,
    haveParcel: false,
    parcelID: '',
    valuationNumber: '',
    legalDataUnavailable: base?.legalDataUnavailable ?? false,
  });
}

export const money = (value: number | null) =>
  value === null
    ? 'N/A'
    : value.toLocaleString('en-NZ', { style: 'currency', currency: 'NZD', maximumFractionDigits: 0 });

export const addressLine = (location: Pick<Location, 'street' | 'suburb' | 'city'>) =>
  [location.street, location.suburb, location.city].filter(Boolean).join(', ');

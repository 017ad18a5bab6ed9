import { describe, expect, it } from 'vitest';
import {
  fillFromGeocode,
  geocodeAddressQuery,
  locationFromCouncilSource,
  locationFromMapsPlace,
  makeLocation,
  needsGeocode,
  toNumberedAddress,
  toSaveFormat,
  type MapsPlace,
} from '../src/index.js';

/** A real Google geocoder result for an Auckland street address (trimmed to the fields we read). */
const queenStreet: MapsPlace = {
  address_components: [
    { long_name: '2', short_name: '2', types: ['subpremise'] },
    { long_name: '15', short_name: '15', types: ['street_number'] },
    { long_name: 'Queen Street', short_name: 'Queen St', types: ['route'] },
    {
      long_name: 'Auckland CBD',
      short_name: 'Auckland CBD',
      types: ['sublocality_level_1', 'sublocality', 'political'],
    },
    { long_name: 'Auckland', short_name: 'Auckland', types: ['locality', 'political'] },
    { long_name: 'Auckland', short_name: 'Auckland', types: ['administrative_area_level_1', 'political'] },
    { long_name: 'New Zealand', short_name: 'NZ', types: ['country', 'political'] },
    { long_name: '1010', short_name: '1010', types: ['postal_code'] },
  ],
  formatted_address: '2/15 Queen Street, Auckland CBD, Auckland 1010, New Zealand',
  geometry: { location: { lat: -36.8446, lng: 174.7669 } },
  place_id: 'ChIJ-queen',
  types: ['subpremise'],
};

describe('a location from a maps-service place (spec point 3)', () => {
  it('reads street, short street, suburb, city, region, postcode and coordinates from the components', () => {
    expect(locationFromMapsPlace(queenStreet)).toMatchObject({
      street: '2/15 Queen Street',
      shortStreet: '2/15 Queen St',
      suburb: 'Auckland CBD',
      city: 'Auckland',
      region: 'Auckland',
      postcode: '1010',
      latitude: -36.8446,
      longitude: 174.7669,
      haveParcel: false,
      inCouncilRegion: true,
    });
  });

  it('leaves missing parts empty and coordinates null', () => {
    const place: MapsPlace = {
      address_components: [{ long_name: 'Hamilton', short_name: 'Hamilton', types: ['locality'] }],
    };
    expect(locationFromMapsPlace(place)).toMatchObject({
      street: '',
      city: 'Hamilton',
      latitude: null,
      longitude: null,
    });
  });
});

describe('a location from a council source (spec point 3)', () => {
  it('maps the rating system fields and counts as filled by a council source', () => {
    expect(
      locationFromCouncilSource({
        ASSESSMENT_ID: 9001,
        LEGAL_DESCRIPTION: 'LOT 3 DP 4567\n BLK II',
        LOCALITY: 'Thames',
        POSTCODE: 3500,
        PROPERTY_ID: '7788',
        HOUSE_NO: '101',
        STREET: 'Pollen Street',
        ASSESSMENT_NO: '04750/123.00',
      }),
    ).toMatchObject({
      valuationID: '9001',
      legalDesc: 'LOT 3 DP 4567\n BLK II',
      legalDescOneLine: 'LOT 3 DP 4567 BLK II',
      suburb: 'Thames',
      postcode: '3500',
      parcelID: '7788',
      street: '101 Pollen Street',
      valuationNumber: '04750/123.00',
      haveParcel: true,
    });
  });
});

describe('numbered address and save formats (spec point 3)', () => {
  const location = makeLocation({
    street: 'S',
    suburb: 'Sb',
    region: 'R',
    city: 'C',
    postcode: 'P',
    appParcelID: 5,
    haveParcel: true,
    inCouncilRegion: false,
  });
  it('orders street_address1..5 as street, suburb, region, city, postcode', () => {
    const numbered = toNumberedAddress(location);
    expect(numbered).toEqual({
      street_address1: 'S',
      street_address2: 'Sb',
      street_address3: 'R',
      street_address4: 'C',
      street_address5: 'P',
    });
  });

  it('saves haveParcel, appParcelID, address, coordinates and council fields, not the derived flags', () => {
    const saved = toSaveFormat(location);
    expect(saved).toMatchObject({
      haveParcel: true,
      appParcelID: 5,
      street: 'S',
      latitude: null,
      wardDescription: 'N/A',
      capitalValue: null,
    });
    expect(saved).not.toHaveProperty('inCouncilRegion');
    expect(saved).not.toHaveProperty('legalDataUnavailable');
  });
});

describe('geocode fill (spec point 5)', () => {
  it('geocodes the address as street, suburb, city', () => {
    expect(geocodeAddressQuery({ street: '1 Willis Street', suburb: '', city: 'Wellington' })).toBe(
      '1 Willis Street, Wellington',
    );
  });

  it.each([
    [makeLocation({ latitude: null, longitude: null }), true],
    [makeLocation({ latitude: -41, longitude: null }), true],
    [makeLocation({ latitude: -41, longitude: 174 }), false],
  ])('needs geocoding: %#', (location, expected) => {
    expect(needsGeocode(location)).toBe(expected);
  });

  it('fills missing coordinates and a missing postcode from the postal_code component', () => {
    expect(fillFromGeocode(makeLocation({ street: '2/15 Queen Street' }), queenStreet)).toMatchObject({
      latitude: -36.8446,
      longitude: 174.7669,
      postcode: '1010',
    });
  });

  it('keeps coordinates and postcode that are already there', () => {
    const location = makeLocation({ latitude: -36, longitude: 174, postcode: '0600' });
    expect(fillFromGeocode(location, queenStreet)).toMatchObject({ latitude: -36, longitude: 174, postcode: '0600' });
  });

  it('takes the sixth address component when no component is typed postal_code', () => {
    const untyped: MapsPlace = {
      address_components: ['15', 'Queen Street', 'Auckland', 'Auckland', 'New Zealand', '1010'].map((name) => ({
        long_name: name,
        short_name: name,
        types: [],
      })),
      geometry: { location: { lat: 1, lng: 2 } },
    };
    expect(fillFromGeocode(makeLocation({}), untyped).postcode).toBe('1010');
  });
});

import { describe, expect, it } from 'vitest';
import { fillFromPoint, makeLocation, needsPointDetails, type MapsPlace } from '../src/index.js';

/** A reverse-geocoder answer for a point on Willis Street (Google's wire shape, trimmed). */
const willis: MapsPlace = {
  address_components: [
    { long_name: '1', short_name: '1', types: ['street_number'] },
    { long_name: 'Willis Street', short_name: 'Willis St', types: ['route'] },
    { long_name: 'Te Aro', short_name: 'Te Aro', types: ['sublocality', 'sublocality_level_1'] },
    { long_name: 'Wellington', short_name: 'Wellington', types: ['locality'] },
    { long_name: 'Wellington', short_name: 'Wellington', types: ['administrative_area_level_1'] },
    { long_name: '6011', short_name: '6011', types: ['postal_code'] },
  ],
  geometry: { location: { lat: -41.2858, lng: 174.7761 } },
};

describe('the geocoder by coordinates (spec point 7)', () => {
  it('is needed for a located place without a street or postcode only', () => {
    expect(needsPointDetails(makeLocation({ latitude: -41.28, longitude: 174.77 }))).toBe(true);
    expect(needsPointDetails(makeLocation({ street: '1 Willis Street', latitude: -41.28, longitude: 174.77 }))).toBe(
      true,
    );
    expect(
      needsPointDetails(
        makeLocation({ street: '1 Willis Street', postcode: '6011', latitude: -41.28, longitude: 174.77 }),
      ),
    ).toBe(false);
    expect(needsPointDetails(makeLocation({ street: '1 Willis Street' }))).toBe(false);
  });

  it('fills the street, suburb, city, region and postcode of a point with no address, keeping its coordinates', () => {
    const filled = fillFromPoint(
      makeLocation({ latitude: -41.2859, longitude: 174.7762, legalDesc: 'Lot 1 DP 1' }),
      willis,
    );
    expect(filled).toMatchObject({
      street: '1 Willis Street',
      shortStreet: '1 Willis St',
      suburb: 'Te Aro',
      city: 'Wellington',
      region: 'Wellington',
      postcode: '6011',
      latitude: -41.2859,
      longitude: 174.7762,
      legalDesc: 'Lot 1 DP 1',
    });
  });

  it('keeps a street the location already has and only adds the missing postcode', () => {
    const filled = fillFromPoint(
      makeLocation({ street: '3 Willis Street', city: 'Wellington', latitude: -41.2859, longitude: 174.7762 }),
      willis,
    );
    expect(filled).toMatchObject({ street: '3 Willis Street', suburb: '', postcode: '6011' });
  });
});

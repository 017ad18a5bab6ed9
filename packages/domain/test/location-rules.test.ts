import { describe, expect, it } from 'vitest';
import {
  buildLegalDescription,
  duplicateKey,
  emptyLocation,
  haveParcel,
  locationFlags,
  locationMessages,
  makeLocation,
  parcelMatchKey,
  suggestionLabel,
} from '../src/index.js';

describe('a location at its defaults (spec point 9)', () => {
  it("is in the council region, with ward and area descriptions 'N/A', and no parcel", () => {
    expect(emptyLocation()).toMatchObject({
      inCouncilRegion: true,
      wardDescription: 'N/A',
      areaDescription: 'N/A',
      haveParcel: false,
      legalDataUnavailable: false,
      latitude: null,
      appParcelID: null,
    });
  });
});

describe('legal description building (spec point 5)', () => {
  it.each([
    [{ lot: '1', dp: '12345' }, 'Lot 1 DP 12345'],
    [{ lot: ' 2 ', dp: ' 999 ', rsn: '7', legal_other: 'ignored' }, 'Lot 2 DP 999'],
    [{ lot: '1', rsn: '4321' }, 'RSN 4321'],
    [{ dp: '12345', rsn: '4321' }, 'RSN 4321'],
    [{ rsn: '4321', legal_other: 'ignored' }, 'RSN 4321'],
    [{ lot: '1', legal_other: 'Part Section 5 Block II' }, 'Part Section 5 Block II'],
    [{ legal_other: '  typed as is ' }, '  typed as is '],
    [{}, ''],
    [{ lot: null, dp: null, rsn: null, legal_other: null }, ''],
  ])('%o gives %j', (block, expected) => {
    expect(buildLegalDescription(block)).toBe(expected);
  });
});

describe('duplicate key (spec point 5)', () => {
  const base = { street: '12 Queen Street', legalDesc: '', parcelID: '', valuationNumber: '' };
  it.each([
    [base, '12 queen street'],
    [{ ...base, legalDesc: 'Lot 1 DP 2' }, '12 queen street|Lot 1 DP 2'],
    [{ ...base, parcelID: '4567' }, '12 queen street|4567'],
    [{ ...base, valuationNumber: '0123/456' }, '12 queen street|0123/456'],
    [
      { street: ' 12 QUEEN Street ', legalDesc: 'Lot 1 DP 2', parcelID: '4567', valuationNumber: '0123/456' },
      '12 queen street|Lot 1 DP 2|4567|0123/456',
    ],
  ])('%o gives %j', (location, expected) => {
    expect(duplicateKey(location)).toBe(expected);
  });

  it('treats two parcels at one street with different legal descriptions as different', () => {
    expect(duplicateKey({ ...base, legalDesc: 'Lot 1 DP 2' })).not.toBe(
      duplicateKey({ ...base, legalDesc: 'Lot 2 DP 2' }),
    );
  });

  it('treats the same street typed in another case as the same parcel', () => {
    expect(duplicateKey({ ...base, street: '12 QUEEN STREET' })).toBe(duplicateKey(base));
  });
});

describe('parcel dialog match (spec point 5)', () => {
  it('concatenates parcelID, street and valuationNumber', () => {
    expect(parcelMatchKey({ parcelID: '42', street: '1 A St', valuationNumber: '99' })).toBe('421 A St99');
  });
});

describe('location flags (spec point 4)', () => {
  it.each([
    ['council attributes say so', { attributesHaveParcel: true }, true],
    ['both parcel id and legal description', { parcelID: '1', legalDesc: 'Lot 1 DP 2' }, true],
    ['only a parcel id', { parcelID: '1' }, false],
    ['only a legal description (typed by the user)', { legalDesc: 'Lot 1 DP 2' }, false],
    ['blank parcel id and legal description', { parcelID: ' ', legalDesc: ' ' }, false],
    ['a council source filled it', { filledByCouncilSource: true }, true],
    ['nothing', {}, false],
    [
      'address_not_registered, even with council data',
      { attributesHaveParcel: true, parcelID: '1', legalDesc: 'x', addressNotRegistered: true },
      false,
    ],
  ])('haveParcel with %s is %s', (_, input, expected) => {
    expect(haveParcel(input)).toBe(expected);
  });

  it('sets legalDataUnavailable true and haveParcel false for address_not_registered', () => {
    expect(locationFlags({ filledByCouncilSource: true, addressNotRegistered: true })).toEqual({
      haveParcel: false,
      legalDataUnavailable: true,
    });
    expect(locationFlags({ filledByCouncilSource: true })).toEqual({ haveParcel: true, legalDataUnavailable: false });
  });
});

describe('suggestion label (spec point 9)', () => {
  const at = makeLocation({ street: '12 Queen Street', suburb: 'Auckland Central', city: 'Auckland' });
  it.each([
    [
      'legal description in brackets',
      { ...at, legalDesc: 'Lot 1 DP 2', parcelID: '77' },
      '12 Queen Street, Auckland Central, Auckland (Lot 1 DP 2)',
    ],
    [
      'parcel id when there is no legal description',
      { ...at, parcelID: '77' },
      '12 Queen Street, Auckland Central, Auckland (77)',
    ],
    ['no brackets with neither', at, '12 Queen Street, Auckland Central, Auckland'],
    ['empty parts left out', { ...at, suburb: '', parcelID: '77' }, '12 Queen Street, Auckland (77)'],
  ])('%s', (_, location, expected) => {
    expect(suggestionLabel(location)).toBe(expected);
  });
});

describe('location messages (spec point 8)', () => {
  it('quotes the geocoding messages verbatim', () => {
    expect(locationMessages.geocodeFailed).toBe('Error! Unable to get the address details.');
    expect(locationMessages.geocodeNotSuccessful('ZERO_RESULTS')).toBe(
      'Geocode was not successful for the following reason: ZERO_RESULTS',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { checkSiteLocation, makeLocation, siteLocationMessages, siteRegion } from '../src/index.js';

// Issue 15.8: the region is never shown blank.
describe('the site region', () => {
  it.each([
    ['Canterbury', 'Waikato', 'Canterbury'], // the address's own region wins
    ['', 'Canterbury', 'Canterbury'], // a LINZ address carries none: the council's district's region
    ['  ', undefined, ''], // neither known: left for the applicant to answer
  ])('address region %j with council region %j is %j', (address, council, expected) => {
    expect(siteRegion({ region: address }, council)).toBe(expected);
  });

  it("is a required answer in mode 'all' where it cannot be derived, with a clear message", () => {
    const location = makeLocation({ street: '12 Example Street', legalDesc: 'Lot 1 DP 12345', region: '' });
    expect(checkSiteLocation(location, 'all')).toEqual([
      { field: 'region', message: siteLocationMessages.regionRequired },
    ]);
    expect(siteLocationMessages.regionRequired).toBe('Enter the region the site is in, for example Canterbury.');
    expect(checkSiteLocation({ ...location, region: 'Canterbury' }, 'all')).toEqual([]);
    expect(checkSiteLocation(location, 'min')).toEqual([]);
  });
});

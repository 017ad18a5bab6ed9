// A site location's own rules and messages, without schemas: the site location form draws and checks with them
// without zod (ADR 0094); api.ts re-exports them.
import type { ValidationMode } from '../constants.js';
import type { FormProblems } from '../forms/common.js';
import type { Location } from './types.js';

/** Our messages for a site location (the spec leaves the field rules to the server). */
export const siteLocationMessages = {
  streetRequired: 'Enter the street address of the site.',
  legalRequired: 'Enter the legal description of the site, like Lot 1 DP 12345.',
  noParcel: 'Find the site’s address and choose its parcel, or type its legal description.',
  outOfRegion: (councilName: string) =>
    `This address is outside ${councilName}’s region. Check the address, or change the council.`,
  regionRequired: 'Enter the region the site is in, for example Canterbury.',
  duplicateParcel: 'This parcel is already in the list.',
  parcelNotFound: 'Parcel not found.',
  addressNotFound: 'Address not found.',
  propertySearchNotConfigured: 'This council has no property search at that address.',
  propertySearchFailed: 'The council’s property search is not answering at the moment.',
  parcelInfoFailed: 'The council’s property information is not available at the moment.',
} as const;

/**
 * The site's region, so that it is never shown blank (issue 15.8): the address's own when its data gives one
 * (LINZ addresses do not), else the region of the council's district from its configuration; '' when neither
 * is known, and then the applicant is asked for it.
 */
export function siteRegion(location: Pick<Location, 'region'>, councilRegion: string | undefined): string {
  return location.region.trim() || (councilRegion ?? '').trim();
}

/**
 * A site location's own rules: the street is always needed once a location is given; in mode 'all'
 * a location without council parcel data needs its legal description typed, and the region (see siteRegion).
 */
export function checkSiteLocation(
  location: Pick<Location, 'street' | 'haveParcel' | 'legalDesc' | 'region'>,
  mode: ValidationMode,
): FormProblems {
  if (mode === 'none') return [];
  const problems: FormProblems = [];
  if (!location.street.trim()) problems.push({ field: 'street', message: siteLocationMessages.streetRequired });
  if (mode === 'all' && !location.haveParcel && !location.legalDesc.trim()) {
    problems.push({ field: 'legalDesc', message: siteLocationMessages.legalRequired });
  }
  if (mode === 'all' && location.street.trim() && !location.region.trim())
    problems.push({ field: 'region', message: siteLocationMessages.regionRequired });
  return problems;
}

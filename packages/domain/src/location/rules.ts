import type { Location } from './types.js';

/** A legal-description block in forms (spec point 3). */
export interface LegalDescriptionBlock {
  lot?: string | null;
  dp?: string | null;
  rsn?: string | null;
  legal_other?: string | null;
}

const text = (value: string | null | undefined) => (value ?? '').trim();

/** Spec point 5 "Legal description building": 'Lot {lot} DP {dp}', else 'RSN {rsn}', else free text as typed. */
export function buildLegalDescription(block: LegalDescriptionBlock): string {
  const lot = text(block.lot);
  const dp = text(block.dp);
  if (lot && dp) return `Lot ${lot} DP ${dp}`;
  const rsn = text(block.rsn);
  if (rsn) return `RSN ${rsn}`;
  return block.legal_other ?? '';
}

/**
 * Spec point 5 "Duplicate key": the lowercased street plus the legal description, parcel id and valuation
 * number when present. Parts are joined with '|' so that ('1 A St', 'Lot 12') and ('1 A St L', 'ot 12')
 * cannot collide.
 */
export function duplicateKey(
  location: Pick<Location, 'street' | 'legalDesc' | 'parcelID' | 'valuationNumber'>,
): string {
  const parts = [location.street.trim().toLowerCase()];
  for (const part of [location.legalDesc, location.parcelID, location.valuationNumber]) {
    if (part && part.trim()) parts.push(part.trim());
  }
  return parts.join('|');
}

/** Spec point 5 "Parcel dialog": a parcel is matched by concatenating parcelID, street and valuationNumber. */
export function parcelMatchKey(location: Pick<Location, 'parcelID' | 'street' | 'valuationNumber'>): string {
  return `${location.parcelID}${location.street}${location.valuationNumber}`;
}

/** What decides haveParcel (spec point 4 "Location flags"). */
interface HaveParcelInput {
  /** The council attributes' own haveParcel, when they carry one. */
  attributesHaveParcel?: boolean;
  parcelID?: string | null;
  legalDesc?: string | null;
  /** True when one council source (ArcGIS, Ozone, TechOne, a property search ...) filled the location. */
  filledByCouncilSource?: boolean;
  /** Parcel data marked address_not_registered. */
  addressNotRegistered?: boolean;
}

/**
 * Spec point 4: haveParcel is true when council attributes say so, or when both parcel id and legal
 * description are present, or when one council source fills it; address_not_registered forces it false
 * (and legalDataUnavailable true, see locationFlags).
 */
export function haveParcel(input: HaveParcelInput): boolean {
  if (input.addressNotRegistered) return false;
  if (input.attributesHaveParcel) return true;
  if (text(input.parcelID) && text(input.legalDesc)) return true;
  return Boolean(input.filledByCouncilSource);
}

/** haveParcel and legalDataUnavailable together (spec point 4 "Location flags"). */
export function locationFlags(input: HaveParcelInput): { haveParcel: boolean; legalDataUnavailable: boolean } {
  return { haveParcel: haveParcel(input), legalDataUnavailable: Boolean(input.addressNotRegistered) };
}

/**
 * Spec point 9 "Suggestion label": street, suburb, city, then the legal description or else the parcel id
 * in brackets. Empty parts are left out rather than shown as ', ,'.
 */
export function suggestionLabel(
  location: Pick<Location, 'street' | 'suburb' | 'city' | 'legalDesc' | 'parcelID'>,
): string {
  const address = [location.street, location.suburb, location.city].map(text).filter(Boolean).join(', ');
  const legal = text(location.legalDesc) || text(location.parcelID);
  if (!legal) return address;
  return address ? `${address} (${legal})` : `(${legal})`;
}

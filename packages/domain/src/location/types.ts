import { DEFAULT_AREA_DESCRIPTION, DEFAULT_IN_COUNCIL_REGION, DEFAULT_WARD_DESCRIPTION } from '../constants.js';

/** The address part of a location (spec point 3 "Location": Address). */
export interface LocationAddress {
  street: string;
  shortStreet: string;
  suburb: string;
  city: string;
  region: string;
  postcode: string;
  latitude: number | null;
  longitude: number | null;
}

/** The council and parcel part of a location (spec point 3 "Location": Council and parcel). */
export interface LocationCouncilData {
  /** Key in the application's parcels table, once saved. */
  appParcelID: number | null;
  parcelID: string;
  /** Alternative identifier used by one regional council, when its parcel source gives one. */
  linzID: string;
  valuationID: string;
  valuationNumber: string;
  legalDesc: string;
  legalDescOneLine: string;
  title: string;
  certOfTitle: string;
  propertyFile: string;
  councilID: string;
  capitalValue: number | null;
  landValue: number | null;
  improvementsValue: number | null;
  improvements: string;
  ward: string;
  wardDescription: string;
  areaDescription: string;
  propertyType: string;
}

/** The location flags (spec point 4 "Location flags"). */
interface LocationFlags {
  /** Council data available; false for a user-typed legal description. */
  haveParcel: boolean;
  inCouncilRegion: boolean;
  legalDataUnavailable: boolean;
}

/** An address with council data: the spec's Location. */
export type Location = LocationAddress & LocationCouncilData & LocationFlags;

/** A location with every field at its default (spec point 9 defaults: in region, 'N/A' ward and area). */
export function emptyLocation(): Location {
  return {
    street: '',
    shortStreet: '',
    suburb: '',
    city: '',
    region: '',
    postcode: '',
    latitude: null,
    longitude: null,
    appParcelID: null,
    parcelID: '',
    linzID: '',
    valuationID: '',
    valuationNumber: '',
    legalDesc: '',
    legalDescOneLine: '',
    title: '',
    certOfTitle: '',
    propertyFile: '',
    councilID: '',
    capitalValue: null,
    landValue: null,
    improvementsValue: null,
    improvements: '',
    ward: '',
    wardDescription: DEFAULT_WARD_DESCRIPTION,
    areaDescription: DEFAULT_AREA_DESCRIPTION,
    propertyType: '',
    haveParcel: false,
    inCouncilRegion: DEFAULT_IN_COUNCIL_REGION,
    legalDataUnavailable: false,
  };
}

/** A location built from defaults plus the given fields. */
export function makeLocation(fields: Partial<Location>): Location {
  return { ...emptyLocation(), ...fields };
}

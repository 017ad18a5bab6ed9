/** Business constants of spec point 9 and the enumerations of points 3 and 4. */

export const VALIDATION_MODES = ['none', 'min', 'all'] as const;
export type ValidationMode = (typeof VALIDATION_MODES)[number];
export const DEFAULT_VALIDATION_MODE: ValidationMode = 'all';

export const APPLICANT_ROLES = ['owner', 'agent'] as const;
export type ApplicantRole = (typeof APPLICANT_ROLES)[number];

/** The role is stored uppercased (spec point 4) and compared case-insensitively (point 6). */
export function isAgent(role: string | null | undefined): boolean {
  return (role ?? '').toUpperCase() === 'AGENT';
}

export const CONTACT_TYPE = { OWNER: 1, AGENT: 2, OTHER: 11 } as const;
export const NOT_AVAILABLE = 'NA';
export const DISASTER_OTHER_ID = 5;

export const PARCEL_OPTIONS = ['single', 'multiple'] as const;
export const SUBMIT_ACTIONS = ['submit', 'save-later'] as const;

/** Legacy step numbers of the eleven wizard pages, in page order. */
export const LEGACY_STEPS = [1, 3, 4, 5, 6, 7, 8, 11, 13, 14, 15] as const;

export function isLegacyStep(step: number): boolean {
  return (LEGACY_STEPS as readonly number[]).includes(step);
}

/** The summary/resume path carries a random number below 1,000,000. */
export const SUMMARY_RANDOM_LIMIT = 1_000_000;

export const CONTACT_NAME_MIN = 3;
export const COMPANY_AUTOCOMPLETE_MIN = 2;
export const ADDRESS_AUTOCOMPLETE_MIN = 3;
export const ADDRESS_AUTOCOMPLETE_DELAY_MS = 500;
export const ADDRESS_SEARCH_LIMIT = 8;
export const ARCGIS_DEFAULT_LIMIT = 8;
export const SPATIAL_REFERENCE = 4326;
export const JQUERY_AUTOCOMPLETE_LIMIT = 25;
export const ERROR_BOX_MS = 5000;

export const DEFAULT_IN_COUNCIL_REGION = true;
export const DEFAULT_WARD_DESCRIPTION = 'N/A';
export const DEFAULT_AREA_DESCRIPTION = 'N/A';
export const DEFAULT_BUILDING_NAME = 'Main Building';

export const COMPLIANCE_SCHEDULE_STATUSES = ['E', 'N', 'M', 'R'] as const;
export const WORK_TYPES = { ALL: 0, RESIDENTIAL: 1, COMMERCIAL: 2, INDUSTRIAL: 3 } as const;
export const FALLBACK_USE = { id: 999, name: "I Don't Know" } as const;

export const FAST_TRACK_CLAUSE_CODES = ['B1', 'B2', 'C1', 'C2', 'E1', 'E2', 'F1', 'F2', 'F5', 'F7', 'G9'] as const;
export const FAST_TRACK_PROJECTS = [
  'Installation of Freestanding Solid Fuel Heating Appliance',
  'Installation of Inbuilt Solid Fuel Heating Appliance',
  'Proprietary Garage',
] as const;

/** Intended life: 50 down to 5 in steps of 5, default 50. */
export const INTENDED_LIFE_OPTIONS = Array.from({ length: 10 }, (_, i) => 50 - i * 5);
export const DEFAULT_INTENDED_LIFE = 50;

/** Year constructed: Unknown, decades 1800-1810 .. 1950-1960, then each year 1961 .. current year + 1. */
export function yearConstructedOptions(currentYear: number): string[] {
  const decades = Array.from({ length: 16 }, (_, i) => `${1800 + i * 10}-${1810 + i * 10}`);
  const years = Array.from({ length: currentYear + 1 - 1961 + 1 }, (_, i) => String(1961 + i));
  return ['Unknown', ...decades, ...years];
}

/** Contacts mode: 'lbp' only, or 'both' for ca and cpu and for flood and fast track. */
export const CONTACT_MODES = ['lbp', 'other', 'both'] as const;
type ContactMode = (typeof CONTACT_MODES)[number];
export function contactsMode(typeCode: string, param: string): ContactMode {
  if (typeCode === 'ca' || typeCode === 'cpu' || param === 'flooded' || param === 'fasttrack') return 'both';
  return 'lbp';
}

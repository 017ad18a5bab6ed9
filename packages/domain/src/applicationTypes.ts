/** Application type numbers, codes, subtypes (params) and names from spec points 1, 3 and 9. */

export const APPLICATION_TYPE = {
  PIM_ONLY: 1,
  BUILDING_CONSENT: 2,
  BUILDING_CONSENT_WITH_PIM: 4,
  EXEMPTION: 5,
  CERTIFICATE_OF_ACCEPTANCE: 6,
} as const;

/** The attribute rule accepts 1 to 7 (spec point 5); the types above are the ones the spec names. */
export const APPLICATION_TYPE_MIN = 1;
export const APPLICATION_TYPE_MAX = 7;

/**
 * The spec's six type codes, plus 'rc' for resource consent: the spec offers it as a tile with its own
 * creation flow but names no code; it is a planning (land use) application, not a building consent.
 */
export const TYPE_CODES = ['bc', 'abc', 'pim', 'ccc', 'ca', 'cpu', 'rc'] as const;
export type TypeCode = (typeof TYPE_CODES)[number];

export const APPLICATION_PARAMS = ['standard', 'multiproof', 'codemark', 'flooded', 'fasttrack', 'mbie'] as const;
export type ApplicationParam = (typeof APPLICATION_PARAMS)[number];

/** Types created through `POST /access/app` action 'new' (spec point 4, "New application"). */
export const CREATABLE_TYPES: Record<number, { code: TypeCode; name: string }> = {
  1: { code: 'pim', name: 'Project Information Memorandum Only' },
  2: { code: 'bc', name: 'Building Consent' },
  4: { code: 'bc', name: 'Building Consent with PIM' },
  5: { code: 'bc', name: 'Exemption from Building Consent' },
  6: { code: 'ca', name: 'Certificate of Acceptance' },
};

/** Only types 2 and 4 may change type, and only to each other (spec points 4 and 6). */
const TYPE_CHANGEABLE = [APPLICATION_TYPE.BUILDING_CONSENT, APPLICATION_TYPE.BUILDING_CONSENT_WITH_PIM] as const;

export function canChangeType(from: number, to: number): boolean {
  const changeable: readonly number[] = TYPE_CHANGEABLE;
  return changeable.includes(from) && changeable.includes(to);
}

/** PIM applies to types 1 and 4 (spec point 9). */
export function pimApplies(applicationType: number): boolean {
  return (
    applicationType === APPLICATION_TYPE.PIM_ONLY || applicationType === APPLICATION_TYPE.BUILDING_CONSENT_WITH_PIM
  );
}

/** The name shown for an application, refined by its subtype where the subtype names the kind. */
const PARAM_NAMES: Partial<Record<ApplicationParam, string>> = {
  multiproof: 'Multiproof Building Consent',
  codemark: 'CodeMark Building Consent',
  mbie: 'MBIE Multiproof Building Consent',
  flooded: 'Building Consent to remediate Flood Affected Buildings',
  fasttrack: 'Fast Track Building Consent',
};

/** Names of the kinds started from a building consent (see relatedApplications.ts), by type code. */
const CODE_NAMES: Partial<Record<TypeCode, string>> = {
  ccc: 'Code Compliance Certificate',
  cpu: 'Certificate for Public Use',
  abc: 'Building Consent Amendment',
  rc: 'Resource Consent',
};

export function applicationTypeName(applicationType: number, param: ApplicationParam, typeCode?: string): string {
  const byCode = CODE_NAMES[typeCode as TypeCode];
  if (byCode) return byCode;
  if (applicationType === APPLICATION_TYPE.BUILDING_CONSENT && PARAM_NAMES[param]) return PARAM_NAMES[param];
  return CREATABLE_TYPES[applicationType]?.name ?? `Application type ${applicationType}`;
}

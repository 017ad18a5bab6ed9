import { contactMessages } from '../messages.js';

/**
 * The Licensed Building Practitioners register (spec point 3 "LBP lookup"): the licence classes the
 * Building Act 2004 sets up, each with its areas of practice, and the statuses a licence may have.
 */
export const LICENCE_STATUSES = ['current', 'suspended', 'cancelled'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

export interface LicenceClassDefinition {
  name: string;
  /** The areas of practice a licence of this class is granted for; empty when the class has none. */
  areasOfPractice: readonly string[];
}

export const LICENCE_CLASSES: readonly LicenceClassDefinition[] = [
  { name: 'Design', areasOfPractice: ['Design 1', 'Design 2', 'Design 3'] },
  { name: 'Site', areasOfPractice: ['Site 1', 'Site 2', 'Site 3'] },
  { name: 'Carpentry', areasOfPractice: [] },
  {
    name: 'Roofing',
    areasOfPractice: [
      'Profiled Metal Roof and/or Wall Cladding',
      'Concrete and Clay Tile Roofing',
      'Membrane Roofing',
      'Shingle and Shake Roofing',
      'Slate Roofing',
    ],
  },
  { name: 'External Plastering', areasOfPractice: ['Proprietary Plaster Cladding Systems', 'Solid Plastering'] },
  { name: 'Brick and Blocklaying', areasOfPractice: ['Veneer', 'Structural Masonry'] },
  { name: 'Foundations', areasOfPractice: [] },
];

/**
 * The class names the register answers in `licensedClasses[].className`: Design and Site name the
 * area alone ("Design 2"), the others the class and area ("Roofing - Membrane Roofing"), a class
 * without areas its own name ("Carpentry").
 */
export function licenceClassNames(definition: LicenceClassDefinition): string[] {
  if (definition.areasOfPractice.length === 0) return [definition.name];
  return definition.areasOfPractice.map((area) =>
    area.startsWith(definition.name) ? area : `${definition.name} - ${area}`,
  );
}
export const LICENCE_CLASS_NAMES: readonly string[] = LICENCE_CLASSES.flatMap(licenceClassNames);

/** One search hit (`GET /a2/public/lbp-api/search`). */
export interface LbpSearchItem {
  names: string;
  lbpNumber: string;
}

export interface LicensedClass {
  className: string;
  status: LicenceStatus;
}

/** A practitioner's details (`GET /a2/public/lbp-api/get-info?lbpNumber=`), in the spec's words. */
export interface LbpInfo {
  names: string;
  lbpNumber: string;
  contact: { phoneNumber: string; emailAddress: string };
  addressDetails: { suburb: string; postCode: string; townOrCity: string };
  licensedClasses: LicensedClass[];
  hasMultipleLicensedClasses: boolean;
}

/** The placeholder LBP number: a contact carrying it shows no LBP label (spec point 3). */
export const NO_LBP_NUMBER = 'BP000000';
export const LBP_NUMBER_PATTERN = /^BP\d{6}$/;
export const showsLbpLabel = (lbpNumber: string): boolean => lbpNumber !== '' && lbpNumber !== NO_LBP_NUMBER;

/** How a practitioner is named in messages: "Hemi Walker (BP104233)". */
export const practitionerNameAndNumber = (info: Pick<LbpInfo, 'names' | 'lbpNumber'>) =>
  `${info.names} (${info.lbpNumber})`;

export const activeClasses = (info: Pick<LbpInfo, 'licensedClasses'>): string[] =>
  info.licensedClasses.filter((c) => c.status === 'current').map((c) => c.className);

/**
 * Picking a practitioner (spec point 5 "LBP selection"): no current class refuses the choice with
 * the spec's warning; one current class is taken; several open the licensed-classes dialog.
 */
type LbpChoice =
  | { kind: 'refused'; message: string }
  | { kind: 'selected'; className: string }
  | { kind: 'choose'; classNames: string[] };

export function lbpChoice(info: LbpInfo): LbpChoice {
  const active = activeClasses(info);
  const [only, ...more] = active;
  if (only === undefined)
    return { kind: 'refused', message: contactMessages.lbpNoActiveLicence(practitionerNameAndNumber(info)) };
  if (more.length === 0) return { kind: 'selected', className: only };
  return { kind: 'choose', classNames: active };
}

import { FALLBACK_USE, WORK_TYPES } from '../constants.js';

/**
 * Reference lists of the project page. One definition: the server checks answers against them, the
 * SPA shows them.
 */

/** A building's type (spec point 3), shown as Residential, Commercial, Industrial/Farm; each is a work type. */
export const BUILDING_TYPES = [
  { value: 'residential', name: 'Residential', workType: WORK_TYPES.RESIDENTIAL },
  { value: 'commercial', name: 'Commercial', workType: WORK_TYPES.COMMERCIAL },
  { value: 'farm', name: 'Industrial/Farm', workType: WORK_TYPES.INDUSTRIAL },
] as const;
type BuildingType = (typeof BUILDING_TYPES)[number]['value'];
export const BUILDING_TYPE_VALUES = BUILDING_TYPES.map((t) => t.value) as [BuildingType, ...BuildingType[]];

export function buildingTypeName(type: string): string {
  return BUILDING_TYPES.find((t) => t.value === type)?.name ?? '';
}

export function workTypeOf(type: string): number {
  return BUILDING_TYPES.find((t) => t.value === type)?.workType ?? WORK_TYPES.ALL;
}

interface ClassifiedUse {
  id: number;
  /** The clause A1 paragraph that defines the use. */
  code: string;
  group: string;
  name: string;
  /** The work type whose buildings may have this use; 0 = all (spec point 9). */
  workType: number;
  examples: string;
}

/**
 * The classified uses of New Zealand Building Code clause A1 (Building Regulations 1992, Schedule 1).
 * Communal residential and non-residential uses are commercial work; outbuildings and ancillary
 * buildings belong with any type of building.
 */
const CLASSIFIED_USES: readonly ClassifiedUse[] = [
  {
    id: 1,
    code: '1.0.2',
    group: 'Housing',
    name: 'Detached dwellings',
    workType: WORK_TYPES.RESIDENTIAL,
    examples: 'A house, a holiday home, a hut',
  },
  {
    id: 2,
    code: '1.0.3',
    group: 'Housing',
    name: 'Multi-unit dwelling',
    workType: WORK_TYPES.RESIDENTIAL,
    examples: 'Apartments, flats, terraced houses',
  },
  {
    id: 3,
    code: '1.0.4',
    group: 'Housing',
    name: 'Group dwelling',
    workType: WORK_TYPES.RESIDENTIAL,
    examples: 'A communal house for one extended family',
  },
  {
    id: 4,
    code: '2.0.2',
    group: 'Communal residential',
    name: 'Community service',
    workType: WORK_TYPES.COMMERCIAL,
    examples: 'Hostels, hotels, motels, boarding houses, backpackers',
  },
  {
    id: 5,
    code: '2.0.3',
    group: 'Communal residential',
    name: 'Community care',
    workType: WORK_TYPES.COMMERCIAL,
    examples: 'Hospitals, rest homes, prisons',
  },
  {
    id: 6,
    code: '3.0.2',
    group: 'Communal non-residential',
    name: 'Assembly service',
    workType: WORK_TYPES.COMMERCIAL,
    examples: 'Churches, cinemas, clubrooms, halls, restaurants',
  },
  {
    id: 7,
    code: '3.0.3',
    group: 'Communal non-residential',
    name: 'Assembly care',
    workType: WORK_TYPES.COMMERCIAL,
    examples: 'Early childhood centres, schools, universities',
  },
  {
    id: 8,
    code: '4.0',
    group: 'Commercial',
    name: 'Commercial',
    workType: WORK_TYPES.COMMERCIAL,
    examples: 'Banks, offices, shops, service stations',
  },
  {
    id: 9,
    code: '5.0',
    group: 'Industrial',
    name: 'Industrial',
    workType: WORK_TYPES.INDUSTRIAL,
    examples: 'Factories, warehouses, farm buildings with people working in them',
  },
  {
    id: 10,
    code: '6.0',
    group: 'Outbuildings',
    name: 'Outbuildings',
    workType: WORK_TYPES.ALL,
    examples: 'Garages, sheds, carports, greenhouses, private swimming pools',
  },
  {
    id: 11,
    code: '7.0',
    group: 'Ancillary',
    name: 'Ancillary',
    workType: WORK_TYPES.ALL,
    examples: 'Retaining walls, fences, tanks, bridges, masts',
  },
];

/** Every use a building may be given: the classified uses, then 'I Don't Know' (999) for the applicant who is unsure. */
export const BUILDING_USES: readonly ClassifiedUse[] = [
  ...CLASSIFIED_USES,
  { id: FALLBACK_USE.id, code: '', group: '', name: FALLBACK_USE.name, workType: WORK_TYPES.ALL, examples: '' },
];
export const BUILDING_USE_IDS: readonly number[] = BUILDING_USES.map((u) => u.id);

/** The uses offered for a work type: its own and those of work type 0 (all); work type 0 offers every use. */
export function usesForWorkType(workType: number): ClassifiedUse[] {
  return BUILDING_USES.filter(
    (u) => workType === WORK_TYPES.ALL || u.workType === WORK_TYPES.ALL || u.workType === workType,
  );
}

/** A use as the spec shows it: code(name), or N/A when none is chosen. */
export function useLabel(id: number | null | undefined): string {
  const use = BUILDING_USES.find((u) => u.id === id);
  if (!use) return 'N/A';
  return use.code
    ? `${use.code}(${use.group === use.name || !use.group ? use.name : `${use.group} – ${use.name}`})`
    : use.name;
}

/** The proposed work's classification (what is being done to the building). */
export const PROPOSED_WORK = [
  { id: 1, name: 'New building' },
  { id: 2, name: 'Addition' },
  { id: 3, name: 'Alteration' },
  { id: 4, name: 'Relocation of a building' },
  { id: 5, name: 'Demolition' },
  { id: 6, name: 'Repair or replacement' },
  { id: 7, name: 'Earthquake strengthening' },
] as const;
export const PROPOSED_WORK_IDS: readonly number[] = PROPOSED_WORK.map((w) => w.id);
export const NEW_BUILDING_WORK_ID = 1;

/** Work done to the building before, which the council's records of an existing building may need. */
export const PREVIOUS_BUILDING_WORK = [
  { id: 1, name: 'None that I know of' },
  { id: 2, name: 'Work with a building consent' },
  { id: 3, name: 'Work exempt from a building consent (Schedule 1)' },
  { id: 4, name: 'Work with a certificate of acceptance' },
  { id: 5, name: 'Work done without a building consent' },
] as const;
export const PREVIOUS_BUILDING_WORK_IDS: readonly number[] = PREVIOUS_BUILDING_WORK.map((w) => w.id);

/** The changes the Building Act 2004 treats alike (sections 114 to 116A): use, life, subdivision. */
export const CHANGE_TYPES = [
  { value: 'use', name: 'Change of use (section 115)' },
  { value: 'life', name: 'Extension of life (section 116)' },
  { value: 'subdivision', name: 'Subdivision of the land (section 116A)' },
] as const;

/** How the applicant stands behind a CCC: all the work, or a stage of a staged consent (Form 6). */
export const BWCO_REASONS = [
  { value: 'all', name: 'All the building work under the consent is complete' },
  { value: 'stage', name: 'A stage of the building work is complete' },
] as const;

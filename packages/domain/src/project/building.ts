import { z } from 'zod';
import { idSchema, validationModeSchema } from '../api.js';
import {
  DEFAULT_BUILDING_NAME,
  DEFAULT_INTENDED_LIFE,
  INTENDED_LIFE_OPTIONS,
  type ValidationMode,
  yearConstructedOptions,
} from '../constants.js';
import { projectMessages } from '../messages.js';
import { problemList, text, yesNo, type FormProblems } from '../forms/common.js';
import { mcDataSchema, type McData } from './clauses.js';
import {
  BUILDING_TYPE_VALUES,
  BUILDING_USE_IDS,
  CHANGE_TYPES,
  NEW_BUILDING_WORK_ID,
  PREVIOUS_BUILDING_WORK_IDS,
  PROPOSED_WORK_IDS,
  usesForWorkType,
  workTypeOf,
} from './lists.js';
import { checkMcData } from './means.js';
import { residentialContractAsked } from './variants.js';

/** Money is whole dollars: an estimated value is rounded (spec point 3). */
const money = z
  .number()
  .min(0, { message: projectMessages.valueNegative })
  .max(100_000_000_000)
  .transform(Math.round)
  .nullable()
  .default(null);
/** Floor areas are kept to 2 decimals (spec point 9). */
const area = z
  .number()
  .min(0, { message: projectMessages.areaNegative })
  .max(10_000_000)
  .transform((n) => Math.round(n * 100) / 100)
  .nullable()
  .default(null);
const count = (max: number) => z.number().int().min(0).max(max).nullable().default(null);
const listId = z.number().int().positive().nullable().default(null);

/** A building of the project (spec point 3, "Building"); the one definition of its shape. */
export const buildingFieldsSchema = z.strictObject({
  name: text(100).transform((name) => name || DEFAULT_BUILDING_NAME),
  type: z.enum(['', ...BUILDING_TYPE_VALUES]).default(''),
  /** The building's number or label on the plans, e.g. 'Block A' or '2'. */
  number: text(20),
  /** Its classified use (clause A1), from BUILDING_USES. */
  classification_id: listId,
  proposed_work_id: listId,
  intended_life: z
    .number()
    .int()
    .refine((n) => INTENDED_LIFE_OPTIONS.includes(n), { message: projectMessages.intendedLife })
    .default(DEFAULT_INTENDED_LIFE),
  occupants: count(100_000),
  estimated_value: money,
  use_id: listId,
  change_use: yesNo,
  change_use_id: listId,
  change_type: z.enum(['', ...CHANGE_TYPES.map((c) => c.value)]).default(''),
  existing_floor_area: area,
  new_floor_area: area,
  affected_floor_area: area,
  location: text(200),
  level_unit: text(50),
  levels: count(200),
  existing_use: text(200),
  year_constructed: text(9),
  previous_building_work: text(1000),
  pb_id: listId,
  pb_waiver_notes: text(2000),
  waiver_notes: text(2000),
  has_restricted_work: yesNo,
  restricted_work: text(1000),
  has_cable_car: yesNo,
  is_compliance_schedule: yesNo,
  owner_builder: yesNo,
  residential_contract: yesNo,
});
export type BuildingFields = z.output<typeof buildingFieldsSchema>;
export const NEW_BUILDING: BuildingFields = buildingFieldsSchema.parse({});

/** A saved building: its id and fields, with its means of compliance. */
export type Building = BuildingFields & { id: number; mc_data: McData };

/** `POST /obca/ajax/savebuilding/{appId}` {data with mc_data, app_id}: no data.id adds a building, an id edits it. */
export const saveBuildingSchema = z.strictObject({
  app_id: idSchema,
  data: buildingFieldsSchema.extend({ id: z.number().int().positive().optional(), mc_data: mcDataSchema }),
  validation_mode: validationModeSchema.optional(),
});

const is = (ids: readonly number[], id: number | null) => id !== null && ids.includes(id);

export { residentialContractAsked } from './variants.js';

/**
 * The building's rules. Problems name their field (e.g. 'use_id', 'mc_data.B1.means'); `currentYear`
 * bounds the year-constructed choices.
 */
export function checkBuilding(
  b: BuildingFields & { mc_data?: McData },
  mode: ValidationMode,
  currentYear: number,
): FormProblems {
  const list = problemList(mode);
  if (list.checkFormat) {
    const allowed = usesForWorkType(workTypeOf(b.type)).map((u) => u.id);
    if (b.classification_id !== null && !is(BUILDING_USE_IDS, b.classification_id))
      list.add('classification_id', projectMessages.unknownUse);
    else if (b.classification_id !== null && !allowed.includes(b.classification_id))
      list.add('classification_id', projectMessages.useNotForType);
    if (b.use_id !== null && !is(BUILDING_USE_IDS, b.use_id)) list.add('use_id', projectMessages.unknownUse);
    if (b.change_use_id !== null && !is(BUILDING_USE_IDS, b.change_use_id))
      list.add('change_use_id', projectMessages.unknownUse);
    if (b.proposed_work_id !== null && !is(PROPOSED_WORK_IDS, b.proposed_work_id))
      list.add('proposed_work_id', projectMessages.unknownWork);
    if (b.pb_id !== null && !is(PREVIOUS_BUILDING_WORK_IDS, b.pb_id)) list.add('pb_id', projectMessages.unknownWork);
    if (b.year_constructed && !yearConstructedOptions(currentYear).includes(b.year_constructed)) {
      list.add('year_constructed', projectMessages.yearConstructed);
    }
    if (b.owner_builder === 'yes' && b.type && b.type !== 'residential')
      list.add('owner_builder', projectMessages.ownerBuilderResidential);
  }
  if (list.checkRequired) {
    if (!b.type) list.add('type', projectMessages.buildingType);
    if (b.classification_id === null) list.add('classification_id', projectMessages.classification);
    if (b.proposed_work_id === null) list.add('proposed_work_id', projectMessages.proposedWork);
    if (b.estimated_value === null) list.add('estimated_value', projectMessages.estimatedValue);
    const existing = b.proposed_work_id !== null && b.proposed_work_id !== NEW_BUILDING_WORK_ID;
    if (existing && !b.year_constructed) list.add('year_constructed', projectMessages.yearConstructedMissing);
    if (b.use_id === null) list.add('use_id', projectMessages.buildingUse);
    if (!b.change_use) list.add('change_use', projectMessages.changeOfUse);
    if (b.change_use === 'yes') {
      if (b.change_use_id === null) list.add('change_use_id', projectMessages.newUse);
      if (!b.change_type) list.add('change_type', projectMessages.changeType);
    }
    if (!b.has_restricted_work) list.add('has_restricted_work', projectMessages.restrictedWork);
    if (b.has_restricted_work === 'yes' && !b.restricted_work)
      list.add('restricted_work', projectMessages.restrictedWorkText);
    if (!b.has_cable_car) list.add('has_cable_car', projectMessages.cableCar);
    if (!b.is_compliance_schedule) list.add('is_compliance_schedule', projectMessages.complianceSchedule);
    if (!b.owner_builder) list.add('owner_builder', projectMessages.ownerBuilder);
    if (residentialContractAsked(b) && !b.residential_contract)
      list.add('residential_contract', projectMessages.residentialContract);
  }
  if (b.mc_data) list.problems.push(...checkMcData(b.mc_data, mode));
  return list.problems;
}

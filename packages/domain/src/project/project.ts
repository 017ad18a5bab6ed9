import { z } from 'zod';
import { validationModeSchema } from '../api.js';
import type { ValidationMode } from '../constants.js';
import { projectMessages } from '../messages.js';
import { isRealDate, isoDate, problemList, text, yesNo, type FormProblems } from '../forms/common.js';
import { mcDataSchema } from './clauses.js';
import { BUILDING_TYPE_VALUES, BUILDING_USE_IDS, BWCO_REASONS } from './lists.js';
import { mbiePlansAsked, projectHasBuildings, projectVariantOf } from './variants.js';

const useIds = z
  .array(
    z
      .number()
      .int()
      .refine((id) => BUILDING_USE_IDS.includes(id), { message: projectMessages.unknownUse }),
  )
  .max(BUILDING_USE_IDS.length)
  .default([]);

/** A row of the use table: the work, its level and occupants; the building and the activity in it. */
const useTableRowSchema = z.strictObject({
  work_id: z.number().int().positive().nullable().default(null),
  work: text(200),
  level: text(50),
  occupants: z.number().int().min(0).max(100_000).nullable().default(null),
  building_id: z.number().int().positive().nullable().default(null),
  activity: text(200),
});

/** The fields of each save call (spec point 7): its variant decides which it takes. */
const standardFields = {
  projectDescription: text(4000),
  /** The type of building work the project is (shown as Residential, Commercial, Industrial/Farm). */
  tbuilding: z.enum(['', ...BUILDING_TYPE_VALUES]).default(''),
  lawfulUses: useIds,
  buildingUses: useIds,
  has_mbie_plans: yesNo,
  mbie_number: text(30),
  projectSection75: yesNo,
  useTable: z.array(useTableRowSchema).max(50).default([]),
  primaryAddress: text(300),
};
const caFields = { caWorkDone: text(4000), caReason: text(4000) };
const cccFields = {
  projectDescription: text(4000),
  bwcoDate: isoDate,
  bwcoReason: z.enum(['', ...BWCO_REASONS.map((r) => r.value)]).default(''),
  bwcoDetails: text(4000),
};
const cpuFields = { projectDescription: text(4000), cpuBuildingParts: text(4000), cpuSafeUse: text(4000) };

/** The project's answers as stored (a JSONB column on the application): the one definition of its shape. */
export const projectDataSchema = z.strictObject({ ...standardFields, ...caFields, ...cccFields, ...cpuFields });
export type ProjectData = z.output<typeof projectDataSchema>;
export const EMPTY_PROJECT: ProjectData = projectDataSchema.parse({});

/** Each building's means of compliance, saved with the project. */
const projectMcDataSchema = z
  .array(z.strictObject({ building_id: z.number().int().positive(), clauses: mcDataSchema }))
  .max(100)
  .default([]);

const withMode = { validation_mode: validationModeSchema.optional() };
/** `POST /obca/ajax/project/{appId}`: project fields plus mc_data and validation_mode. */
export const projectSaveSchema = z.strictObject({ ...standardFields, mc_data: projectMcDataSchema, ...withMode });
/** `POST /obca/ajax/projectca/{appId}`: a certificate of acceptance also says what was done without consent, and why. */
export const projectCaSaveSchema = z.strictObject({
  ...standardFields,
  ...caFields,
  mc_data: projectMcDataSchema,
  ...withMode,
});
/** `POST /obca/ajax/projectccc/{appId}`: when the work was completed, and whether all of it or a stage. */
export const projectCccSaveSchema = z.strictObject({ ...cccFields, ...withMode });
/** `POST /obca/ajax/projectcpu/{appId}`: the parts of the building the public will use, and why they are safe. */
export const projectCpuSaveSchema = z.strictObject({ ...cpuFields, ...withMode });

export {
  PROJECT_VARIANTS,
  mbiePlansAsked,
  projectHasBuildings,
  projectOptFor,
  projectVariantOf,
  totalEstimatedValue,
  type ProjectVariant,
} from './variants.js';

const MBIE_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*$/;

export interface ProjectContext {
  /** A TypeCode or ApplicationParam as stored; any string, since a stored application may carry an old one. */
  typeCode: string;
  param: string;
  /** The ids of the application's saved buildings. */
  buildingIds: readonly number[];
  /** New Zealand's today, yyyy-mm-dd: a completion date may not be later. */
  today: string;
}

/** The project's own rules (its buildings are checked with checkBuilding); problems name their field. */
export function checkProject(data: ProjectData, mode: ValidationMode, ctx: ProjectContext): FormProblems {
  const list = problemList(mode);
  const variant = projectVariantOf(ctx.typeCode);
  const withBuildings = projectHasBuildings(ctx.typeCode);
  if (list.checkFormat) {
    if (data.mbie_number && !MBIE_NUMBER_PATTERN.test(data.mbie_number))
      list.add('mbie_number', projectMessages.mbieNumberFormat);
    if (data.bwcoDate && !isRealDate(data.bwcoDate)) list.add('bwcoDate', 'Enter a real date, like 27 March 2027.');
    else if (data.bwcoDate && data.bwcoDate > ctx.today) list.add('bwcoDate', projectMessages.bwcoDateFuture);
    data.useTable.forEach((row, i) => {
      if (row.building_id !== null && !ctx.buildingIds.includes(row.building_id))
        list.add(`useTable.${i}.building_id`, projectMessages.useTableBuilding);
    });
  }
  if (!list.checkRequired) return list.problems;
  if (variant === 'projectccc') {
    if (!data.bwcoDate) list.add('bwcoDate', projectMessages.bwcoDate);
    if (!data.bwcoReason) list.add('bwcoReason', projectMessages.bwcoReason);
    if (data.bwcoReason === 'stage' && !data.bwcoDetails) list.add('bwcoDetails', projectMessages.bwcoDetails);
    return list.problems;
  }
  if (!data.projectDescription)
    list.add(
      'projectDescription',
      ctx.typeCode === 'abc' ? projectMessages.amendmentDescription : projectMessages.description,
    );
  if (variant === 'projectcpu') {
    if (!data.cpuBuildingParts) list.add('cpuBuildingParts', projectMessages.cpuBuildingParts);
    if (!data.cpuSafeUse) list.add('cpuSafeUse', projectMessages.cpuSafeUse);
    return list.problems;
  }
  if (variant === 'projectca') {
    if (!data.caWorkDone) list.add('caWorkDone', projectMessages.caWorkDone);
    if (!data.caReason) list.add('caReason', projectMessages.caReason);
  }
  if (withBuildings) {
    if (!data.tbuilding) list.add('tbuilding', projectMessages.buildingTypeProject);
    if (mbiePlansAsked(ctx.param)) {
      if (!data.has_mbie_plans) list.add('has_mbie_plans', projectMessages.mbiePlans);
      if (data.has_mbie_plans === 'yes' && !data.mbie_number) list.add('mbie_number', projectMessages.mbieNumber);
    }
    if (!data.projectSection75) list.add('projectSection75', projectMessages.section75);
    if (!ctx.buildingIds.length) list.add('buildings', projectMessages.noBuildings);
  }
  return list.problems;
}

import type { ValidationMode } from '../constants.js';
import { projectMessages } from '../messages.js';
import type { FormProblems } from '../forms/common.js';
import { checkBuilding, type Building } from './building.js';
import { checkMcData } from './means.js';
import {
  checkProject,
  projectCaSaveSchema,
  projectCccSaveSchema,
  projectCpuSaveSchema,
  projectHasBuildings,
  projectSaveSchema,
  type ProjectContext,
  type ProjectData,
  type ProjectVariant,
} from './project.js';
import { checkSchedule, type ScheduleData } from './schedule.js';

/** With several buildings, a building's problem says which building it is about. */
function named(b: Building, many: boolean, problems: FormProblems, field: (f: string) => string): FormProblems {
  return problems.map((p) => ({
    message: many ? projectMessages.buildingInvalid(b.name, p.message) : p.message,
    field: field(p.field ?? ''),
  }));
}

/**
 * Every problem of the project page: the project, each building's fields ('buildings.{id}.{field}'),
 * its means of compliance ('mc_data.{id}.{code}.{field}') and, when given, its compliance schedule
 * ('schedule.{id}.{field}'). The SPA checks with it before saving; the server on save and at completion.
 */
export function checkProjectPage(
  project: ProjectData,
  buildings: readonly (Building & { schedule?: ScheduleData | null })[],
  mode: ValidationMode,
  ctx: Omit<ProjectContext, 'buildingIds'> & { currentYear: number },
): FormProblems {
  const problems = checkProject(project, mode, { ...ctx, buildingIds: buildings.map((b) => b.id) });
  if (!projectHasBuildings(ctx.typeCode)) return problems;
  const many = buildings.length > 1;
  for (const b of buildings) {
    const { mc_data, schedule, ...fields } = b;
    problems.push(...named(b, many, checkBuilding(fields, mode, ctx.currentYear), (f) => `buildings.${b.id}.${f}`));
    problems.push(...named(b, many, checkMcData(mc_data, mode), (f) => f.replace(/^mc_data/, `mc_data.${b.id}`)));
    if (schedule !== undefined) {
      problems.push(
        ...named(
          b,
          many,
          checkSchedule(schedule ?? { systems: [], cs_number: '', cs_location: '', cs_notes: '' }, mode, b),
          (f) => f.replace(/^schedule/, `schedule.${b.id}`),
        ),
      );
    }
  }
  return problems;
}

const SAVE_SCHEMAS = {
  project: projectSaveSchema,
  projectca: projectCaSaveSchema,
  projectccc: projectCccSaveSchema,
  projectcpu: projectCpuSaveSchema,
};

/** The project fields a variant's save call takes, picked from the project's answers. */
export function projectFieldsFor(variant: ProjectVariant, project: ProjectData): Partial<ProjectData> {
  const keys = Object.keys(SAVE_SCHEMAS[variant].shape).filter(
    (k) => k !== 'mc_data' && k !== 'validation_mode',
  ) as (keyof ProjectData)[];
  return Object.fromEntries(keys.map((k) => [k, project[k]]));
}

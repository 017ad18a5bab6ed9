import { z } from 'zod';
import { appIdParamsSchema, idSchema, validationModeSchema } from '../api.js';
import { buildingFieldsSchema, saveBuildingSchema } from '../project/building.js';
import { mcDataSchema } from '../project/clauses.js';
import {
  PROJECT_VARIANTS,
  projectCaSaveSchema,
  projectCccSaveSchema,
  projectCpuSaveSchema,
  projectDataSchema,
  projectSaveSchema,
} from '../project/project.js';
import { scheduleSchema } from '../project/schedule.js';
import { route, statusAnswerSchema, successResult } from './route.js';
import { storedShape } from './storedShape.js';

const params = appIdParamsSchema;

/** A saved building: its id and fields, with its means of compliance. */
const buildingAnswerSchema = storedShape(buildingFieldsSchema.extend({ id: z.number(), mc_data: mcDataSchema }));

/** Single or multiple buildings, and their estimated values' sum: the page shows both beside the list. */
const projectTotals = { projectOpt: z.enum(['single', 'multiple']), estimatedValue: z.number() };
const systemSchema = z.object({ code: z.string(), name: z.string() });

/** `POST /obca/ajax/schedule/{id}`: one building's compliance schedule. */
const scheduleSaveSchema = z.strictObject({
  building_id: idSchema,
  data: scheduleSchema,
  validation_mode: validationModeSchema.optional(),
});
const buildingParamsSchema = z.strictObject({ appId: idSchema, buildingId: idSchema });

/**
 * The project page's calls of spec point 7: the project save and its ca/ccc/cpu variants, the building save and
 * loads, and the compliance schedule. Removing a building has no call in the spec: it is
 * `DELETE /api/applications/{appId}/buildings/{buildingId}`.
 */
export const projectContract = {
  load: route({
    method: 'GET',
    path: '/obca/ajaxform/building/:appId',
    params,
    response: z.object({
      result: successResult,
      project: storedShape(projectDataSchema),
      buildings: z.array(buildingAnswerSchema),
      ...projectTotals,
      /** The save call the application's type code takes. */
      variant: z.enum(PROJECT_VARIANTS),
      hasBuildings: z.boolean(),
    }),
  }),
  buildings: route({
    method: 'GET',
    path: '/ajax/get_building_data/:appId',
    params,
    response: z.object({ result: successResult, data: z.array(buildingAnswerSchema), ...projectTotals }),
  }),
  schedules: route({
    method: 'GET',
    path: '/obca/ajaxform/schedule/:appId',
    params,
    response: z.object({
      result: successResult,
      data: z.array(
        z.object({
          building_id: z.number(),
          name: z.string(),
          applies: z.boolean(),
          schedule: storedShape(scheduleSchema),
        }),
      ),
      systems: z.array(systemSchema.extend({ items: z.array(systemSchema).optional() })).readonly(),
    }),
  }),
  saveProject: route({
    method: 'POST',
    path: '/obca/ajax/project/:appId',
    params,
    body: projectSaveSchema,
    response: statusAnswerSchema,
  }),
  saveProjectCa: route({
    method: 'POST',
    path: '/obca/ajax/projectca/:appId',
    params,
    body: projectCaSaveSchema,
    response: statusAnswerSchema,
  }),
  saveProjectCcc: route({
    method: 'POST',
    path: '/obca/ajax/projectccc/:appId',
    params,
    body: projectCccSaveSchema,
    response: statusAnswerSchema,
  }),
  saveProjectCpu: route({
    method: 'POST',
    path: '/obca/ajax/projectcpu/:appId',
    params,
    body: projectCpuSaveSchema,
    response: statusAnswerSchema,
  }),
  saveBuilding: route({
    method: 'POST',
    path: '/obca/ajax/savebuilding/:appId',
    params,
    body: saveBuildingSchema,
    response: statusAnswerSchema.extend({ building_id: z.number(), building: buildingAnswerSchema }),
  }),
  saveSchedule: route({
    method: 'POST',
    path: '/obca/ajax/schedule/:appId',
    params,
    body: scheduleSaveSchema,
    response: statusAnswerSchema,
  }),
  removeBuilding: route({
    method: 'DELETE',
    path: '/api/applications/:appId/buildings/:buildingId',
    params: buildingParamsSchema,
    response: statusAnswerSchema.extend(projectTotals),
  }),
};

/** The save call of each project variant (the application's type code decides which it takes). */
export const PROJECT_SAVES = {
  project: projectContract.saveProject,
  projectca: projectContract.saveProjectCa,
  projectccc: projectContract.saveProjectCcc,
  projectcpu: projectContract.saveProjectCpu,
} as const;

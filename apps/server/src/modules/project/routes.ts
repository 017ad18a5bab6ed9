import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEFAULT_VALIDATION_MODE,
  appIdParamsSchema,
  formMessages,
  idSchema,
  projectCaSaveSchema,
  projectCccSaveSchema,
  projectCpuSaveSchema,
  projectSaveSchema,
  saveBuildingSchema,
  scheduleSchema,
  validationModeSchema,
  type ProjectVariant,
} from '@consent/domain';
import { badRequest } from '../../http/errors.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import type { ProjectService } from './service.js';

const saved = { result: 'success', message: 'Saved' } as const;
const tags = ['project and buildings'];
const params = appIdParamsSchema;

/** `POST /obca/ajax/schedule/{id}`: one building's compliance schedule. */
export const scheduleSaveSchema = z.strictObject({ building_id: idSchema, data: scheduleSchema, validation_mode: validationModeSchema.optional() });
const buildingParams = z.strictObject({ appId: idSchema, buildingId: idSchema });

const VARIANT_SCHEMAS = {
  project: projectSaveSchema,
  projectca: projectCaSaveSchema,
  projectccc: projectCccSaveSchema,
  projectcpu: projectCpuSaveSchema,
} as const;

/**
 * The project page's calls of spec point 7: the project save and its ca/ccc/cpu variants, the building
 * save and loads, and the compliance schedule. Removing a building has no call in the spec: it is
 * `DELETE /api/applications/{appId}/buildings/{buildingId}`.
 */
export const projectRoutes: FastifyPluginAsyncZod<{ project: () => ProjectService }> = async (app, { project }) => {
  app.addHook('onRequest', requireUser);

  app.get('/obca/ajaxform/building/:appId', { schema: { tags, params } }, async (request) => ({
    result: 'success',
    ...(await project().load(signedInUser(request), request.params.appId)),
  }));
  app.get('/ajax/get_building_data/:appId', { schema: { tags, params } }, async (request) => ({
    result: 'success',
    ...(await project().buildings(signedInUser(request), request.params.appId)),
  }));
  app.get('/obca/ajaxform/schedule/:appId', { schema: { tags, params } }, async (request) => ({
    result: 'success',
    ...(await project().schedules(signedInUser(request), request.params.appId)),
  }));

  for (const variant of Object.keys(VARIANT_SCHEMAS) as ProjectVariant[]) {
    app.post(`/obca/ajax/${variant}/:appId`, { schema: { tags, params, body: VARIANT_SCHEMAS[variant] } }, async (request) => {
      const { validation_mode, ...rest } = request.body as { validation_mode?: 'none' | 'min' | 'all'; mc_data?: never };
      const { mc_data, ...fields } = rest as { mc_data?: { building_id: number; clauses: never }[] };
      await project().saveProject(signedInUser(request), request.params.appId, variant, { fields, mcData: mc_data }, validation_mode ?? DEFAULT_VALIDATION_MODE);
      return saved;
    });
  }

  app.post('/obca/ajax/savebuilding/:appId', { schema: { tags, params, body: saveBuildingSchema } }, async (request) => {
    const { app_id, data, validation_mode } = request.body;
    if (app_id !== request.params.appId) throw badRequest([formMessages.appIdMismatch]);
    const building = await project().saveBuilding(signedInUser(request), app_id, data, validation_mode ?? DEFAULT_VALIDATION_MODE);
    return { ...saved, building_id: building.id, building };
  });

  app.post('/obca/ajax/schedule/:appId', { schema: { tags, params, body: scheduleSaveSchema } }, async (request) => {
    const { building_id, data, validation_mode } = request.body;
    await project().saveSchedule(signedInUser(request), request.params.appId, building_id, data, validation_mode ?? DEFAULT_VALIDATION_MODE);
    return saved;
  });

  app.delete('/api/applications/:appId/buildings/:buildingId', { schema: { tags, params: buildingParams } }, async (request) => ({
    ...saved,
    message: 'Removed',
    ...(await project().removeBuilding(signedInUser(request), request.params.appId, request.params.buildingId)),
  }));
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_VALIDATION_MODE,
  PROJECT_SAVES,
  projectContract as project_,
  type ProjectVariant,
} from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { refuseIfOtherApplication } from '../../http/errors.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import type { ProjectService } from './service.js';

const saved = { result: 'success', message: 'Saved' } as const;
const tags = ['project and buildings'];
const schema = <R extends Parameters<typeof contractSchema>[0]>(route: R) => ({
  schema: { tags, ...contractSchema(route) },
});

/**
 * The project page's calls of spec point 7 (packages/domain/src/contract/project.ts): the project save and its
 * ca/ccc/cpu variants, the building save and loads, the compliance schedule, and removing a building.
 */
export const projectRoutes: FastifyPluginAsyncZod<{ project: () => ProjectService }> = async (app, { project }) => {
  app.addHook('onRequest', requireUser);

  app.get(project_.load.path, schema(project_.load), async (request) => ({
    result: 'success',
    ...(await project().load(signedInUser(request), request.params.appId)),
  }));
  app.get(project_.buildings.path, schema(project_.buildings), async (request) => ({
    result: 'success',
    ...(await project().buildings(signedInUser(request), request.params.appId)),
  }));
  app.get(project_.schedules.path, schema(project_.schedules), async (request) => ({
    result: 'success',
    ...(await project().schedules(signedInUser(request), request.params.appId)),
  }));

  for (const variant of Object.keys(PROJECT_SAVES) as ProjectVariant[]) {
    const route = PROJECT_SAVES[variant];
    app.post(route.path, schema(route), async (request) => {
      const { validation_mode, ...rest } = request.body as {
        validation_mode?: 'none' | 'min' | 'all';
        mc_data?: never;
      };
      const { mc_data, ...fields } = rest as { mc_data?: { building_id: number; clauses: never }[] };
      await project().saveProject(
        signedInUser(request),
        request.params.appId,
        variant,
        { fields, mcData: mc_data },
        validation_mode ?? DEFAULT_VALIDATION_MODE,
      );
      return saved;
    });
  }

  app.post(project_.saveBuilding.path, schema(project_.saveBuilding), async (request) => {
    const { app_id, data, validation_mode } = request.body;
    refuseIfOtherApplication(request.params.appId, app_id);
    const building = await project().saveBuilding(
      signedInUser(request),
      app_id,
      data,
      validation_mode ?? DEFAULT_VALIDATION_MODE,
    );
    return { ...saved, building_id: building.id, building };
  });

  app.post(project_.saveSchedule.path, schema(project_.saveSchedule), async (request) => {
    const { building_id, data, validation_mode } = request.body;
    await project().saveSchedule(
      signedInUser(request),
      request.params.appId,
      building_id,
      data,
      validation_mode ?? DEFAULT_VALIDATION_MODE,
    );
    return saved;
  });

  app.delete(project_.removeBuilding.path, schema(project_.removeBuilding), async (request) => ({
    ...saved,
    message: 'Removed',
    ...(await project().removeBuilding(signedInUser(request), request.params.appId, request.params.buildingId)),
  }));
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inspectionsContract as c, type ContractRoute } from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import type { InspectionService } from './service.js';
import type { InspectionTypeRow } from './repo.js';
import type { InspectionTypeService } from './types.js';
import type { InspectionArea, InspectionAreaService } from './areas.js';

const typeItem = (t: InspectionTypeRow) => ({
  id: t.id,
  name: t.name,
  retiredAt: t.retiredAt,
});

const areaItem = (a: InspectionArea) => ({
  id: a.id,
  name: a.name,
  localities: a.localities,
  isDefault: a.isDefault,
  capacities: a.capacities,
});

/**
 * Inspections (issue 32.2-3): the council's inspection types (its members read, its admin changes: the council's
 * one access check), and an application's required inspections and bookings (the applicant's one access check).
 */
export const inspectionRoutes: FastifyPluginAsyncZod<{
  types: () => InspectionTypeService;
  areas: () => InspectionAreaService;
  inspections: () => InspectionService;
}> = async (app, { types, areas, inspections }) => {
  app.addHook('onRequest', requireUser);
  const schema = <R extends ContractRoute>(route: R, tags: string[]) => ({ tags, ...contractSchema(route) });
  const council = ['council administration'];
  const applicant = ['inspections'];

  app.get(c.types.path, { schema: schema(c.types, council) }, async (request) => ({
    result: 'success',
    types: (await types().list(signedInUser(request), request.params.councilId)).map(typeItem),
  }));
  app.post(c.addType.path, { schema: schema(c.addType, council) }, async (request, reply) =>
    reply.status(201).send({
      result: 'success',
      type: typeItem(await types().add(signedInUser(request), request.params.councilId, request.body)),
    }),
  );
  app.put(c.changeType.path, { schema: schema(c.changeType, council) }, async (request) => ({
    result: 'success',
    type: typeItem(
      await types().change(signedInUser(request), request.params.councilId, request.params.typeId, request.body),
    ),
  }));

  app.get(c.areas.path, { schema: schema(c.areas, council) }, async (request) => ({
    result: 'success',
    areas: (await areas().list(signedInUser(request), request.params.councilId)).map(areaItem),
  }));
  app.post(c.addArea.path, { schema: schema(c.addArea, council) }, async (request, reply) =>
    reply.status(201).send({
      result: 'success',
      area: areaItem(await areas().add(signedInUser(request), request.params.councilId, request.body)),
    }),
  );
  app.put(c.changeArea.path, { schema: schema(c.changeArea, council) }, async (request) => ({
    result: 'success',
    area: areaItem(
      await areas().change(signedInUser(request), request.params.councilId, request.params.areaId, request.body),
    ),
  }));

  app.get(c.required.path, { schema: schema(c.required, applicant) }, async (request) => ({
    result: 'success',
    inspections: await inspections().list(signedInUser(request), request.params.appId),
  }));
  app.get(c.slots.path, { schema: schema(c.slots, applicant) }, async (request) => ({
    result: 'success',
    ...(await inspections().slots(signedInUser(request), request.params.appId, request.params.inspectionId)),
  }));
  app.post(c.book.path, { schema: schema(c.book, applicant) }, async (request, reply) => {
    const { appId, inspectionId } = request.params;
    const inspection = await inspections().book(signedInUser(request), appId, inspectionId, request.body);
    return reply.status(201).send({ result: 'success', message: 'Inspection booked.', inspection });
  });
  app.put(c.move.path, { schema: schema(c.move, applicant) }, async (request) => {
    const { appId, inspectionId } = request.params;
    const inspection = await inspections().move(signedInUser(request), appId, inspectionId, request.body);
    return { result: 'success', message: 'Inspection moved.', inspection };
  });
  app.delete(c.cancel.path, { schema: schema(c.cancel, applicant) }, async (request) => {
    const { appId, inspectionId } = request.params;
    const inspection = await inspections().cancel(signedInUser(request), appId, inspectionId);
    return { result: 'success', message: 'Booking cancelled.', inspection };
  });
};

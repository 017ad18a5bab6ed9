import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeParcelSchema,
  addressAtQuerySchema,
  addressIdParamsSchema,
  addressParcelsQuerySchema,
  placeParamsSchema,
  addressSearchQuerySchema,
  appIdParamsSchema,
  checkRegionSchema,
  removeParcelSchema,
  saveParcelSchema,
  southWaikatoSearchSchema,
  submitParcelsSchema,
  validateParcelSchema,
  DEFAULT_VALIDATION_MODE,
} from '@consent/domain';
import { requireUser, signedInUser } from '../auth/plugin.js';
import { logInvalidParcelOpt } from './parcelOptLog.js';
import type { LocationService } from './service.js';

const tags = ['parcels and addresses'];

export interface LocationRoutesOptions {
  locations: () => LocationService;
  /** The map's tile URL template (e.g. LINZ basemaps); null draws the outline and marker on a blank map. */
  mapTiles: { url: string | null; attribution: string };
}

/** Spec point 7 "Parcels and addresses", plus the address search and legal lookup it leaves unnamed (under /api). */
export const locationRoutes: FastifyPluginAsyncZod<LocationRoutesOptions> = async (app, { locations, mapTiles }) => {
  app.addHook('onRequest', requireUser);
  app.addHook('preValidation', logInvalidParcelOpt);

  app.get('/api/addresses', { schema: { tags, querystring: addressSearchQuerySchema } }, async (request) => {
    const { q, limit, councilId, appId } = request.query;
    return { result: 'success', addresses: await locations().searchAddresses(signedInUser(request), q, limit, councilId, appId) };
  });

  // A located place: 'error' with the spec's geocoding message when the maps service cannot describe it.
  app.get('/api/addresses/at', { schema: { tags, querystring: addressAtQuerySchema } }, async (request) => {
    const { appId, latitude, longitude } = request.query;
    return locations().addressAt(signedInUser(request), appId, { latitude, longitude });
  });

  app.get(
    '/api/places/:placeId/parcels',
    { schema: { tags, params: placeParamsSchema, querystring: addressParcelsQuerySchema } },
    async (request) => locations().placeParcels(signedInUser(request), request.query.appId, request.params.placeId),
  );

  app.get(
    '/api/addresses/:addressId/parcels',
    { schema: { tags, params: addressIdParamsSchema, querystring: addressParcelsQuerySchema } },
    async (request) => ({
      result: 'success',
      ...(await locations().addressParcels(signedInUser(request), request.query.appId, request.params.addressId)),
    }),
  );

  app.post('/ajax/checkSouthwaikatoPropertySearchAPI', { schema: { tags, body: southWaikatoSearchSchema } }, async (request, reply) => {
    const { appId, address, api_base_url } = request.body;
    const answer = await locations().southWaikatoSearch(signedInUser(request), appId, address, api_base_url);
    return reply.status(answer.status).send(answer.body);
  });

  app.get('/api/map/tiles', { schema: { tags } }, async () => ({ result: 'success', ...mapTiles }));

  app.post('/ajax/parcel', { schema: { tags, body: saveParcelSchema } }, async (request) => {
    const { appId, features, parcel_opt } = request.body;
    const ids = await locations().save(signedInUser(request), appId, features, parcel_opt);
    return { result: 'success', message: 'Saved', app_parcel_id: ids };
  });

  app.post('/ajax/submit_parcels', { schema: { tags, body: submitParcelsSchema } }, async (request) => {
    const { appId, features, parcel_opt, validation_mode } = request.body;
    const ids = await locations().submit(signedInUser(request), appId, features, parcel_opt, validation_mode ?? DEFAULT_VALIDATION_MODE);
    return { result: 'success', message: 'Saved', app_parcel_id: ids };
  });

  app.get('/ajax/current_parcel_information/:appId', { schema: { tags, params: appIdParamsSchema } }, async (request) => ({
    result: 'success',
    ...(await locations().current(signedInUser(request), request.params.appId)),
  }));

  app.post('/ajax/validateparcel', { schema: { tags, body: validateParcelSchema } }, async (request) =>
    locations().validate(signedInUser(request), request.body.appId, request.body.data),
  );

  app.post('/ajax/activeparcel', { schema: { tags, body: activeParcelSchema } }, async (request) => {
    const { appId, data, parcel_opt } = request.body;
    await locations().activate(signedInUser(request), appId, data.app_parcel_id, parcel_opt);
    return { result: 'success', message: 'Saved', parcel_opt };
  });

  app.post('/ajax/remove_parcel', { schema: { tags, body: removeParcelSchema } }, async (request) => {
    await locations().remove(signedInUser(request), request.body.appId, request.body.app_parcel_id);
    return { result: 'success', message: 'Removed' };
  });

  app.post('/ajax/check_region', { schema: { tags, body: checkRegionSchema } }, async (request) =>
    locations().checkRegion(signedInUser(request), request.body.app_id, request.body.address),
  );

  app.get('/ajax/get_parcel_data/:appId', { schema: { tags, params: appIdParamsSchema } }, async (request) => ({
    result: 'success',
    ...(await locations().parcelData(signedInUser(request), request.params.appId, false)),
  }));
  app.post('/ajax/get_parcel_data/:appId', { schema: { tags, params: appIdParamsSchema } }, async (request) => ({
    result: 'success',
    ...(await locations().parcelData(signedInUser(request), request.params.appId, true)),
  }));
};

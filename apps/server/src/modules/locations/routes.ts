import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  locationsContract,
  southWaikatoSearchSchema,
  DEFAULT_VALIDATION_MODE,
  type ContractRoute,
} from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import { logInvalidParcelOpt } from './parcelOptLog.js';
import type { LocationService } from './service.js';

const tags = ['parcels and addresses'];

interface LocationRoutesOptions {
  locations: () => LocationService;
  /** The map's tile URL template (e.g. LINZ basemaps); null draws the outline and marker on a blank map. */
  mapTiles: { url: string | null; attribution: string };
}

/** Spec point 7 "Parcels and addresses", plus the address search and legal lookup it leaves unnamed (under /api). */
export const locationRoutes: FastifyPluginAsyncZod<LocationRoutesOptions> = async (app, { locations, mapTiles }) => {
  app.addHook('onRequest', requireUser);
  app.addHook('preValidation', logInvalidParcelOpt);

  const schema = <R extends ContractRoute>(route: R) => ({ tags, ...contractSchema(route) });
  const c = locationsContract;

  app.get(c.searchAddresses.path, { schema: schema(c.searchAddresses) }, async (request) => {
    const { q, limit, councilId, appId } = request.query;
    return {
      result: 'success',
      addresses: await locations().searchAddresses(signedInUser(request), q, limit, councilId, appId),
    };
  });

  // A located place: 'error' with the spec's geocoding message when the maps service cannot describe it.
  app.get(c.addressAt.path, { schema: schema(c.addressAt) }, async (request) => {
    const { appId, latitude, longitude } = request.query;
    return locations().addressAt(signedInUser(request), appId, { latitude, longitude });
  });

  app.get(c.placeParcels.path, { schema: schema(c.placeParcels) }, async (request) =>
    locations().placeParcels(signedInUser(request), request.query.appId, request.params.placeId),
  );

  app.get(c.addressParcels.path, { schema: schema(c.addressParcels) }, async (request) => ({
    result: 'success',
    ...(await locations().addressParcels(signedInUser(request), request.query.appId, request.params.addressId)),
  }));

  app.post(
    '/ajax/checkSouthwaikatoPropertySearchAPI',
    { schema: { tags, body: southWaikatoSearchSchema } },
    async (request, reply) => {
      const { appId, address, api_base_url } = request.body;
      const answer = await locations().southWaikatoSearch(signedInUser(request), appId, address, api_base_url);
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.get(c.mapTiles.path, { schema: schema(c.mapTiles) }, async () => ({ result: 'success', ...mapTiles }));

  app.post(c.save.path, { schema: schema(c.save) }, async (request) => {
    const { appId, features, parcel_opt } = request.body;
    const ids = await locations().save(signedInUser(request), appId, features, parcel_opt);
    return { result: 'success', message: 'Saved', app_parcel_id: ids };
  });

  app.post(c.submit.path, { schema: schema(c.submit) }, async (request) => {
    const { appId, features, parcel_opt, validation_mode } = request.body;
    const ids = await locations().submit(
      signedInUser(request),
      appId,
      features,
      parcel_opt,
      validation_mode ?? DEFAULT_VALIDATION_MODE,
    );
    return { result: 'success', message: 'Saved', app_parcel_id: ids };
  });

  app.get(c.current.path, { schema: schema(c.current) }, async (request) => ({
    result: 'success',
    ...(await locations().current(signedInUser(request), request.params.appId)),
  }));

  app.post(c.validate.path, { schema: schema(c.validate) }, async (request) =>
    locations().validate(signedInUser(request), request.body.appId, request.body.data),
  );

  app.post(c.activate.path, { schema: schema(c.activate) }, async (request) => {
    const { appId, data, parcel_opt } = request.body;
    await locations().activate(signedInUser(request), appId, data.app_parcel_id, parcel_opt);
    return { result: 'success', message: 'Saved', parcel_opt };
  });

  app.post(c.remove.path, { schema: schema(c.remove) }, async (request) => {
    await locations().remove(signedInUser(request), request.body.appId, request.body.app_parcel_id);
    return { result: 'success', message: 'Removed' };
  });

  app.post(c.checkRegion.path, { schema: schema(c.checkRegion) }, async (request) =>
    locations().checkRegion(signedInUser(request), request.body.app_id, request.body.address),
  );

  app.get(c.applicationMapConfig.path, { schema: schema(c.applicationMapConfig) }, async (request) =>
    locations().applicationMapConfig(signedInUser(request), request.params.appId),
  );
  app.get(c.parcelData.path, { schema: schema(c.parcelData) }, async (request) => ({
    result: 'success',
    ...(await locations().parcelData(signedInUser(request), request.params.appId, false)),
  }));
  app.post(c.refreshParcelData.path, { schema: schema(c.refreshParcelData) }, async (request) => ({
    result: 'success',
    ...(await locations().parcelData(signedInUser(request), request.params.appId, true)),
  }));
};

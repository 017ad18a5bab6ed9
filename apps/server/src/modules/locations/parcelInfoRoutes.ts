import { lookupsContract } from '@consent/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import type { ParcelInfoService } from './parcelInfo.js';

const tags = ['parcels and addresses'];

/**
 * The parcel information area's council HTML (spec point 7: Ozone's get-parcel "returns html shown in the
 * parcel info area", TechOne's get-info {html, features}). The spec leaves our own path open: it is under /api.
 */
export const parcelInfoRoutes: FastifyPluginAsyncZod<{ parcelInfo: () => ParcelInfoService }> = async (
  app,
  { parcelInfo },
) => {
  app.addHook('onRequest', requireUser);

  app.get(
    lookupsContract.parcelInformation.path,
    {
      schema: {
        tags,
        summary: 'The council’s property information about one of the application’s saved parcels',
        description:
          'Asks the council’s configured service — Ozone’s a2/ozone/get-parcel {job_id, valuation_number, site_address} when Ozone answers its ' +
          'parcels, else TechOne’s get-info/json html — and answers that HTML sanitised to plain formatting, tables and http(s) links. ' +
          'A council without such a service answers an empty html with source null; when the service fails the html is empty and message says so. ' +
          'The owner only (404 otherwise).',
        ...contractSchema(lookupsContract.parcelInformation),
      },
    },
    async (request) =>
      parcelInfo().councilHtml(signedInUser(request), request.params.appId, request.params.appParcelId),
  );
};

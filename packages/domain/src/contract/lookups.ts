import { z } from 'zod';
import { idSchema } from '../api.js';
import { companySearchQuerySchema, type CompanySearchResult } from '../forms/companies.js';
import { resultOf, route, successResult } from './route.js';

const companySchema = z.object({
  name: z.string(),
  nzbn: z.string(),
  registration_number: z.string(),
}) satisfies z.ZodType<CompanySearchResult>;

/** Lookups in other services, answered for a form to offer: companies, and a council's property information. */
export const lookupsContract = {
  /** The shared company service's search (spec point 7): result and data[]; 'error' with a message when the register is down. */
  companySearch: route({
    method: 'GET',
    path: '/api/companies/search',
    querystring: companySearchQuerySchema,
    response: z.object({ result: resultOf(['success', 'error']), message: z.string(), data: z.array(companySchema) }),
  }),
  /**
   * The council's property information about a saved parcel (Ozone's get-parcel or TechOne's get-info html,
   * spec point 7), already sanitised by the server. Empty html when the council has no such service; `message`
   * when its service failed.
   */
  parcelInformation: route({
    method: 'GET',
    path: '/api/applications/:appId/parcels/:appParcelId/information',
    params: z.strictObject({ appId: idSchema, appParcelId: idSchema }),
    response: z.object({
      result: successResult,
      source: z.enum(['ozone', 'techone']).nullable(),
      html: z.string(),
      message: z.string().optional(),
    }),
  }),
};

import { z } from 'zod';
import {
  accessAppSchema,
  appIdParamsSchema,
  applicationRequestSchema,
  councilIdParamsSchema,
  depositTableQuerySchema,
  setAppCouncilSchema,
  setApplicationStepSchema,
} from '../api.js';
import { applicationDataSchema, applicationListItemSchema } from '../applicationData.js';
import { clientErrorSchema } from '../clientErrors.js';
import { councilConfigSchema, councilSchema, mapConfigSchema } from '../council.js';
import { completeApplicationBodySchema } from '../declaration.js';
import { relatedApplicationSchema } from '../relatedApplications.js';
import { STATUS_RESULTS } from '../statusResult.js';
import { resultOf, route, statusAnswerSchema, successResult } from './route.js';

const statusDetailsSchema = z.array(
  z.object({ message: z.string(), field: z.string().optional(), form: z.string().optional() }),
);

/** A new application's id and the legacy step of its first page. */
const createdApplicationSchema = z.object({
  result: successResult,
  message: z.string(),
  appId: z.number(),
  isNew: z.boolean(),
  step: z.number(),
});
export type CreatedApplication = z.infer<typeof createdApplicationSchema>;

/** `POST /access/app` answers each action with its own fields; edit's is tried first as it carries the most. */
const accessAppAnswerSchema = z.union([
  z.object({
    result: successResult,
    message: z.string(),
    appId: z.number(),
    isNew: z.boolean(),
    data: z.object({
      errors: z.array(z.string()),
      type: z.number(),
      param: z.string(),
      role: z.string().nullable(),
      councilId: z.number(),
    }),
  }),
  createdApplicationSchema.extend({ data: z.object({ errors: z.array(z.string()) }) }),
  z.object({
    result: resultOf(STATUS_RESULTS),
    message: z.string(),
    details: statusDetailsSchema.optional(),
    appId: z.number(),
    isNew: z.boolean(),
    data: z.object({ errors: z.array(z.string()) }),
  }),
]);

/** An application: creating, listing, reading, its council and step, completing (spec point 7 "Application"). */
export const applicationsContract = {
  accessApp: route({
    method: 'POST',
    path: '/access/app',
    body: accessAppSchema,
    response: accessAppAnswerSchema,
    statuses: [200, 201],
  }),
  list: route({
    method: 'GET',
    path: '/api/applications',
    response: z.object({ result: successResult, applications: z.array(applicationListItemSchema) }),
  }),
  createRelated: route({
    method: 'POST',
    path: '/api/applications/related',
    body: relatedApplicationSchema,
    response: createdApplicationSchema,
    statuses: [201],
  }),
  application: route({
    method: 'POST',
    path: '/obca/application',
    body: applicationRequestSchema,
    response: applicationDataSchema,
  }),
  setAppCouncil: route({
    method: 'POST',
    path: '/obca/set_app_council',
    body: setAppCouncilSchema,
    response: statusAnswerSchema,
  }),
  setApplicationStep: route({
    method: 'POST',
    path: '/obca/set_application_step',
    body: setApplicationStepSchema,
    response: statusAnswerSchema.extend({ step: z.object({ step: z.number(), max_step: z.number() }) }),
  }),
  complete: route({
    method: 'POST',
    path: '/ajax/complete_application_form/:appId',
    params: appIdParamsSchema,
    body: completeApplicationBodySchema,
    response: statusAnswerSchema.extend({ appId: z.number() }),
  }),
  reportClientError: route({
    method: 'POST',
    path: '/api/client-errors',
    body: clientErrorSchema,
    response: statusAnswerSchema,
  }),
};

/** The councils and their configuration (spec point 7 "Councils"). Stored configs are answered without keys the schema does not know. */
export const councilsContract = {
  list: route({
    method: 'GET',
    path: '/ajax/get_councils',
    response: z.object({ result: successResult, councils: z.array(councilSchema) }),
  }),
  configs: route({
    method: 'GET',
    path: '/ajax/get_councils_configs/:councilId',
    params: councilIdParamsSchema,
    response: z.object({ result: successResult, configs: z.object(councilConfigSchema.shape) }),
  }),
  mapConfig: route({
    method: 'GET',
    path: '/ajax/maps_config/:councilId',
    params: councilIdParamsSchema,
    response: z.object(mapConfigSchema.shape),
  }),
  depositTable: route({
    method: 'GET',
    path: '/obca/deposit_table/',
    querystring: depositTableQuerySchema,
    response: z.object({ deposit_table_enabled: z.boolean() }),
  }),
};

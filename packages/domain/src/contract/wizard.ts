import { z } from 'zod';
import { appIdParamsSchema } from '../api.js';
import { ecanDataSchema, ecanSaveSchema } from '../forms/ecan.js';
import { checkRefNoSchema } from '../forms/preApplication.js';
import { route, statusAnswerSchema, successResult } from './route.js';
import { storedShape } from './storedShape.js';

const params = appIdParamsSchema;
const loaded = <T extends z.ZodRawShape>(shape: T) => z.object({ result: successResult, ...shape });

/** The wizard forms' loads and saves (spec point 7, "Wizard forms"): `GET /obca/ajaxform/{form}/{applicationId}` and each form's save. */
export const wizardContract = {
  ecan: route({
    method: 'GET',
    path: '/obca/ajaxform/ecan/:appId',
    params,
    response: loaded({ data: storedShape(ecanDataSchema), regional: z.boolean() }),
  }),

  /** Answers whether the council's register has the reference: a bare `true` or `false`. */
  checkRefNo: route({
    method: 'POST',
    path: '/obca/ajax/checkRefNo/:appId',
    params,
    body: checkRefNoSchema,
    response: z.boolean(),
  }),
  saveEcan: route({
    method: 'POST',
    path: '/obca/ajax/ecan/:appId',
    params,
    body: ecanSaveSchema,
    response: statusAnswerSchema,
  }),
};

import { z } from 'zod';
import { appIdParamsSchema } from '../api.js';
import { personSaveSchema, appRoleSchema, needAgentSchema } from '../forms/applicant.js';
import { YES_NO } from '../forms/common.js';
import { ecanDataSchema, ecanSaveSchema } from '../forms/ecan.js';
import { checkRefNoSchema } from '../forms/preApplication.js';
import { personLoadSchema } from '../wizard/definitions/person.js';
import { route, statusAnswerSchema, successResult } from './route.js';
import { storedShape } from './storedShape.js';

const params = appIdParamsSchema;
const yesNoAnswer = z.enum(YES_NO);
const loaded = <T extends z.ZodRawShape>(shape: T) => z.object({ result: successResult, ...shape });

/** The wizard forms' loads and saves (spec point 7, "Wizard forms"): `GET /obca/ajaxform/{form}/{applicationId}` and each form's save. */
export const wizardContract = {
  role: route({
    method: 'GET',
    path: '/obca/ajaxform/approle/:appId',
    params,
    response: loaded({ appRole: z.string().nullable(), role: z.string().nullable() }),
  }),
  needAgent: route({
    method: 'GET',
    path: '/obca/ajaxform/needagent/:appId',
    params,
    response: loaded({ needagent: yesNoAnswer }),
  }),
  agent: route({ method: 'GET', path: '/obca/ajaxform/agent/:appId', params, response: personLoadSchema }),
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
  saveRole: route({
    method: 'POST',
    path: '/obca/ajax/approle/:appId',
    params,
    body: appRoleSchema,
    response: statusAnswerSchema.extend({ role: z.string().nullable() }),
  }),
  saveNeedAgent: route({
    method: 'POST',
    path: '/obca/ajax/needagent/:appId',
    params,
    body: needAgentSchema,
    response: statusAnswerSchema,
  }),
  saveAgent: route({
    method: 'POST',
    path: '/obca/ajax/agent/:appId',
    params,
    body: personSaveSchema,
    response: statusAnswerSchema,
  }),
  saveEcan: route({
    method: 'POST',
    path: '/obca/ajax/ecan/:appId',
    params,
    body: ecanSaveSchema,
    response: statusAnswerSchema,
  }),
};

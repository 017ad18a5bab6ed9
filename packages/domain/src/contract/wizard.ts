import { z } from 'zod';
import { appIdParamsSchema } from '../api.js';
import { personDetailSchema, personSaveSchema, appRoleSchema, needAgentSchema } from '../forms/applicant.js';
import { certTitleSchema, type CertTitle } from '../forms/certTitle.js';
import { YES_NO } from '../forms/common.js';
import { ecanDataSchema, ecanSaveSchema } from '../forms/ecan.js';
import { setPimMattersSchema } from '../forms/pim.js';
import { plgDataSchema, plgSaveSchema } from '../forms/plg.js';
import { checkRefNoSchema, setPreAppRefSchema, type PreApplication } from '../forms/preApplication.js';
import { route, statusAnswerSchema, successResult } from './route.js';
import { storedShape } from './storedShape.js';

const params = appIdParamsSchema;
const yesNoAnswer = z.enum(YES_NO);
const loaded = <T extends z.ZodRawShape>(shape: T) => z.object({ result: successResult, ...shape });

export const preApplicationSchema = z.object({
  preAppAnswered: z.boolean(),
  haveRefNumber: z.boolean(),
  refNumber: z.string().nullable(),
}) satisfies z.ZodType<PreApplication>;

const certTitleAnswerSchema = z.object({
  has_cert: yesNoAnswer,
  request_ct_from_council: z.enum(['y', 'n']),
  site_address_postcode: z.string(),
}) satisfies z.ZodType<CertTitle>;

/** An owner's or agent's details as stored, and whether this application asks for their street address. */
const personLoadSchema = loaded({ data: storedShape(personDetailSchema), streetAddressRequired: z.boolean() });
const plgLoadSchema = loaded({ data: storedShape(plgDataSchema) });

/** The wizard forms' loads and saves (spec point 7, "Wizard forms"): `GET /obca/ajaxform/{form}/{applicationId}` and each form's save. */
export const wizardContract = {
  preApplication: route({
    method: 'GET',
    path: '/obca/ajaxform/getRefNo/:appId',
    params,
    response: loaded(preApplicationSchema.shape),
  }),
  pim: route({
    method: 'GET',
    path: '/obca/ajaxform/apptype/:appId',
    params,
    response: loaded({
      appType: z.number(),
      answered: z.boolean(),
      pimClasses: z.array(z.number()),
      notes: z.string(),
      /** The matters offered (PIM_MATTERS). */
      pim_classes: z.array(z.object({ id: z.number(), name: z.string() })).readonly(),
    }),
  }),
  certTitle: route({
    method: 'GET',
    path: '/obca/ajaxform/certtitle/:appId',
    params,
    response: loaded(certTitleAnswerSchema.shape),
  }),
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
  owner: route({ method: 'GET', path: '/obca/ajaxform/owner/:appId', params, response: personLoadSchema }),
  agent: route({ method: 'GET', path: '/obca/ajaxform/agent/:appId', params, response: personLoadSchema }),
  ecan: route({
    method: 'GET',
    path: '/obca/ajaxform/ecan/:appId',
    params,
    response: loaded({ data: storedShape(ecanDataSchema), regional: z.boolean() }),
  }),
  // FORM PLG 1 loads under the spec's two paths.
  plg: route({ method: 'GET', path: '/obca/ajaxform/plg1/:appId', params, response: plgLoadSchema }),
  plgData: route({ method: 'GET', path: '/ajax/get_plg_data/:appId', params, response: plgLoadSchema }),

  setPreAppRef: route({
    method: 'POST',
    path: '/ajax/set_preapp_ref/:appId',
    params,
    body: setPreAppRefSchema,
    response: statusAnswerSchema,
  }),
  /** Answers whether the council's register has the reference: a bare `true` or `false`. */
  checkRefNo: route({
    method: 'POST',
    path: '/obca/ajax/checkRefNo/:appId',
    params,
    body: checkRefNoSchema,
    response: z.boolean(),
  }),
  setPimMatters: route({
    method: 'POST',
    path: '/ajax/set_pimmatters',
    body: setPimMattersSchema,
    response: statusAnswerSchema,
  }),
  saveCertTitle: route({
    method: 'POST',
    path: '/obca/ajax/ct/:appId',
    params,
    body: certTitleSchema,
    response: statusAnswerSchema,
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
  saveOwner: route({
    method: 'POST',
    path: '/obca/ajax/owner/:appId',
    params,
    body: personSaveSchema,
    response: statusAnswerSchema,
  }),
  saveAgent: route({
    method: 'POST',
    path: '/obca/ajax/agent/:appId',
    params,
    body: personSaveSchema,
    response: statusAnswerSchema,
  }),
  savePlg: route({
    method: 'POST',
    path: '/obca/ajax/plg1/:appId',
    params,
    body: plgSaveSchema,
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

import { z } from 'zod';
import { ACCESS_ROLES } from './sharing.js';
import { userDetailsSchema } from './auth.js';
import { councilConfigSchema, councilSchema } from './council.js';
import { personDetailSchema } from './forms/applicant.js';
import { miscDataSchema } from './forms/misc.js';
import { plgDataSchema } from './forms/plg.js';
import { successResult } from './contract/route.js';
import { storedShape } from './contract/storedShape.js';
import { preApplicationSchema } from './forms/preApplication.js';
import { LIFECYCLE_STATUSES } from './lifecycle/statuses.js';
import { TYPE_CODES } from './applicationTypes.js';

/**
 * The building consent a CCC, CPU, amendment or other related application was made from (issue 15.6): named at
 * the top of each of its pages so the applicant always sees which consent they are working on.
 */
const parentConsentSchema = z.object({
  appId: z.number(),
  /** The council's consent number once it has one, else "Application {id}". */
  reference: z.string(),
  /** The consent's site address; null when it has no site location. */
  address: z.string().nullable(),
});
export type ParentConsent = z.infer<typeof parentConsentSchema>;

/** The full application data of `POST /obca/application` (spec point 7 and the wizard template's inputs). */
export const applicationDataSchema = z.object({
  result: successResult,
  id: z.number(),
  appID: z.number(),
  council_id: z.number(),
  councils: z.array(councilSchema),
  config: z.object(councilConfigSchema.shape),
  application_type: z.number(),
  application_type_name: z.string(),
  appTypeCode: z.string(),
  appTypeName: z.string(),
  appParam: z.string(),
  step: z.object({ step: z.number(), max_step: z.number() }),
  summary: z.object({
    typeName: z.string(),
    councilName: z.string(),
    status: z.enum(['in progress', 'completed']),
    createdAt: z.string(),
    updatedAt: z.string(),
    completedAt: z.string().nullable(),
    /** When the applicant signed the declaration and submitted (ISO timestamp), stored once; null before. */
    signedAt: z.string().nullable(),
  }),
  userDetails: userDetailsSchema.extend({ fullName: z.string(), email: z.string() }),
  userValid: z.boolean(),
  appCompleted: z.boolean(),
  enableCompliance: z.boolean(),
  applicant: z.string(),
  applicantRole: z.string().nullable(),
  app_signee: z.string().nullable(),
  app_signee_name: z.string(),
  app_sign_date: z.string(),
  app_notes: z.string(),
  full_name: z.string(),
  imported: z.enum(['y', 'n']),
  importedappid: z.number().nullable(),
  bc_number: z.string().nullable(),
  /** The reference a person quotes (issue 30.1), given at submission; null while a draft. */
  reference: z.string().nullable(),
  passcode: z.string(),
  request_ct_from_council: z.enum(['y', 'n']),
  /** The contact attributes as stored (their own forms read them). */
  firstContact: z.unknown(),
  invoiceContact: z.unknown(),
  /** The wizard template's other inputs (spec point 2): the single-form sections answered so far. */
  ownerDetails: storedShape(personDetailSchema).nullable(),
  agentDetails: storedShape(personDetailSchema).nullable(),
  preApplication: preApplicationSchema.nullable(),
  plgData: storedShape(plgDataSchema).nullable(),
  miscData: storedShape(miscDataSchema).nullable(),
  /** Today's date in New Zealand (YYYY-MM-DD). */
  today: z.string(),
  /** The consent this application was made from, when it was made from one of the user's consents here. */
  parent: parentConsentSchema.nullable(),
});
export type ApplicationData = z.input<typeof applicationDataSchema>;

/** One row of "My applications" (`GET /api/applications`). */
export const applicationListItemSchema = z.object({
  appId: z.number(),
  typeName: z.string(),
  typeCode: z.enum(TYPE_CODES),
  param: z.string(),
  applicationType: z.number(),
  councilName: z.string(),
  status: z.enum(['in progress', 'completed']),
  completed: z.boolean(),
  /** Where it is in its life after submission (issue 18): the main page tells the applicant when the council needs them,
   * and a granted consent is the one a CCC, CPU or amendment starts from. */
  lifecycleStatus: z.enum(LIFECYCLE_STATUSES),
  step: z.number(),
  maxStep: z.number(),
  updatedAt: z.string(),
  /** When its declaration was signed (ISO timestamp), once submitted. */
  signedAt: z.string().nullable(),
  /** The site's address (its active parcel's street, suburb and city); null until a site location is saved. */
  address: z.string().nullable(),
  /** How the user reaches it: their own ('owner'), or shared with them as an editor or viewer (issue 19.6). */
  access: z.enum(ACCESS_ROLES),
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

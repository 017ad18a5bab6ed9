import { z } from 'zod';
import { appIdParamsSchema, councilIdParamsSchema } from '../api.js';
import { COUNCIL_ACTION_PATHS, type CouncilAction } from '../council.js';
import { LIFECYCLE_ACTIONS, lifecycleTransitions, type LifecycleAction } from '../lifecycle/machine.js';
import { grantDetailsSchema, refuseDetailsSchema } from '../lifecycle/details.js';
import { LIFECYCLE_STATUSES } from '../lifecycle/statuses.js';
import {
  answerFileSchema,
  informationRequestViewSchema,
  statutoryClockSchema,
  timelineEventSchema,
} from './lifecycle.js';
import { parcelOptionSchema } from './locations.js';
import { documentItemSchema } from './documents.js';
import { QUEUE_SORTS } from './queueSorts.js';
import { route, successResult } from './route.js';

const lifecycleStatus = z.enum(LIFECYCLE_STATUSES);
const lifecycleAction = z.custom<LifecycleAction>((value) => LIFECYCLE_ACTIONS.includes(value as LifecycleAction));

export { QUEUE_SORTS };

/** The queue's filters, search, order and page, all applied by the database (issue 18 point 2). */
export const councilQueueQuerySchema = z.strictObject({
  status: z.enum(LIFECYCLE_STATUSES.filter((s) => s !== 'draft') as [string, ...string[]]).optional(),
  /** The application type's code (BC, CCC, PIM, …) as the applicant's list shows it. */
  type: z.string().trim().min(1).max(20).optional(),
  /** A reference, a consent number, an application number or part of the site address. */
  q: z.string().trim().min(1).max(200).optional(),
  sort: z.enum(QUEUE_SORTS).default('submitted'),
  /** `ccc`: granted consents with no CCC application 24 months after the grant (s93(2)(b), issue 32 point 5). */
  due: z.enum(['ccc'], { error: 'Due must be ccc' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type CouncilQueueQuery = z.infer<typeof councilQueueQuerySchema>;

/** One application of the council's queue, with its statutory clock's count. */
const queueItemSchema = z.object({
  appId: z.number(),
  typeName: z.string(),
  typeCode: z.string(),
  reference: z.string(),
  consentNumber: z.string().nullable(),
  siteAddress: z.string().nullable(),
  applicant: z.string(),
  submittedAt: z.string().nullable(),
  status: lifecycleStatus,
  daysUsed: z.number(),
  daysRemaining: z.number(),
  overdue: z.boolean(),
  /** A granted consent no one has applied for a CCC for, 24 months after the grant: "CCC decision due". */
  cccDecisionDue: z.boolean(),
  /** Submitted and held until its lodgement deposit is paid (the council's rule, issue 31 point 6). */
  awaitingPayment: z.boolean().optional(),
});

/** One section of the submitted answers, as the application's PDF shows it. */
const answerSectionSchema = z.object({
  title: z.string(),
  rows: z.array(z.object({ key: z.string(), value: z.string() })),
  /** Shown when the section has no rows (e.g. "Not answered yet."). */
  empty: z.string().optional(),
  /** A part of the section before it (a building's clauses or schedule): a smaller heading. */
  part: z.boolean().optional(),
});

/** What an officer's action answers: the new status and the step recorded. */
const actedSchema = z.object({ result: successResult, status: lifecycleStatus, event: timelineEventSchema });
/**
 * An officer's action: its body is the action's details schema from the lifecycle machine (one definition), so
 * the OpenAPI document shows every field with its limits. The server lets the machine check it, after whether
 * the application is finished, who acts and the status allow the action (modules/council/routes.ts).
 */
const actionRoute = <A extends CouncilAction>(action: A) =>
  route({
    method: 'POST',
    path: `/api/council/applications/:appId/${COUNCIL_ACTION_PATHS[action]}`,
    params: appIdParamsSchema,
    // What the officer sends: the action's details, less what the server sets itself (the grant's issued document).
    body:
      action === 'grant'
        ? grantDetailsSchema.omit({ issuedDocument: true, issuedDocuments: true })
        : action === 'refuse'
          ? refuseDetailsSchema.omit({ issuedDocuments: true })
          : lifecycleTransitions[action].details,
    response: actedSchema,
  });

/** The council workspace (issue 18): the queue, one application with its clock and timeline, its answers, and the officer's actions. */
export const councilWorkspaceContract = {
  queue: route({
    method: 'GET',
    path: '/api/council/councils/:councilId/applications',
    params: councilIdParamsSchema,
    querystring: councilQueueQuerySchema,
    response: z.object({
      result: successResult,
      total: z.number(),
      page: z.number(),
      pageSize: z.number(),
      applications: z.array(queueItemSchema),
    }),
  }),
  application: route({
    method: 'GET',
    path: '/api/council/applications/:appId',
    params: appIdParamsSchema,
    response: z.object({
      result: successResult,
      /** What the officer's view names of the application; the applicant's resume code never leaves the server. */
      application: z.object({
        id: z.number(),
        status: lifecycleStatus,
        bcNumber: z.string().nullable(),
        reference: z.string().nullable(),
        typeCode: z.string(),
        /** 1 a PIM only, 2 a building consent, 4 one with a PIM: which statutory documents a grant issues. */
        applicationType: z.number().optional(),
        completedAt: z.string().nullable(),
        councilId: z.number(),
      }),
      typeName: z.string(),
      siteAddress: z.string().nullable(),
      applicant: z.object({ fullName: z.string(), email: z.string() }),
      timeline: z.array(timelineEventSchema),
      /** For a CCC application, the s93 clock: 20 working days from the application, suspended by RFIs (issue 32.5). */
      clock: statutoryClockSchema,
      /** A CCC application's building consent, as far as the product knows it (null for other applications). */
      ccc: z
        .object({
          consent: z.object({
            appId: z.number().nullable(),
            consentNumber: z.string().nullable(),
            typeName: z.string().nullable(),
            siteAddress: z.string().nullable(),
            status: lifecycleStatus.nullable(),
            grantedAt: z.string().nullable(),
          }),
        })
        .nullable()
        .optional(),
      actions: z.array(lifecycleAction),
      /** The consent number the accept form offers (the council's next, in its format) while accepting is possible. */
      consentNumberOffered: z.string().nullable(),
      information: z.object({ requests: z.array(informationRequestViewSchema), files: z.array(answerFileSchema) }),
      role: z.enum(['officer', 'admin']),
    }),
  }),
  answers: route({
    method: 'GET',
    path: '/api/council/applications/:appId/answers',
    params: appIdParamsSchema,
    response: z.object({
      result: successResult,
      sections: z.array(answerSectionSchema),
      documents: z.array(documentItemSchema),
      /** The site's parcels, for the map. */
      parcels: z.array(parcelOptionSchema),
    }),
  }),
  /** A multipart/form-data body with one file part (read by the server's upload handling, not by a schema). */
  uploadDecision: route({
    method: 'POST',
    path: '/api/council/applications/:appId/decision-document',
    params: appIdParamsSchema,
    response: z.object({ result: successResult, message: z.string(), document: documentItemSchema }),
    statuses: [201],
  }),
  accept: actionRoute('accept'),
  returnAsIncomplete: actionRoute('returnAsIncomplete'),
  requestInformation: actionRoute('requestInformation'),
  grant: actionRoute('grant'),
  refuse: actionRoute('refuse'),
};

import { z } from 'zod';
import { appIdParamsSchema } from '../api.js';
import { noteDetailsSchema, provideInformationDetailsSchema } from '../lifecycle/details.js';
import { LIFECYCLE_ACTIONS, lifecycleTransitions, type LifecycleAction } from '../lifecycle/machine.js';
import { LIFECYCLE_ACTORS, LIFECYCLE_STATUSES } from '../lifecycle/statuses.js';
import { moneyEventDetailsSchema, type MoneyEventAction } from '../money/moneyEvents.js';
import { inspectionEventDetailsSchema, type InspectionEventAction } from '../inspections/results.js';
import { route, successResult } from './route.js';
import { storedShape } from './storedShape.js';

const lifecycleAction = z.custom<LifecycleAction>((value) => LIFECYCLE_ACTIONS.includes(value as LifecycleAction));
const lifecycleStatus = z.enum(LIFECYCLE_STATUSES);

/**
 * One recorded step of the application's life, as both sides' timelines list it: its details are the ones the
 * machine recorded for its action (lifecycle/details.ts), so a reader knows from the action what they hold.
 */
/**
 * The details are read back in their stored shape (storedShape: the same fields, without the input bounds), so an
 * event recorded before a bound was tightened still reads, as a stored form answer does (ADR 0037).
 */
const eventOf = <A extends LifecycleAction, D extends z.ZodType>(action: A, details: D) =>
  z.object({
    at: z.string(),
    actor: z.enum(LIFECYCLE_ACTORS),
    action: z.literal(action),
    from: lifecycleStatus,
    to: lifecycleStatus,
    reason: z.string().nullable(),
    details: storedShape(details),
  });
/** A money event (issue 31 point 6, ADR 0065): it moves no status, so from and to are the status it happened in. */
const moneyEventOf = <A extends MoneyEventAction>(action: A) =>
  z.object({
    at: z.string(),
    actor: z.enum(LIFECYCLE_ACTORS),
    action: z.literal(action),
    from: lifecycleStatus,
    to: lifecycleStatus,
    reason: z.string().nullable(),
    details: moneyEventDetailsSchema,
  });
/** An inspection's result (issue 32.4, ADR 0072): it moves no status either. */
const inspectionEventOf = <A extends InspectionEventAction>(action: A) =>
  z.object({
    at: z.string(),
    actor: z.enum(LIFECYCLE_ACTORS),
    action: z.literal(action),
    from: lifecycleStatus,
    to: lifecycleStatus,
    reason: z.string().nullable(),
    details: inspectionEventDetailsSchema,
  });
export const timelineEventSchema = z.discriminatedUnion('action', [
  eventOf('submit', lifecycleTransitions.submit.details),
  eventOf('returnAsIncomplete', lifecycleTransitions.returnAsIncomplete.details),
  eventOf('resubmit', lifecycleTransitions.resubmit.details),
  eventOf('accept', lifecycleTransitions.accept.details),
  eventOf('requestInformation', lifecycleTransitions.requestInformation.details),
  eventOf('provideInformation', lifecycleTransitions.provideInformation.details),
  eventOf('grant', lifecycleTransitions.grant.details),
  eventOf('refuse', lifecycleTransitions.refuse.details),
  eventOf('withdraw', lifecycleTransitions.withdraw.details),
  moneyEventOf('payment-received-card'),
  moneyEventOf('credit-note-issued'),
  inspectionEventOf('inspection-passed'),
  inspectionEventOf('inspection-failed'),
  inspectionEventOf('inspection-partially-passed'),
]);
export type TimelineEvent = z.infer<typeof timelineEventSchema>;
/** The event of one action, its details typed by that action. */
export type TimelineEventOf<A extends TimelineEvent['action']> = Extract<TimelineEvent, { action: A }>;

export const statutoryClockSchema = z.object({
  started: z.boolean(),
  running: z.boolean(),
  daysUsed: z.number(),
  daysRemaining: z.number(),
  overdue: z.boolean(),
  dueDate: z.string().nullable(),
});

export const informationRequestViewSchema = z.object({
  requestedAt: z.string(),
  answeredAt: z.string().nullable(),
  open: z.boolean(),
  items: z.array(
    z.object({
      text: z.string(),
      page: z.string().optional(),
      documentType: z.string().optional(),
      answer: z.object({ text: z.string().optional(), documentIds: z.array(z.number()) }).nullable(),
    }),
  ),
});

/** A file an answer names, offered for download beside it. */
export const answerFileSchema = z.object({
  id: z.number(),
  originalName: z.string(),
  contentType: z.string(),
  size: z.number(),
});
export type AnswerFile = z.infer<typeof answerFileSchema>;

const stepAnswerSchema = z.object({ result: successResult, status: lifecycleStatus });

/** The applicant's side of the application's life (issue 18 point 5). */
export const lifecycleContract = {
  view: route({
    method: 'GET',
    path: '/api/applications/:appId/lifecycle',
    params: appIdParamsSchema,
    response: z.object({
      result: successResult,
      status: lifecycleStatus,
      actions: z.array(lifecycleAction),
      timeline: z.array(timelineEventSchema),
      clock: statutoryClockSchema,
      information: z.object({ requests: z.array(informationRequestViewSchema), files: z.array(answerFileSchema) }),
    }),
  }),
  // The bodies are the machine's own details schemas (lifecycle/details.ts), with its authored messages; the machine
  // checks them again with the application's status, which only it knows (an answer per open item). A withdrawal
  // may come with no body at all (Fastify reads that as null).
  withdraw: route({
    method: 'POST',
    path: '/api/applications/:appId/withdraw',
    params: appIdParamsSchema,
    body: noteDetailsSchema.nullish(),
    response: stepAnswerSchema,
  }),
  provideInformation: route({
    method: 'POST',
    path: '/api/applications/:appId/information',
    params: appIdParamsSchema,
    body: provideInformationDetailsSchema,
    response: stepAnswerSchema,
  }),
};

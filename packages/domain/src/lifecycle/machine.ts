import { finalInvoiceMessages } from '../money/finalInvoice.js';
import type { z } from 'zod';
import {
  acceptDetailsSchema,
  grantDetailsSchema,
  noteDetailsSchema,
  provideInformationDetailsSchema,
  refuseDetailsSchema,
  requestInformationDetailsSchema,
  returnDetailsSchema,
} from './details.js';
import { lifecycleMessages as m } from './messages.js';
import { inspectionMessages } from '../inspections/messages.js';
import {
  LIFECYCLE_STATUSES,
  isFinalStatus,
  lifecycleActorLabels,
  lifecycleStatusLabels,
  type LifecycleActor,
  type LifecycleStatus,
} from './statuses.js';

const COUNCIL: readonly LifecycleActor[] = ['officer', 'admin'];
const APPLICANT: readonly LifecycleActor[] = ['applicant'];
/** Withdrawing is possible at any point after submission and before a decision (issue 18 point 3). */
const BEFORE_DECISION: readonly LifecycleStatus[] = LIFECYCLE_STATUSES.filter(
  (s) => s !== 'draft' && !isFinalStatus(s),
);

/**
 * The application's life as one table (issue 18 point 3): for each action, the statuses it may start from,
 * where it leads, who may take it and what it needs. Nothing else in the product decides whether an
 * application may move; the SPA asks it for the actions to show and the server to refuse the rest.
 */
export const lifecycleTransitions = {
  submit: {
    from: ['draft'],
    to: 'submitted',
    by: APPLICANT,
    details: noteDetailsSchema,
    verb: 'submit',
    allowedWhen: 'Only a draft can be submitted',
  },
  returnAsIncomplete: {
    from: ['submitted', 'resubmitted'],
    to: 'returned',
    by: COUNCIL,
    details: returnDetailsSchema,
    verb: 'return',
    allowedWhen: 'Only a submitted or resubmitted application can be returned as incomplete',
  },
  resubmit: {
    from: ['returned'],
    to: 'resubmitted',
    by: APPLICANT,
    details: noteDetailsSchema,
    verb: 'resubmit',
    allowedWhen: 'Only an application returned as incomplete can be resubmitted',
  },
  accept: {
    from: ['submitted', 'resubmitted'],
    to: 'accepted',
    by: COUNCIL,
    details: acceptDetailsSchema,
    verb: 'accept',
    allowedWhen: 'Only a submitted or resubmitted application can be accepted',
  },
  requestInformation: {
    from: ['accepted', 'information_provided'],
    to: 'information_requested',
    by: COUNCIL,
    details: requestInformationDetailsSchema,
    verb: 'request further information on',
    allowedWhen: 'Further information can be requested only on an accepted application with no request open',
  },
  provideInformation: {
    from: ['information_requested'],
    to: 'information_provided',
    by: APPLICANT,
    details: provideInformationDetailsSchema,
    verb: 'provide further information on',
    allowedWhen: 'Further information can be provided only while a request for it is open',
  },
  grant: {
    from: ['accepted', 'information_provided'],
    to: 'granted',
    by: COUNCIL,
    details: grantDetailsSchema,
    verb: 'grant',
    allowedWhen: 'Only an accepted application with no request for information open can be granted',
  },
  refuse: {
    from: ['accepted', 'information_provided'],
    to: 'refused',
    by: COUNCIL,
    details: refuseDetailsSchema,
    verb: 'refuse',
    allowedWhen: 'Only an accepted application with no request for information open can be refused',
  },
  withdraw: {
    from: BEFORE_DECISION,
    to: 'withdrawn',
    by: APPLICANT,
    details: noteDetailsSchema,
    verb: 'withdraw',
    allowedWhen: 'Only a submitted application can be withdrawn',
  },
} as const satisfies Record<
  string,
  {
    from: readonly LifecycleStatus[];
    to: LifecycleStatus;
    by: readonly LifecycleActor[];
    details: z.ZodType;
    /** Completes "Only … can {verb} an application." */
    verb: string;
    /** Opens the message for a status the action is not allowed from. */
    allowedWhen: string;
  }
>;

export type LifecycleAction = keyof typeof lifecycleTransitions;
export const LIFECYCLE_ACTIONS = Object.keys(lifecycleTransitions) as LifecycleAction[];
export type LifecycleDetails<A extends LifecycleAction> = z.infer<(typeof lifecycleTransitions)[A]['details']>;

/**
 * What the machine needs to know about an application: its status and, while a request for further information
 * is open, how many items it lists (every item must be answered).
 */
interface LifecycleState {
  status: LifecycleStatus;
  openRequestItemCount: number;
}

type TransitionRefusal = 'status' | 'actor' | 'details';
type TransitionDecision<A extends LifecycleAction = LifecycleAction> =
  | { ok: true; action: A; from: LifecycleStatus; to: LifecycleStatus; details: LifecycleDetails<A> }
  | { ok: false; refusal: TransitionRefusal; message: string };

const authoredMessages = new Set(
  [...Object.values(m), ...Object.values(inspectionMessages), ...Object.values(finalInvoiceMessages)].filter(
    (v): v is string => typeof v === 'string',
  ),
);

function joinOr(words: string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/**
 * Decides one transition: allowed (with its parsed details, ready to record) or refused with the message to show.
 * Checks in the order a person would want to hear about it: a finished application first, then whether this
 * person may act at all, then whether the status allows it, then what they gave.
 */
export function decideTransition<A extends LifecycleAction>(
  state: LifecycleState,
  action: A,
  actor: LifecycleActor,
  details: unknown,
): TransitionDecision<A> {
  const rule = lifecycleTransitions[action];
  if (isFinalStatus(state.status)) {
    return { ok: false, refusal: 'status', message: m.finalStatus(lifecycleStatusLabels[state.status]) };
  }
  if (!rule.by.includes(actor)) {
    return {
      ok: false,
      refusal: 'actor',
      message: m.wrongActor(joinOr(rule.by.map((a) => lifecycleActorLabels[a])), rule.verb),
    };
  }
  if (!(rule.from as readonly LifecycleStatus[]).includes(state.status)) {
    return {
      ok: false,
      refusal: 'status',
      message: m.wrongStatus(rule.allowedWhen, lifecycleStatusLabels[state.status]),
    };
  }
  const parsed = rule.details.safeParse(details ?? {});
  if (!parsed.success) {
    const first = parsed.error.issues[0]?.message ?? '';
    return { ok: false, refusal: 'details', message: authoredMessages.has(first) ? first : m.detailsInvalid };
  }
  const answerProblem =
    action === 'provideInformation' ? checkAnswers(state, parsed.data as LifecycleDetails<'provideInformation'>) : null;
  if (answerProblem) return { ok: false, refusal: 'details', message: answerProblem };
  return { ok: true, action, from: state.status, to: rule.to, details: parsed.data as LifecycleDetails<A> };
}

/** The applicant answers each item of the open request, once, and only those items. */
function checkAnswers(state: LifecycleState, details: LifecycleDetails<'provideInformation'>): string | null {
  const items = details.answers.map((a) => a.item);
  if (items.some((i) => i >= state.openRequestItemCount)) return m.answerItemUnknown;
  if (new Set(items).size !== items.length) return m.answerItemTwice;
  if (items.length !== state.openRequestItemCount) return m.answersRequired;
  return null;
}

/** The actions this person could take now (details aside): what the SPA offers as buttons. */
export function availableActions(status: LifecycleStatus, actor: LifecycleActor): LifecycleAction[] {
  return LIFECYCLE_ACTIONS.filter((action) => {
    const rule = lifecycleTransitions[action];
    return (rule.from as readonly LifecycleStatus[]).includes(status) && rule.by.includes(actor);
  });
}

/** One recorded transition, as the event table keeps it (the clock and the replay read these). */
export interface LifecycleEvent {
  action: LifecycleAction;
  /** When it happened: an instant, counted in New Zealand's calendar by the clock. */
  at: Date;
  details?: unknown;
}

/**
 * The state an application's events lead to, replayed in order from `start` (a draft, unless the application's
 * life began before events were recorded). Events come from the machine, so each is a transition it allowed;
 * one that does not fit (a hand-edited row) is reported rather than skipped.
 */
export function replayLifecycle(events: readonly LifecycleEvent[], start: LifecycleStatus = 'draft'): LifecycleState {
  let state: LifecycleState = { status: start, openRequestItemCount: 0 };
  for (const event of events) {
    const rule = lifecycleTransitions[event.action];
    if (!(rule.from as readonly LifecycleStatus[]).includes(state.status)) {
      throw new Error(`Event ${event.action} cannot follow status ${state.status}`);
    }
    const openRequestItemCount =
      event.action === 'requestInformation'
        ? (event.details as LifecycleDetails<'requestInformation'>).items.length
        : 0;
    state = { status: rule.to, openRequestItemCount };
  }
  return state;
}

import {
  APPLICANT_EDITABLE_STATUSES,
  decideTransition,
  documentIdsIn,
  informationRequests,
  lifecycleMessages,
  eventReason,
  replayLifecycle,
  statutoryClock,
  transitionsOnly,
  type LifecycleAction,
  type LifecycleActor,
  type InformationRequestView,
  type LifecycleEvent,
  type StatutoryClock,
} from '@consent/domain';
import type { Db, Executor } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import * as repo from './repo.js';

export interface TransitionRequest {
  applicationId: number;
  /** The signed-in user taking the action, and the role the access check found them in for this application. */
  userId: number;
  actor: LifecycleActor;
  action: LifecycleAction;
  details?: unknown;
}

export interface LifecycleService {
  /**
   * Takes one transition through the domain's machine, in its own transaction; refuses what the machine refuses.
   * `alongside` runs in the same transaction after the event (what the caller records with it, e.g. a consent number).
   */
  transition(
    request: TransitionRequest,
    alongside?: (tx: Executor, event: repo.ApplicationEventRow) => Promise<void>,
    /** Completes the request's details in the same transaction, before the event is recorded (a consent number taken from a sequence). */
    detailsWithin?: DetailsWithin,
  ): Promise<repo.ApplicationEventRow>;
  /** The same inside a caller's transaction, so a route can change the application and record the event together. */
  transitionWithin(tx: Executor, request: TransitionRequest): Promise<repo.ApplicationEventRow>;
  events(applicationId: number): Promise<repo.ApplicationEventRow[]>;
  /** The application's events read in the caller's transaction (PGlite has one connection). */
  eventsWithin(tx: Executor, applicationId: number): Promise<repo.ApplicationEventRow[]>;
  clock(applicationId: number, now?: Date): Promise<StatutoryClock>;
  /** The requests for further information and their answers, with the answers' files (both sides show them). */
  information(applicationId: number, events?: repo.ApplicationEventRow[]): Promise<InformationWithFiles>;
  /** Applications waiting for the applicant's further information, with the open request (the daily reminders). */
  awaitingInformation(): ReturnType<typeof repo.openInformationRequests>;
  /** Applications whose statutory clock may be running. */
  beingProcessed(): Promise<number[]>;
  /** Granted building consents with no CCC application, granted at least 17 months ago (the two-year rule). */
  grantedWithoutCccApplication(): ReturnType<typeof repo.consentsWithoutCccApplication>;
}

interface InformationWithFiles {
  requests: InformationRequestView[];
  /** The files the answers name, by id: what the applicant uploaded, offered for download. */
  files: Awaited<ReturnType<typeof repo.documentsIn>>;
}

type DetailsWithin = (tx: Executor, details: unknown) => Promise<unknown>;

/**
 * Runs in every transition's transaction, after its event is recorded (the status mails are queued there); what it
 * returns runs after the commit when the service owns the transaction.
 */
/** An event as recorded: what other modules are handed (the statutory documents record theirs against it). */
export type ApplicationEventRow = repo.ApplicationEventRow;

export type TransitionHook = (tx: Executor, event: repo.ApplicationEventRow) => Promise<(() => void) | undefined>;

/** The machine's transitions among the application's events (money events beside them move no status). */
const asLifecycleEvents = (rows: repo.ApplicationEventRow[]): LifecycleEvent[] =>
  transitionsOnly(rows).map((row) => ({ action: row.action, at: row.createdAt, details: row.details }));

/**
 * The events of applications' lives (issue 18 point 3). The machine in the domain decides; this records what it
 * allows, with the application's new status, in one transaction. Access (is this user the applicant, or a member
 * of the application's council, and in which role) is the caller's one access check: the actor comes from it.
 */
export function createLifecycleService(db: () => Db, onTransition?: TransitionHook): LifecycleService {
  const hooks = onTransition ? [onTransition] : [];

  async function transitionWithin(tx: Executor, request: TransitionRequest): Promise<repo.ApplicationEventRow> {
    return (await transitionAndHooks(tx, request)).event;
  }

  /** The transition and its hooks, in one transaction: a status mail exactly when the event is recorded. */
  async function transitionAndHooks(
    tx: Executor,
    request: TransitionRequest,
    alongside?: (tx: Executor, event: repo.ApplicationEventRow) => Promise<void>,
    detailsWithin?: DetailsWithin,
  ) {
    const details = detailsWithin ? await detailsWithin(tx, request.details) : request.details;
    const event = await record(tx, { ...request, details });
    const after: (() => void)[] = [];
    for (const hook of hooks) {
      const then = await hook(tx, event);
      if (then) after.push(then);
    }
    if (alongside) await alongside(tx, event);
    return { event, after };
  }

  async function record(tx: Executor, request: TransitionRequest): Promise<repo.ApplicationEventRow> {
    const current = await repo.lockStatus(tx, request.applicationId);
    if (!current) throw notFound();
    const events = await repo.eventsOf(tx, request.applicationId);
    // An application completed before events were recorded has none and starts from its column's 'submitted'.
    const state = replayLifecycle(asLifecycleEvents(events), events[0]?.fromStatus ?? current.status);
    const decision = decideTransition(state, request.action, request.actor, request.details);
    if (!decision.ok) {
      if (decision.refusal === 'details') throw badRequest([decision.message]);
      throw decision.refusal === 'actor' ? forbidden(decision.message) : conflict(decision.message);
    }
    const documentIds = documentIdsIn(decision.details);
    if (documentIds.length && !(await repo.allDocumentsOf(tx, request.applicationId, documentIds))) {
      throw badRequest([lifecycleMessages.documentNotOfApplication]);
    }
    return repo.recordTransition(
      tx,
      {
        applicationId: request.applicationId,
        userId: request.userId,
        actor: request.actor,
        action: request.action,
        fromStatus: decision.from,
        toStatus: decision.to,
        reason: eventReason(request.action, decision.details),
        details: decision.details,
      },
      APPLICANT_EDITABLE_STATUSES.includes(decision.to),
    );
  }

  return {
    transitionWithin,
    async transition(request, alongside, detailsWithin) {
      const { event, after } = await db().transaction((tx) =>
        transitionAndHooks(tx, request, alongside, detailsWithin),
      );
      for (const then of after) then();
      return event;
    },
    events: (applicationId) => repo.eventsOf(db(), applicationId),
    eventsWithin: (tx, applicationId) => repo.eventsOf(tx, applicationId),
    async information(applicationId, events) {
      const requests = informationRequests(asLifecycleEvents(events ?? (await repo.eventsOf(db(), applicationId))));
      const ids = requests.flatMap((r) => r.items.flatMap((i) => i.answer?.documentIds ?? []));
      return { requests, files: await repo.documentsIn(db(), applicationId, ids) };
    },
    async clock(applicationId, now = new Date()) {
      return statutoryClock(asLifecycleEvents(await repo.eventsOf(db(), applicationId)), now);
    },
    awaitingInformation: () => repo.openInformationRequests(db()),
    beingProcessed: () => repo.applicationsBeingProcessed(db()),
    grantedWithoutCccApplication: () => repo.consentsWithoutCccApplication(db()),
  };
}

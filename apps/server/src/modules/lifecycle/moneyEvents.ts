import type {
  InspectionEventAction,
  InspectionEventDetails,
  LifecycleActor,
  MoneyEventAction,
  MoneyEventDetails,
} from '@consent/domain';
import type { Executor } from '../../db/client.js';
import { applicationEvents } from '../../db/schema.js';
import { lockStatus } from './repo.js';

/** An event that moves no status: recorded from and to the status the application is in. */
interface StatusKeepingEvent<Action, Details> {
  applicationId: number;
  userId: number | null;
  actor: LifecycleActor;
  action: Action;
  details: Details;
}

/**
 * Records the event with the application's row locked as a transition locks it, so the status written is the one
 * the application is in when this commits; false when the application is gone.
 */
async function recordKeepingStatus(
  tx: Executor,
  event: StatusKeepingEvent<MoneyEventAction | InspectionEventAction, MoneyEventDetails | InspectionEventDetails>,
): Promise<boolean> {
  const row = await lockStatus(tx, event.applicationId);
  if (!row) return false;
  await tx.insert(applicationEvents).values({
    applicationId: event.applicationId,
    userId: event.userId,
    actor: event.actor,
    action: event.action,
    fromStatus: row.status,
    toStatus: row.status,
    reason: null,
    details: event.details,
  });
  return true;
}

/**
 * Writes a money event on the application's timeline (issue 31 point 6; ADR 0065), in the caller's transaction:
 * a card payment received, a credit note issued. It moves no status; the machine's replay and the clock skip it
 * (`transitionsOnly`).
 */
export async function recordMoneyEvent(
  tx: Executor,
  event: StatusKeepingEvent<MoneyEventAction, MoneyEventDetails>,
): Promise<void> {
  await recordKeepingStatus(tx, event);
}

/**
 * Writes an inspection's result on the application's timeline (issue 32.4, ADR 0072), in the caller's transaction,
 * as a money event is written. Its action is one the council's report counts (migration 0077's trigger).
 */
export async function recordInspectionEvent(
  tx: Executor,
  event: StatusKeepingEvent<InspectionEventAction, InspectionEventDetails> & { userId: number },
): Promise<void> {
  if (!(await recordKeepingStatus(tx, event))) throw new Error(`application ${event.applicationId} is gone`);
}

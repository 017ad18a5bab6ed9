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

/**
 * Writes a money event on the application's timeline (issue 31 point 6; ADR 0065), in the caller's transaction:
 * a card payment received, a credit note issued. It moves no status, so it is recorded from and to the status the
 * application is in; the machine's replay and the clock skip it (`transitionsOnly`).
 */
export async function recordMoneyEvent(
  tx: Executor,
  event: {
    applicationId: number;
    userId: number | null;
    actor: LifecycleActor;
    action: MoneyEventAction;
    details: MoneyEventDetails;
  },
): Promise<void> {
  // Locked as a transition locks it, so the status written is the one the application is in when this commits.
  const row = await lockStatus(tx, event.applicationId);
  if (!row) return;
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
}

/**
 * Writes an inspection's result on the application's timeline (issue 32.4, ADR 0072), in the caller's transaction,
 * as a money event is written: from and to the status the application is in. Its action is one the council's
 * report counts (migration 0077's trigger).
 */
export async function recordInspectionEvent(
  tx: Executor,
  event: {
    applicationId: number;
    userId: number;
    actor: LifecycleActor;
    action: InspectionEventAction;
    details: InspectionEventDetails;
  },
): Promise<void> {
  const row = await lockStatus(tx, event.applicationId);
  if (!row) throw new Error(`application ${event.applicationId} is gone`);
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
}

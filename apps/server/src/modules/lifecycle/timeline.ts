import { timelineEventSchema, type TimelineEvent } from '@consent/domain';
import type { ApplicationEventRow } from './repo.js';

/**
 * An application's events as both sides show them (the council's application page and the applicant's). The
 * details column is JSON the machine wrote with its action's schema; reading it back through the contract's event
 * schema (its stored shape, without the input bounds) gives it that action's type again.
 */
export const timelineOf = (events: ApplicationEventRow[]): TimelineEvent[] =>
  events.map((e) =>
    timelineEventSchema.parse({
      at: e.createdAt.toISOString(),
      actor: e.actor,
      action: e.action,
      from: e.fromStatus,
      to: e.toStatus,
      reason: e.reason,
      details: e.details,
    }),
  );

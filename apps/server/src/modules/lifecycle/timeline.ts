import type { ApplicationEventRow } from './repo.js';

/** An application's events as both sides show them (the council's application page and the applicant's). */
export const timelineOf = (events: ApplicationEventRow[]) =>
  events.map((e) => ({
    at: e.createdAt.toISOString(),
    actor: e.actor,
    action: e.action,
    from: e.fromStatus,
    to: e.toStatus,
    reason: e.reason,
    details: e.details,
  }));

/**
 * How long a draft nobody touches is kept (issue 29.5): a warning mail after 6 months, deletion after 12, and never a
 * deletion without a warning sent after the draft's last change and at least 30 days before. Submitted applications
 * are council records (Public Records Act 2005) and are never deleted by this rule. The job queue (issue 32) runs it
 * daily over the drafts and sends the warning or deletes the draft with its documents.
 */
export const DRAFT_RETENTION = { warnAfterMonths: 6, deleteAfterMonths: 12, minNoticeDays: 30 } as const;

export type DraftRetentionStep = 'keep' | 'warn' | 'delete';

export interface DraftForRetention {
  status: string;
  /** When the draft was last changed by anyone. */
  lastChangedAt: Date;
  /** When the retention warning was last mailed, if ever. */
  warnedAt: Date | null;
}

/** `date` plus whole calendar months (UTC), the day clamped to the month's last: 31 Aug + 6 months is 28/29 Feb. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the retention run does with one application today. */
export function draftRetentionStep(draft: DraftForRetention, now: Date): DraftRetentionStep {
  if (draft.status !== 'draft') return 'keep';
  if (now < addMonths(draft.lastChangedAt, DRAFT_RETENTION.warnAfterMonths)) return 'keep';
  // A warning counts only if it was about this state of the draft: a change after it starts the clock again.
  const warned = draft.warnedAt !== null && draft.warnedAt >= draft.lastChangedAt ? draft.warnedAt : null;
  if (!warned) return 'warn';
  const due = now >= addMonths(draft.lastChangedAt, DRAFT_RETENTION.deleteAfterMonths);
  const noticed = now.getTime() - warned.getTime() >= DRAFT_RETENTION.minNoticeDays * DAY_MS;
  return due && noticed ? 'delete' : 'keep';
}

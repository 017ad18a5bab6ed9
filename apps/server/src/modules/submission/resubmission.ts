import { documentTypeById } from '@consent/domain';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { applicationEvents, documents } from '../../db/schema.js';

/** What a resubmission names (issue 30.5): what the council's return asked for, and what the record shows changed since. */
export interface Resubmission {
  /** What the council listed when it returned the application, item by item. */
  asked: { item: string; reason: string }[];
  /** The changes the record knows of since the return: each document uploaded since, by type and name. */
  changed: string[];
}

const NOTE_MAX = 2000;

/** The last return of the application and what has changed since, read in the resubmitting transaction. */
export async function resubmissionOf(tx: Executor, appId: number): Promise<Resubmission> {
  const [returned] = await tx
    .select({ at: applicationEvents.createdAt, details: applicationEvents.details })
    .from(applicationEvents)
    .where(and(eq(applicationEvents.applicationId, appId), eq(applicationEvents.action, 'returnAsIncomplete')))
    .orderBy(desc(applicationEvents.id))
    .limit(1);
  if (!returned) return { asked: [], changed: [] };
  const uploaded = await tx
    .select({ name: documents.originalName, type: documents.documentTypeId })
    .from(documents)
    .where(and(eq(documents.applicationId, appId), gt(documents.createdAt, returned.at)))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  return {
    asked: (returned.details as { items?: { item: string; reason: string }[] }).items ?? [],
    changed: uploaded.map((d) => `Uploaded ${d.name} (${documentTypeById(d.type)?.name ?? 'document'})`),
  };
}

/** The resubmit event's note: the timeline's and the export's one line of what changed since the return. */
export function resubmissionNote({ asked, changed }: Resubmission): string {
  const parts = [
    `Resubmitted after the return (${asked.map((a) => a.item).join(', ') || 'no items listed'}).`,
    changed.length ? `Since the return: ${changed.join('; ')}.` : 'No documents were uploaded since the return.',
  ];
  const note = parts.join(' ');
  return note.length > NOTE_MAX ? `${note.slice(0, NOTE_MAX - 1)}…` : note;
}

/** Whether the application's latest event is a resubmission (read in the completing transaction, after it). */
export async function isResubmission(tx: Executor, appId: number): Promise<boolean> {
  const [latest] = await tx
    .select({ action: applicationEvents.action })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, appId))
    .orderBy(desc(applicationEvents.id))
    .limit(1);
  return latest?.action === 'resubmit';
}

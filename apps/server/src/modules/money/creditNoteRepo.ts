import { asc, eq } from 'drizzle-orm';
import { defined } from '@consent/domain';
import type { Executor } from '../../db/client.js';
import { creditNotes } from '../../db/schema.js';
import { takeNext } from '../sequences/service.js';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** Writes a credit note numbered from the council's gapless 'credit-note' sequence, in the caller's transaction. */
export async function issueCreditNote(
  tx: Executor,
  note: Omit<typeof creditNotes.$inferInsert, 'number' | 'id' | 'issuedAt'> & { year: number },
): Promise<CreditNoteRow> {
  const number = await takeNext(tx, note.councilId, 'credit-note', note.year);
  const [row] = await tx
    .insert(creditNotes)
    .values({ ...note, number })
    .returning();
  return defined(row, 'the issued credit note');
}

export async function creditNotesOf(db: Executor, applicationId: number): Promise<CreditNoteRow[]> {
  return db.select().from(creditNotes).where(eq(creditNotes.applicationId, applicationId)).orderBy(asc(creditNotes.id));
}

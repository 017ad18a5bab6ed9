import { formatNumber, numberFormatOf, nzToday } from '@consent/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { applications } from '../../db/schema.js';
import type { ApplicationRow } from '../applications/access.js';
import { takeNext } from '../sequences/service.js';
import { councilConfigOf } from './repo.js';

/**
 * The reference a person quotes (issue 30.1, ADR 0048): given in the transaction that submits the application, from
 * its council's format and the council's application sequence for the year (New Zealand time). An application
 * returned and submitted again keeps the reference it was given the first time.
 */
export async function giveReference(tx: Executor, row: ApplicationRow, now = new Date()): Promise<ApplicationRow> {
  if (row.reference) return row;
  const year = Number(nzToday(now).slice(0, 4));
  const number = await takeNext(tx, row.councilId, 'application', year);
  const reference = formatNumber(numberFormatOf(await councilConfigOf(tx, row.councilId), 'application'), year, number);
  const [given] = await tx.update(applications).set({ reference }).where(eq(applications.id, row.id)).returning();
  if (!given) throw new Error(`application ${row.id} vanished while it was submitted`);
  return given;
}

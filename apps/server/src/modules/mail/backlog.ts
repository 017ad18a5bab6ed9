import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export interface MailBacklog {
  /** Mails queued and not yet accepted by the SMTP server. */
  undelivered: number;
  /** How long the oldest of them has waited, in seconds (0 when there is none). */
  oldestAgeSeconds: number;
  /** Of them, how many the SMTP server has refused at least once. */
  retrying: number;
}

/** The outbox's backlog, for the operator's metrics (issue 29.3): the partial index on unsent mail answers it. */
export async function mailBacklog(db: Db): Promise<MailBacklog> {
  const result: unknown = await db.execute(sql`
    SELECT count(*) AS undelivered,
           extract(epoch FROM now() - min(created_at)) AS oldest,
           count(*) FILTER (WHERE attempts > 0) AS retrying
      FROM mail_outbox WHERE sent_at IS NULL`);
  // Both drivers answer { rows } here; the counts come back as text from pg and as numbers from PGlite.
  const row = (result as { rows: { undelivered: unknown; oldest: unknown; retrying: unknown }[] }).rows[0];
  return {
    undelivered: Number(row?.undelivered ?? 0),
    oldestAgeSeconds: Number(row?.oldest ?? 0),
    retrying: Number(row?.retrying ?? 0),
  };
}

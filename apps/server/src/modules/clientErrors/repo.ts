import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clientErrors } from '../../db/schema.js';
import { rows } from '../../integrations/local/sql.js';

interface NewClientError {
  userId: number | null;
  ip: string;
  path: string;
  message: string;
  stack: string | null;
}

/**
 * Stores the report unless this IP already sent `perMinute` in the last minute; one statement, so several
 * server processes share the count. Returns whether it was stored.
 */
export async function insertUnlessOverLimit(db: Db, report: NewClientError, perMinute: number): Promise<boolean> {
  const stored = await rows(
    db,
    sql`
    insert into ${clientErrors} (user_id, ip, path, message, stack)
    select ${report.userId}::integer, ${report.ip}::text, ${report.path}::text, ${report.message}::text, ${report.stack}::text
    where (select count(*) from ${clientErrors}
           where ip = ${report.ip}::text and reported_at > now() - interval '1 minute') < ${perMinute}
    returning id`,
  );
  return stored.length > 0;
}

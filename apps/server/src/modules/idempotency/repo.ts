import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import type { KeyClaim } from './claim.js';
import { idempotentRequests } from '../../db/schema.js';

/** How long a key and its answer are kept: a retry comes within seconds or minutes; a day covers a phone asleep overnight. */
export const KEPT_FOR = '24 hours';

export interface EarlierRequest {
  method: string;
  path: string;
  statusCode: number | null;
  body: string | null;
  headers: Record<string, string> | null;
}

/**
 * The claim of a user's key as an INSERT that returns a row only when this request claimed it: a new key, or one older
 * than a day claimed afresh. Also a CTE of a write's own statement (a page's save, ADR 0090), so the key is claimed
 * and the write made in one statement, or neither.
 */
export function claimInsert({ userId, key, method, path }: { [K in keyof KeyClaim]: KeyClaim[K] | Placeholder }): SQL {
  return sql`INSERT INTO idempotent_requests (user_id, key, method, path)
      VALUES (${userId}::integer, ${key}::text, ${method}::text, ${path}::text)
      ON CONFLICT (user_id, key) DO UPDATE
        SET method = excluded.method, path = excluded.path, status_code = null, body = null, headers = null,
            created_at = now()
        WHERE idempotent_requests.created_at < now() - ${KEPT_FOR}::interval
      RETURNING true AS claimed`;
}

/**
 * Claims a user's key for this request, or answers the request that claimed it first: in one statement. A key older
 * than a day is claimed afresh. `claimed` true: go on and run the request; false: answer with the earlier request.
 */
export async function claim(
  db: Db,
  userId: number,
  key: string,
  method: string,
  path: string,
): Promise<{ claimed: true } | ({ claimed: false } & EarlierRequest)> {
  const result: unknown = await db.execute(sql`
    WITH claimed AS (${claimInsert({ userId, key, method, path })})
    SELECT true AS claimed, null AS method, null AS path, null::integer AS status_code, null AS body, null::jsonb AS headers
      FROM claimed
    UNION ALL
    SELECT false, method, path, status_code, body, headers FROM idempotent_requests
      WHERE user_id = ${userId} AND key = ${key} AND NOT EXISTS (SELECT 1 FROM claimed)`);
  const row = (result as { rows: unknown[] }).rows[0] as
    | {
        claimed: boolean;
        method: string;
        path: string;
        status_code: number | null;
        body: string | null;
        headers: Record<string, string> | null;
      }
    | undefined;
  if (row?.claimed) return { claimed: true };
  // A request with the same key committed after this statement began: not visible to it yet, so still under way.
  if (!row) return { claimed: false, method, path, statusCode: null, body: null, headers: null };
  return {
    claimed: false,
    method: row.method,
    path: row.path,
    statusCode: row.status_code,
    body: row.body,
    headers: row.headers,
  };
}

/**
 * The claimed request's answer, kept for a retry with the same key: a prepared statement, as every page save as the
 * web client makes it runs it (ADR 0090).
 */
export async function record(
  db: Db,
  userId: number,
  key: string,
  answer: { statusCode: number; body: string; headers: Record<string, string> },
): Promise<void> {
  const statement = prepared(db, 'idempotency_record', (d) =>
    d
      .update(idempotentRequests)
      .set({
        statusCode: sql`${sql.placeholder('statusCode')}::integer`,
        body: sql`${sql.placeholder('body')}::text`,
        headers: sql`${sql.placeholder('headers')}::jsonb`,
      })
      .where(
        and(
          eq(idempotentRequests.userId, sql.placeholder('userId')),
          eq(idempotentRequests.key, sql.placeholder('key')),
        ),
      )
      .prepare('idempotency_record'),
  );
  const { statusCode, body, headers } = answer;
  await statement.execute({ userId, key, statusCode, body, headers: JSON.stringify(headers) });
}

/** A request that failed on our side (5xx) lets its key go, so a retry runs it again. */
export async function release(db: Db, userId: number, key: string): Promise<void> {
  await db
    .delete(idempotentRequests)
    .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
}

/** Keys older than a day, for the clean-up job. */
export async function deleteExpired(db: Db): Promise<number> {
  const rows = await db
    .delete(idempotentRequests)
    .where(sql`${idempotentRequests.createdAt} < now() - ${KEPT_FOR}::interval`)
    .returning({ key: idempotentRequests.key });
  return rows.length;
}

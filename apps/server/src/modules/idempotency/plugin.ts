import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  FORM_VERSION_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  error,
  idempotencyKeySchema,
  nothingLostMessages,
} from '@consent/domain';
import type { Db } from '../../db/client.js';
import type { Jobs } from '../jobs/service.js';
import { claim, deleteExpired, record, release } from './repo.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed: its answer is kept for a retry. */
    idempotencyKey: string | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The answer's headers a retry needs as the first request had them. */
const KEPT_HEADERS = [FORM_VERSION_HEADER];

/**
 * A signed-in write carrying `Idempotency-Key` runs once per user and key (ADR 0069, issue 33.4): the first request
 * claims the key, its answer (status, body, the form's version) is kept a day, and a retry with the same key gets
 * that answer without running again. A retry while the first is still running: 409; the key reused for another
 * method or path: 422 (draft-ietf-httpapi-idempotency-key-header, section 2.7). A 5xx keeps nothing: the retry runs.
 * Registered before compression, so the answer kept is the JSON text itself.
 */
export function registerIdempotency(app: FastifyInstance, db: () => Db): void {
  app.decorateRequest('idempotencyKey', null);
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (key === undefined || SAFE_METHODS.has(request.method) || !request.user) return;
    if (typeof key !== 'string' || !idempotencyKeySchema.safeParse(key).success)
      return reply.status(400).send(error('Idempotency-Key must be 16 to 64 letters, digits, "-" or "_".'));
    const earlier = await claim(db(), request.user.id, key, request.method, request.url);
    if (earlier.claimed) {
      request.idempotencyKey = key;
      return;
    }
    if (earlier.method !== request.method || earlier.path !== request.url)
      return reply.status(422).send(error(nothingLostMessages.idempotencyReused));
    if (earlier.statusCode === null || earlier.body === null)
      return reply.status(409).send(error(nothingLostMessages.idempotencyInProgress));
    return reply
      .status(earlier.statusCode)
      .headers({ ...earlier.headers, 'idempotent-replayed': 'true', 'content-type': 'application/json; charset=utf-8' })
      .send(earlier.body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (!key || !request.user) return payload;
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await release(db(), request.user.id, key);
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    await record(db(), request.user.id, key, { statusCode: reply.statusCode, body: payload, headers });
    return payload;
  });
}

export const IDEMPOTENCY_CLEANUP_JOB = 'idempotency-cleanup';

/** Keys older than a day are deleted by a repeating job, one process at a time. */
export function scheduleIdempotencyCleanup(jobs: Jobs, db: () => Db, intervalMs: number, log: FastifyBaseLogger) {
  return jobs.repeat(IDEMPOTENCY_CLEANUP_JOB, intervalMs, async () => {
    const deleted = await deleteExpired(db());
    if (deleted) log.info({ deleted }, 'expired idempotency keys deleted');
  });
}

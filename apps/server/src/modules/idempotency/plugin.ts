import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FORM_VERSION_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  error,
  idempotencyKeySchema,
  nothingLostMessages,
} from '@consent/domain';
import type { Db } from '../../db/client.js';
import type { Jobs } from '../jobs/service.js';
import type { DeferredClaim } from './claim.js';
import { claim, deleteExpired, record, release } from './repo.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed: its answer is kept for a retry. */
    idempotencyKey: string | null;
  }
  interface FastifyContextConfig {
    /**
     * The route's handler claims the request's Idempotency-Key itself, in its write's own statement when it can
     * (`deferredClaim`, `claimNow`; ADR 0090), rather than before the handler in a statement of its own.
     */
    claimsIdempotencyKey?: boolean;
  }
}

/** The keys of requests whose handler claims them, with the claim to make and the database to make it on. */
const deferred = new WeakMap<FastifyRequest, { claim: DeferredClaim; db: () => Db }>();

/**
 * The claim of this request's Idempotency-Key its handler is to make, on a route that claims its key itself; undefined
 * without a key, or once claimed. A handler that writes must claim the key in the write's statement or with
 * `claimNow` before it writes, and any answer it makes without claiming must go through `claimNow` first.
 */
export function deferredClaim(request: FastifyRequest): DeferredClaim | undefined {
  return request.idempotencyKey === null ? deferred.get(request)?.claim : undefined;
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
    if (request.routeOptions.config.claimsIdempotencyKey) {
      const { user, method, url } = request;
      const claimed = () => void (request.idempotencyKey = key);
      return void deferred.set(request, { claim: { userId: user.id, key, method, path: url, claimed }, db });
    }
    // Answered with the earlier request's answer: the reply is sent, and the route's handler does not run.
    if (!(await claimOrAnswer(db(), request, reply, key))) return reply;
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

/**
 * Claims the request's key (`request.idempotencyKey` then names it), or answers the request that claimed it first:
 * its answer, 409 while it runs, 422 when it was another method or path. True when claimed: go on.
 */
async function claimOrAnswer(db: Db, request: FastifyRequest, reply: FastifyReply, key: string): Promise<boolean> {
  if (!request.user) throw new Error('a key is claimed for a signed-in user');
  const earlier = await claim(db, request.user.id, key, request.method, request.url);
  if (earlier.claimed) {
    request.idempotencyKey = key;
    return true;
  }
  if (earlier.method !== request.method || earlier.path !== request.url)
    void reply.status(422).send(error(nothingLostMessages.idempotencyReused));
  else if (earlier.statusCode === null || earlier.body === null)
    void reply.status(409).send(error(nothingLostMessages.idempotencyInProgress));
  else
    void reply
      .status(earlier.statusCode)
      .headers({ ...earlier.headers, 'idempotent-replayed': 'true', 'content-type': 'application/json; charset=utf-8' })
      .send(earlier.body);
  return false;
}

/**
 * On a route that claims its key itself: claims the request's deferred key now, as every other write's key is claimed
 * before its handler. True when claimed, or when there is no key to claim: go on. False when another request had
 * claimed it: its answer has been sent, and the handler answers nothing more (it returns the reply).
 */
export async function claimNow(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const pending = request.idempotencyKey === null ? deferred.get(request) : undefined;
  if (!pending) return true;
  return claimOrAnswer(pending.db(), request, reply, pending.claim.key);
}

export const IDEMPOTENCY_CLEANUP_JOB = 'idempotency-cleanup';

/** Keys older than a day are deleted by a repeating job, one process at a time. */
export function scheduleIdempotencyCleanup(jobs: Jobs, db: () => Db, intervalMs: number, log: FastifyBaseLogger) {
  return jobs.repeat(IDEMPOTENCY_CLEANUP_JOB, intervalMs, async () => {
    const deleted = await deleteExpired(db());
    if (deleted) log.info({ deleted }, 'expired idempotency keys deleted');
  });
}

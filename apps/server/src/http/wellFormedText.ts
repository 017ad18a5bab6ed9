import type { FastifyInstance } from 'fastify';
import { invalid, productMessages } from '@consent/domain';

/** With the u flag a surrogate pair is one code point, so this matches only a lone (unpaired) surrogate. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** A string PostgreSQL cannot keep as text: one holding NUL, or a lone UTF-16 surrogate (not valid Unicode). */
function isStorable(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** The path (e.g. `body.data.name`) of the first string, key or value, that cannot be stored; null when all can. */
function firstUnstorable(value: unknown, path: string): string | null {
  if (typeof value === 'string') return isStorable(value) ? null : path;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`;
    if (!isStorable(key)) return path;
    const found = firstUnstorable(inner, innerPath);
    if (found) return found;
  }
  return null;
}

/**
 * One check at the edge for every route (R1, R2): text that PostgreSQL would refuse (NUL, lone surrogates)
 * is answered 400 naming the field, before any schema, service or SQL sees it. Multipart file names are
 * cleaned where the upload is read (cleanFileName).
 */
export function registerWellFormedText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const field =
      firstUnstorable(request.params, 'params') ??
      firstUnstorable(request.query, 'query') ??
      firstUnstorable(request.body, 'body');
    if (field) return reply.status(400).send(invalid([productMessages.textNotWellFormed(field)]));
  });
}

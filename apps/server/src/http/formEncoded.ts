import type { FastifyInstance } from 'fastify';

/**
 * Spec point 7: "posts send a JSON body except the text post, which is form-encoded". Fastify parses JSON
 * only, so the route that takes the text post registers this parser in its own scope; every other post stays
 * JSON-only. A field given twice keeps its last value, as a form post's server would read it.
 */
export function acceptFormEncoded(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

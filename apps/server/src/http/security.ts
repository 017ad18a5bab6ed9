import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/** Two years, the preload list's minimum: browsers then refuse plain http to this host. */
const HSTS = 'max-age=63072000; includeSubDomains';

/** The browser features this site never uses, turned off for it and anything it might frame. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/**
 * Security headers; the CSP allows only our own scripts, so the SPA must never need inline script. helmet's
 * middleware is built once and run on every request: @fastify/helmet built it again per request (parsing the CSP
 * directives each time, 2.6% of a page save's server time, issue 14.2) for per-route options we do not use.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent per request below: only a response that went over TLS may pin the host to https.
    hsts: false,
  });
  // On the raw response, as @fastify/helmet did, so a route's own header of the same name still wins.
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (err?: unknown) => {
      done(err instanceof Error ? err : undefined);
    });
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // request.protocol believes X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY), so a client cannot fake it.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // A signed-in answer is the applicant's own data: no shared or browser cache keeps it (back button, shared computers).
    if (
      request.user &&
      !reply.hasHeader('cache-control') &&
      /^application\/json/.test(String(reply.getHeader('content-type') ?? ''))
    ) {
      reply.header('cache-control', 'no-store');
    }
  });
}

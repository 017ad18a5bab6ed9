import helmet from '@fastify/helmet';
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

/** Security headers; the CSP allows only our own scripts, so the SPA must never need inline script. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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

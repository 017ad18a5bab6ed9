import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
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

/** A script or stylesheet of the build, directly under `/assets/` (no other path: never a document). ADR 0080. */
const isBuiltAsset = (url: string) => /^\/assets\/[\w.-]+\.(?:js|css)(?:\?|$)/.test(url);

/**
 * What a script or stylesheet is sent of the security headers: those a subresource obeys. The rest (CSP, framing,
 * COOP, Origin-Agent-Cluster, Permissions-Policy, and helmet's legacy ones) govern a document, and each script
 * would carry about 700 bytes of them: over HTTP/1.1 a wizard page fetches about 20 scripts (issue 33.1).
 */
const ASSET_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
} as const;

/** What @fastify/static adds to every file for revalidation and ranges, needless on an immutable hashed asset. */
const ASSET_VALIDATORS = ['etag', 'last-modified', 'accept-ranges'] as const;

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** The headers a middleware sets on any response, run once on a stand-in; it must set them at once, without I/O. */
export function fixedHeaders(middleware: Middleware): [string, string | string[]][] {
  const headers = new Map<string, string | string[]>();
  const state = { done: false };
  const res = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers.set(name.toLowerCase(), typeof value === 'number' ? String(value) : (value as string | string[]));
      return res;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  middleware(new IncomingMessage(new Socket()), res as unknown as ServerResponse, (err) => {
    if (err) throw err instanceof Error ? err : new Error('the security headers middleware failed');
    state.done = true;
  });
  if (!state.done) throw new Error('the security headers middleware did not finish at once');
  return [...headers];
}

/**
 * Security headers; the CSP allows only our own scripts, so the SPA must never need inline script. helmet's
 * middleware is built once, and its headers collected once: @fastify/helmet built it again per request (parsing the
 * CSP directives each time, 2.6% of a page save's server time, issue 14.2) for per-route options we do not use.
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
  // None of helmet's headers depends on the request (the CSP has no nonce): they are collected once and set on
  // every response, without running its twelve middlewares per request (ADR 0082). A built script or stylesheet gets
  // only those a subresource obeys (ADR 0080). On the raw response, as @fastify/helmet did, so a route's own header
  // of the same name still wins.
  const headers = fixedHeaders(securityHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    const fixed = isBuiltAsset(request.url) ? Object.entries(ASSET_HEADERS) : headers;
    for (const [name, value] of fixed) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    if (isBuiltAsset(request.url)) {
      // Its name changes with its content and it is cached as immutable: no browser asks again, so nothing needs a
      // validator or a range (about 110 bytes a script).
      for (const name of ASSET_VALIDATORS) reply.removeHeader(name);
    } else {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    }
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

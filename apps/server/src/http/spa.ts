import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { error, productMessages, signedInUserScript } from '@consent/domain';
import { encodedPage } from './pageEncoding.js';
import { routeCodeOf, type PageCode } from './routeCode.js';

/** Paths that belong to the API: an unknown one answers JSON 404, never the SPA's HTML. */
const API_PREFIXES = [
  '/api/',
  '/access/',
  '/obca/',
  '/ajax/',
  '/a2/',
  '/healthz',
  '/helix/fastTrackApplication/save/',
  '/helix/floodAffectedBuildings/save/',
];

/** The URL's path, without its query string (split always returns at least one part). */
function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? url;
}

/** The URL's query string, without the `?` (empty when it has none). */
function searchOf(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
}

export function isApiPath(url: string): boolean {
  const pathname = pathOf(url);
  return API_PREFIXES.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix));
}

/**
 * Hashed assets never change under their name: a year, never revalidated. Anything else (index.html, which names
 * the current assets; the favicon) is revalidated on every use, so a release is seen at once.
 */
export function cacheControlOf(filePath: string): string {
  return filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * index.html with who is signed in written in as a JSON data block, first in the body (ADR 0081), the page's own
 * code named at the end of the head, after the first code (ADR 0092), and the calls its screen makes first after who
 * is signed in (ADR 0096).
 */
export function withSignedInUser(html: string, me: unknown, code: PageCode = { links: '', calls: '' }): string {
  return html
    .replace('</head>', `${code.links}</head>`)
    .replace(/<body[^>]*>/, (body) => `${body}${signedInUserScript(me)}${code.calls}`);
}

/**
 * Serves the built SPA: its files, and its index.html for every client route (the spec's deep links
 * included). Everything else unknown answers a JSON 404. Given `signedInAs`, every page carries who is signed in
 * (ADR 0081), or that no one is (ADR 0092: the sign-in page then asks `/api/auth/me` nothing); such a page says
 * something about the session it was asked with and is kept by no cache (`no-store`, as the signed-in JSON answers
 * are), so neither the back button nor a shared cache shows it after a sign-in or a sign-out. A page whose lookup
 * failed is the built file, revalidated on every use, and the web app asks `/api/auth/me` itself. A page written per
 * request goes compressed as the request accepts (ADR 0096); the built file has its compressed copies beside it.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  signedInAs?: (request: FastifyRequest) => Promise<unknown>,
): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  // Read once: a running server's build does not change under it, and every signed-in page load writes into it.
  const indexHtml = hasBuild ? fs.readFileSync(indexFile, 'utf8') : '';
  const pageCode = routeCodeOf(webDist);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes a brotli and a gzip copy beside each text file; the one the request accepts is sent as it
      // is, with its Content-Encoding and `Vary: accept-encoding` (ADR 0058).
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header('cache-control', cacheControlOf(filePath));
      },
    });
  } else {
    app.log.warn({ webDist }, 'the web app is not built; run `npm run build`');
  }

  /** Who the page is for (null: no one); undefined when not known, which leaves the page to ask `/api/auth/me`. */
  async function signedInUserOf(request: FastifyRequest): Promise<unknown> {
    if (!signedInAs) return undefined;
    try {
      return (await signedInAs(request)) ?? null;
    } catch (err) {
      request.log.error({ err }, 'who is signed in could not be read for the page');
      return undefined;
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = pathOf(request.url);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname) && !path.extname(pathname);
    if (isPage && hasBuild) {
      const me = await signedInUserOf(request);
      if (me === undefined) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      const page = encodedPage(
        withSignedInUser(indexHtml, me, pageCode(pathname, searchOf(request.url), me !== null)),
        request.headers['accept-encoding'],
      );
      if (page.encoding) reply.header('content-encoding', page.encoding);
      return reply
        .header('cache-control', 'private, no-store')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8')
        .send(page.body);
    }
    return reply.status(404).send(error(productMessages.notFound));
  });
}

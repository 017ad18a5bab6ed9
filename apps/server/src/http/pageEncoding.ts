import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

/** The encodings a page written per request may go in, the preferred first (as `@fastify/compress`'s in app.ts). */
const PAGE_ENCODINGS = ['br', 'gzip'] as const;
type PageEncoding = (typeof PAGE_ENCODINGS)[number];

/**
 * Brotli at `@fastify/compress`'s own quality for answers made per request (4): a 3 KB page in a fraction of a
 * millisecond, within a few per cent of the best quality's size (which takes milliseconds).
 */
const BROTLI_QUALITY = 4;

/**
 * A page written per request (index.html with who is signed in and its screen's code, spa.ts), compressed in the
 * encoding `acceptEncoding` prefers of brotli and gzip, or as it is when it accepts neither. The not-found handler
 * that serves these pages is no route, so `@fastify/compress`'s hook never sees them (ADR 0096).
 */
export function encodedPage(
  html: string,
  acceptEncoding: string | undefined,
): { body: Buffer | string; encoding?: PageEncoding } {
  const encoding = acceptEncoding ? negotiate<PageEncoding>(acceptEncoding, [...PAGE_ENCODINGS]) : null;
  if (encoding === 'br') {
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
    };
    return { body: brotliCompressSync(html, { params }), encoding };
  }
  if (encoding === 'gzip') return { body: gzipSync(html), encoding };
  return { body: html };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBareTestApp } from '../support/app.js';

const SCRIPT = `console.log(${JSON.stringify('the app '.repeat(400))});`;
const HTML = `<!doctype html><html><body><div id="root">${'shell '.repeat(300)}</div></body></html>`;

/** A build as the web app's precompress step leaves it: each text file with its .br and .gz beside it. */
function builtWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'consent-web-compressed-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, text: string) => {
    fs.writeFileSync(path.join(dir, name), text);
    fs.writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    fs.writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  };
  write('index.html', HTML);
  write('assets/main-abc123.js', SCRIPT);
  return dir;
}

let app: FastifyInstance;
let webDist: string;
beforeAll(async () => {
  webDist = builtWebDist();
  app = await createBareTestApp({ webDist });
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed answers', () => {
  it('sends a hashed asset as its brotli file when brotli is accepted, cached for a year', async () => {
    const response = await get('/assets/main-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(fs.readFileSync(path.join(webDist, 'assets/main-abc123.js.br')))).toBe(true);
  });

  it('sends the gzip file when only gzip is accepted', async () => {
    const response = await get('/assets/main-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.rawPayload.equals(fs.readFileSync(path.join(webDist, 'assets/main-abc123.js.gz')))).toBe(true);
  });

  it('sends the file itself, saying it varies by encoding, when no encoding is accepted', async () => {
    const response = await get('/assets/main-abc123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.body).toBe(SCRIPT);
  });

  it('sends index.html for a page as written for its session, and never from a cache', async () => {
    const response = await get('/helix/newapp/1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain(HTML.slice(-200));
  });

  it('compresses the page written per request as the request accepts, and the same page comes out', async () => {
    const plain = await get('/helix/newapp/1');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const brotli = await get('/helix/newapp/1', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['content-type']).toMatch(/^text\/html/);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/helix/newapp/1', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('asks index.html to be revalidated when it is named', async () => {
    const response = await get('/index.html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(HTML);
  });

  it('compresses a JSON answer above 1400 bytes (the API description), and the same JSON comes out', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1400);
    const compressed = await get('/api/docs/json', 'br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('leaves a small JSON answer as it is', async () => {
    const response = await get('/healthz', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body)).toMatchObject({ status: 'ok' });
  });
});

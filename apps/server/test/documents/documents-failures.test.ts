import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productMessages, documentsContract } from '@consent/domain';
import { eq } from 'drizzle-orm';
import { applications } from '../../src/db/schema.js';
import { createLocalStorage } from '../../src/storage/local.js';
import type { FileStorage } from '../../src/storage/index.js';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { SMALL_PDF, multipartFile, uploadDocument } from '../support/documents.js';
import { answerOf, refusalOf } from '../support/answer.js';

/** Local storage with faults on demand: a failure while storing, or a completion racing the upload. */
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'consent-failures-'));
const local = createLocalStorage(filesDir);
let fault: 'none' | 'storage fails' | 'completed meanwhile' = 'none';
let app: FastifyInstance;
const storage: FileStorage = {
  kind: 'local',
  async put(key, body, contentType) {
    if (fault === 'storage fails') {
      body.once('data', () => body.destroy(new Error('disk full')));
    }
    await local.put(key, body, contentType);
    if (fault === 'completed meanwhile') {
      const { db } = await app.databaseReady;
      await db.update(applications).set({ completed: true });
    }
  },
  get: (key) => local.get(key),
  delete: (key) => local.delete(key),
};

beforeAll(async () => {
  app = await createTestApp({}, { storage });
});
afterAll(() => app.close());

async function newApplication() {
  const client = await registerUser(app, 'failures');
  const appId = await createApplication(client);
  return { client, appId };
}
const documentsOf = async (client: Client, appId: number) =>
  answerOf(await client.get(`/obca/attachment/${appId}`), documentsContract.list).documents;

describe('a failed upload leaves no orphan record or file', () => {
  it('storage failing part-way: 500, no record, no partial file', async () => {
    const { client, appId } = await newApplication();
    fault = 'storage fails';
    const response = await uploadDocument(client, appId, 1, 'a.pdf', Buffer.concat([SMALL_PDF, Buffer.alloc(200_000)]));
    fault = 'none';
    expect(response.statusCode).toBe(500);
    expect(refusalOf(response).message).toBe(productMessages.serverError);
    expect(await documentsOf(client, appId)).toEqual([]);
    expect(fs.readdirSync(filesDir)).toEqual([]);
  });

  it('the application completed while the file streamed in: 409, and the stored file is removed', async () => {
    const { client, appId } = await newApplication();
    fault = 'completed meanwhile';
    const response = await uploadDocument(client, appId, 1, 'a.pdf', SMALL_PDF);
    fault = 'none';
    expect(response.statusCode).toBe(409);
    expect(refusalOf(response).message).toBe(productMessages.applicationCompleted);
    expect(await documentsOf(client, appId)).toEqual([]);
    expect(fs.readdirSync(filesDir)).toEqual([]);
    const { db } = await app.databaseReady;
    await db.update(applications).set({ completed: false }).where(eq(applications.id, appId));
  });

  it('the browser cancelling part-way: no record, no partial file', async () => {
    const { client, appId } = await newApplication();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const { payload, headers } = multipartFile('a.pdf', Buffer.concat([SMALL_PDF, Buffer.alloc(2_000_000)]));
    await new Promise<void>((resolve) => {
      const request = http.request({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: `/api/applications/${appId}/documents?documentTypeId=1`,
        headers: {
          ...headers,
          cookie: client.cookie,
          origin: `http://127.0.0.1:${port}`,
          'content-length': payload.length,
        },
      });
      request.on('error', () => {
        resolve();
      });
      request.write(payload.subarray(0, 300_000), () => setTimeout(() => request.destroy(), 100));
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(await documentsOf(client, appId)).toEqual([]);
    expect(fs.readdirSync(filesDir)).toEqual([]);
    expect((await uploadDocument(client, appId, 1, 'a.pdf', SMALL_PDF)).statusCode).toBe(201);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentMessages, documentsContract } from '@consent/domain';
import { createLocalStorage } from '../../src/storage/local.js';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { SMALL_PDF, multipartFile, uploadDocument } from '../support/documents.js';
import { answerOf, refusalOf } from '../support/answer.js';

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'consent-hardening-uploads-'));
let app: FastifyInstance;
let client: Client;
beforeAll(async () => {
  app = await createTestApp({}, { storage: createLocalStorage(filesDir) });
});

/** A new applicant's application (one applicant has one application of a kind). */
async function newApplication(): Promise<number> {
  client = await registerUser(app, 'uploads');
  return createApplication(client);
}
afterAll(() => app.close());

const BOUNDARY = '----hardening-boundary';
const multipart = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const filePart = (name: string, content: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    content,
    Buffer.from('\r\n'),
  ]);
const fieldPart = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const end = Buffer.from(`--${BOUNDARY}--\r\n`);

const documentsOf = async (appId: number) =>
  answerOf(await client.get(`/obca/attachment/${appId}`), documentsContract.list).documents;
const upload = (appId: number, payload: Buffer) =>
  client.request({
    method: 'POST',
    url: `/api/applications/${appId}/documents?documentTypeId=1`,
    payload,
    headers: multipart,
  });

describe('U1: a multipart body cut off mid-file', () => {
  it('answers 400 and leaves no record and no stored file', async () => {
    const appId = await newApplication();
    const filesBefore = fs.readdirSync(filesDir);
    const whole = multipartFile('plans.pdf', Buffer.concat([SMALL_PDF, Buffer.alloc(100_000, 7)])).payload;
    const response = await upload(appId, whole.subarray(0, 60_000));
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response).message).toBe(documentMessages.uploadIncomplete);
    expect(await documentsOf(appId)).toEqual([]);
    expect(fs.readdirSync(filesDir)).toEqual(filesBefore);
  });
});

describe('U3: parts besides the one file', () => {
  it('refuses a second file part with a clear 400 and keeps neither file', async () => {
    const appId = await newApplication();
    const filesBefore = fs.readdirSync(filesDir);
    const response = await upload(
      appId,
      Buffer.concat([filePart('a.pdf', SMALL_PDF), filePart('b.pdf', SMALL_PDF), end]),
    );
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response).message).toBe(documentMessages.oneFileAtATime);
    expect(await documentsOf(appId)).toEqual([]);
    expect(fs.readdirSync(filesDir)).toEqual(filesBefore);
  });

  it.each([
    ['before', (file: Buffer) => Buffer.concat([fieldPart('note', 'site plan'), file, end])],
    ['after', (file: Buffer) => Buffer.concat([file, fieldPart('note', 'site plan'), end])],
  ])('accepts a field part %s the file', async (_where, body) => {
    const appId = await newApplication();
    const response = await upload(appId, body(filePart('plans.pdf', SMALL_PDF)));
    expect(response.statusCode, response.body).toBe(201);
    expect(await documentsOf(appId)).toHaveLength(1);
  });
});

describe('U2: how a stored file is served', () => {
  it("serves it under the checked type's extension with a safe Content-Disposition, nosniff and a sandboxing CSP", async () => {
    const appId = await newApplication();
    const uploaded = await uploadDocument(client, appId, 1, 'poly.html', SMALL_PDF);
    expect(uploaded.statusCode).toBe(201);
    const { id } = answerOf(uploaded, documentsContract.upload).document;
    const response = await client.get(`/api/applications/${appId}/documents/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="poly.html.pdf"; filename*=UTF-8''poly.html.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('keeps a name that already ends in the right extension as it is', async () => {
    const appId = await newApplication();
    const { id } = answerOf(
      await uploadDocument(client, appId, 1, 'Site plan.PDF', SMALL_PDF),
      documentsContract.upload,
    ).document;
    const response = await client.get(`/api/applications/${appId}/documents/${id}`);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Site plan.PDF"; filename*=UTF-8''Site%20plan.PDF`,
    );
  });
});

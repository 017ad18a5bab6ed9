import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED_TYPE_NAMES, documentMessages, productMessages, documentsContract, defined } from '@consent/domain';
import { attachmentDisposition } from '../../src/modules/documents/disposition.js';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { EXE_BYTES, PNG_BYTES, SMALL_PDF, multipartFile, uploadDocument } from '../support/documents.js';
import { DECLARATION, answerWizardForms, completeApplication } from '../support/wizard.js';
import { answerOf, refusalOf, detailsOf } from '../support/answer.js';

const MAX = 64 * 1024;
let app: FastifyInstance;
let filesDir: string;

beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'consent-documents-'));
  app = await createTestApp({ storage: { kind: 'local', dir: filesDir }, uploadMaxBytes: MAX });
});
afterAll(() => app.close());

async function newApplication(data: Record<string, unknown> = {}) {
  const client = await registerUser(app, 'documents');
  const appId = await createApplication(client, { type: 2, param: 'standard', role: 'owner', councilId: 1, ...data });
  return { client, appId };
}

const list = async (client: Client, appId: number) =>
  answerOf(await client.get(`/obca/attachment/${appId}`), documentsContract.list);
const storedFiles = () => fs.readdirSync(filesDir);
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('uploads: POST /api/applications/{appId}/documents', () => {
  it('stores a PDF under a generated name, lists it and answers what is still missing', async () => {
    const { client, appId } = await newApplication();
    const before = await list(client, appId);
    expect(before.documents).toEqual([]);
    expect(before.missing.map((t: { name: string }) => t.name)).toEqual([
      'Plans and drawings',
      'Specifications',
      'Record of title',
    ]);
    expect(before.maxFileBytes).toBe(MAX);

    const response = await uploadDocument(client, appId, 1, 'Site plan.pdf', SMALL_PDF);
    expect(response.statusCode).toBe(201);
    const { document } = answerOf(response, documentsContract.upload);
    expect(document).toMatchObject({
      documentTypeId: 1,
      documentTypeName: 'Plans and drawings',
      originalName: 'Site plan.pdf',
      contentType: 'application/pdf',
      size: SMALL_PDF.length,
      sha256: sha256(SMALL_PDF),
    });
    const after = await list(client, appId);
    expect(after.documents).toEqual([document]);
    expect(after.missing.map((t: { id: number }) => t.id)).toEqual([2, 4]);
    expect(storedFiles().some((f) => f.includes('Site plan'))).toBe(false);
  });

  it('records the type found in the content, not the one the browser claimed', async () => {
    const { client, appId } = await newApplication();
    const { payload, headers } = multipartFile('photo.png', PNG_BYTES, 'application/pdf');
    const response = await client.request({
      method: 'POST',
      url: `/api/applications/${appId}/documents?documentTypeId=99`,
      payload,
      headers,
    });
    expect(answerOf(response, documentsContract.upload).document.contentType).toBe('image/png');
  });

  it('refuses a file over the size limit with 413 and keeps nothing', async () => {
    const { client, appId } = await newApplication();
    const files = storedFiles().length;
    const big = Buffer.concat([SMALL_PDF, Buffer.alloc(MAX)]);
    const response = await uploadDocument(client, appId, 1, 'huge.pdf', big);
    expect(response.statusCode).toBe(413);
    expect(refusalOf(response).message).toBe(documentMessages.fileTooLarge('huge.pdf', '64 KB'));
    expect((await list(client, appId)).documents).toEqual([]);
    expect(storedFiles().length).toBe(files);
  });

  it('takes a file of exactly the limit', async () => {
    const { client, appId } = await newApplication();
    const exact = Buffer.concat([SMALL_PDF, Buffer.alloc(MAX - SMALL_PDF.length)]);
    expect((await uploadDocument(client, appId, 1, 'exact.pdf', exact)).statusCode).toBe(201);
  });

  it('refuses a program renamed .pdf by its content (415) and keeps nothing', async () => {
    const { client, appId } = await newApplication();
    const files = storedFiles().length;
    const response = await uploadDocument(client, appId, 1, 'plans.pdf', EXE_BYTES);
    expect(response.statusCode).toBe(415);
    expect(refusalOf(response).message).toBe(documentMessages.fileTypeRefused('plans.pdf', ALLOWED_TYPE_NAMES));
    expect((await list(client, appId)).documents).toEqual([]);
    expect(storedFiles().length).toBe(files);
  });

  it('refuses an empty file, a document type the application does not offer, and a body without a file', async () => {
    const { client, appId } = await newApplication();
    const empty = await uploadDocument(client, appId, 1, 'empty.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(refusalOf(empty).message).toBe(documentMessages.fileEmpty('empty.pdf'));
    const cpuOnly = await uploadDocument(client, appId, 13, 'a.pdf', SMALL_PDF);
    expect(cpuOnly.statusCode).toBe(400);
    expect(refusalOf(cpuOnly).message).toBe(documentMessages.documentTypeNotOffered);
    expect((await uploadDocument(client, appId, 'plans', 'a.pdf', SMALL_PDF)).statusCode).toBe(400);
    const json = await client.post(`/api/applications/${appId}/documents?documentTypeId=1`, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect((await list(client, appId)).documents).toEqual([]);
  });

  it('keeps only the base name of a path-like file name', async () => {
    const { client, appId } = await newApplication();
    const response = await uploadDocument(client, appId, 1, 'C:\\fakepath\\..\\plans.pdf', SMALL_PDF);
    expect(answerOf(response, documentsContract.upload).document.originalName).toBe('plans.pdf');
  });
});

describe('download and delete', () => {
  it('downloads the same bytes with the original name in a safe Content-Disposition', async () => {
    const { client, appId } = await newApplication();
    const name = 'Plan A; rev ü (2).pdf';
    const { document } = answerOf(await uploadDocument(client, appId, 1, name, SMALL_PDF), documentsContract.upload);
    const response = await client.get(`/api/applications/${appId}/documents/${document.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(SMALL_PDF)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Plan A_ rev _ (2).pdf"; filename*=UTF-8''Plan%20A%3B%20rev%20%C3%BC%20%282%29.pdf`,
    );
    expect((await list(client, appId)).documents[0]?.originalName).toBe(name);
  });

  it('a name with quotes, backslashes or line breaks cannot break the header', () => {
    expect(attachmentDisposition('a"b\\c\r\nd.pdf')).toBe(
      `attachment; filename="a_b_c__d.pdf"; filename*=UTF-8''a%22b%5Cc%0D%0Ad.pdf`,
    );
  });

  it('deletes a document and its file', async () => {
    const { client, appId } = await newApplication();
    const { document } = answerOf(await uploadDocument(client, appId, 1, 'a.pdf', SMALL_PDF), documentsContract.upload);
    const files = storedFiles().length;
    const response = await client.request({
      method: 'DELETE',
      url: `/api/applications/${appId}/documents/${document.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect((await list(client, appId)).documents).toEqual([]);
    expect(storedFiles().length).toBe(files - 1);
    expect((await client.get(`/api/applications/${appId}/documents/${document.id}`)).statusCode).toBe(404);
    expect(
      (await client.request({ method: 'DELETE', url: `/api/applications/${appId}/documents/${document.id}` }))
        .statusCode,
    ).toBe(404);
  });
});

describe('ownership and completed applications', () => {
  it('answers 404 to another user for the list, an upload, a download and a delete, and changes nothing', async () => {
    const { client, appId } = await newApplication();
    const { document } = answerOf(await uploadDocument(client, appId, 1, 'a.pdf', SMALL_PDF), documentsContract.upload);
    const other = await registerUser(app, 'other');
    expect((await other.get(`/obca/attachment/${appId}`)).statusCode).toBe(404);
    expect((await uploadDocument(other, appId, 1, 'b.pdf', SMALL_PDF)).statusCode).toBe(404);
    expect((await other.get(`/api/applications/${appId}/documents/${document.id}`)).statusCode).toBe(404);
    const deleted = await other.request({
      method: 'DELETE',
      url: `/api/applications/${appId}/documents/${document.id}`,
    });
    expect(deleted.statusCode).toBe(404);
    expect(refusalOf(deleted).message).toBe(productMessages.applicationNotFound);
    expect((await list(client, appId)).documents).toHaveLength(1);
  });

  it("answers 404 for a document asked for through another of the user's applications", async () => {
    const { client, appId } = await newApplication();
    const second = await createApplication(client, { type: 1, param: 'standard', role: 'owner', councilId: 1 });
    const { document } = answerOf(await uploadDocument(client, appId, 1, 'a.pdf', SMALL_PDF), documentsContract.upload);
    expect((await client.get(`/api/applications/${second}/documents/${document.id}`)).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const { appId } = await newApplication();
    expect((await app.inject({ method: 'GET', url: `/obca/attachment/${appId}` })).statusCode).toBe(401);
  });

  it('a completed application refuses uploads and deletes (409) and still offers downloads', async () => {
    const { client, appId } = await newApplication();
    await completeApplication(client, appId);
    const [document] = (await list(client, appId)).documents;
    const files = storedFiles().length;
    const upload = await uploadDocument(client, appId, 99, 'late.pdf', SMALL_PDF);
    expect(upload.statusCode).toBe(409);
    expect(refusalOf(upload).message).toBe(productMessages.applicationCompleted);
    const deleted = await client.request({
      method: 'DELETE',
      url: `/api/applications/${appId}/documents/${defined(document, 'the uploaded document').id}`,
    });
    expect(deleted.statusCode).toBe(409);
    expect(storedFiles().length).toBe(files);
    expect(
      (await client.get(`/api/applications/${appId}/documents/${defined(document, 'the uploaded document').id}`))
        .statusCode,
    ).toBe(200);
  });
});

describe('the page save and completion: POST /obca/ajax/hasupfiles and POST /ajax/complete_application_form', () => {
  it("asks for each missing required document in mode 'all', not in 'min'", async () => {
    const { client, appId } = await newApplication();
    await uploadDocument(client, appId, 2, 'spec.pdf', SMALL_PDF);
    const save = (validation_mode: string) =>
      client.post(`/obca/ajax/hasupfiles/${appId}`, { data: {}, step: 15, app_id: appId, validation_mode });
    const refused = await save('all');
    expect(refused.statusCode).toBe(400);
    expect(detailsOf(refused)).toEqual([
      { field: 'documents.1', message: 'Upload the plans and drawings.' },
      { field: 'documents.4', message: 'Upload the record of title.' },
    ]);
    expect((await save('min')).statusCode).toBe(200);
    await uploadDocument(client, appId, 1, 'plans.pdf', SMALL_PDF);
    await uploadDocument(client, appId, 4, 'title.pdf', SMALL_PDF);
    expect(answerOf(await save('all'), documentsContract.saveHasUpFiles)).toEqual({
      result: 'success',
      message: 'Saved',
    });
  });

  it('refuses an app_id that is not the application in the address, and unknown fields', async () => {
    const { client, appId } = await newApplication();
    expect((await client.post(`/obca/ajax/hasupfiles/${appId}`, { app_id: appId + 1 })).statusCode).toBe(400);
    expect((await client.post(`/obca/ajax/hasupfiles/${appId}`, { app_id: appId, data: { x: 1 } })).statusCode).toBe(
      400,
    );
  });

  it('completion asks for a missing required document, then completes once it is uploaded', async () => {
    const { client, appId } = await newApplication();
    await answerWizardForms(client, appId);
    const plans = (await list(client, appId)).documents.find((d: { documentTypeId: number }) => d.documentTypeId === 1);
    await client.request({
      method: 'DELETE',
      url: `/api/applications/${appId}/documents/${defined(plans, 'the plans').id}`,
    });
    const refused = await client.post(`/ajax/complete_application_form/${appId}`, DECLARATION);
    expect(refused.statusCode).toBe(400);
    expect(refusalOf(refused).message).toBe('Upload the plans and drawings.');
    await uploadDocument(client, appId, 1, 'plans.pdf', SMALL_PDF);
    expect((await client.post(`/ajax/complete_application_form/${appId}`, DECLARATION)).statusCode).toBe(200);
  });

  it('a PIM-only application asks for the PIM site plan (document type 3)', async () => {
    const { client, appId } = await newApplication({ type: 1 });
    expect((await list(client, appId)).missing.map((t: { id: number }) => t.id)).toEqual([3, 4]);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createTestApp, registerUser } from '../support/app.js';
import { EXE_BYTES, SMALL_PDF, uploadDocument } from '../support/documents.js';
import { startFakeS3 } from '../support/fakeS3.js';
import { documentsContract } from '@consent/domain';
import { answerOf } from '../support/answer.js';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let app: FastifyInstance;

beforeAll(async () => {
  s3 = await startFakeS3();
  app = await createTestApp({
    storage: {
      kind: 's3',
      bucket: 'consent',
      region: 'ap-southeast-2',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
      prefix: '',
    },
  });
});
afterAll(async () => {
  await app.close();
  await s3.close();
});

describe('documents on S3-compatible storage (STORAGE=s3)', () => {
  it('uploads to the bucket under a generated key, downloads from it and deletes from it', async () => {
    const client = await registerUser(app, 's3');
    const appId = await createApplication(client);
    const { document } = answerOf(
      await uploadDocument(client, appId, 1, 'plans.pdf', SMALL_PDF),
      documentsContract.upload,
    );
    const keys = [...s3.objects.keys()];
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^consent\/[0-9a-f-]{36}$/);
    const download = await client.get(`/api/applications/${appId}/documents/${document.id}`);
    expect(download.rawPayload.equals(SMALL_PDF)).toBe(true);
    await client.request({ method: 'DELETE', url: `/api/applications/${appId}/documents/${document.id}` });
    expect(s3.objects.size).toBe(0);
  });

  it('puts nothing in the bucket for a refused file', async () => {
    const client = await registerUser(app, 's3');
    const appId = await createApplication(client);
    expect((await uploadDocument(client, appId, 1, 'plans.pdf', EXE_BYTES)).statusCode).toBe(415);
    expect(s3.objects.size).toBe(0);
    expect(s3.uploads.size).toBe(0);
  });
});

import { defined } from '@consent/domain';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../src/storage/local.js';
import { createS3Storage } from '../../src/storage/s3.js';
import { StoredFileMissing, createStorage, readStorageConfig, type FileStorage } from '../../src/storage/index.js';
import { startFakeS3 } from '../support/fakeS3.js';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3.close());

const localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'consent-storage-'));
const backends: [string, () => FileStorage][] = [
  ['local directory', () => createLocalStorage(localDir)],
  [
    'S3-compatible',
    () =>
      createS3Storage({
        kind: 's3',
        bucket: 'consent',
        region: 'ap-southeast-2',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
        prefix: 'files/',
      }),
  ],
];

/** A body that yields some bytes and then fails, as a cancelled or refused upload does. */
function failingBody(bytesFirst: number) {
  return Readable.from(
    (async function* () {
      yield Buffer.alloc(bytesFirst, 1);
      throw new Error('the upload was cancelled');
    })(),
  );
}

describe.each(backends)('%s storage', (_name, make) => {
  it('stores a stream and gives the same bytes back', async () => {
    const storage = make();
    const bytes = Buffer.from('%PDF-1.7 some plans');
    await storage.put('a1', Readable.from([bytes]), 'application/pdf');
    expect((await buffer(await storage.get('a1'))).equals(bytes)).toBe(true);
  });

  it('says a missing file is missing, and deleting twice is fine', async () => {
    const storage = make();
    await storage.put('b1', Readable.from([Buffer.from('x')]), 'application/pdf');
    await storage.delete('b1');
    await storage.delete('b1');
    await expect(storage.get('b1')).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('keeps nothing when the body fails part-way', async () => {
    const storage = make();
    await expect(storage.put('c1', failingBody(1000), 'application/pdf')).rejects.toThrow('cancelled');
    await expect(storage.get('c1')).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('refuses a key that is not one of ours, so no user text can name a path', async () => {
    const storage = make();
    await expect(storage.put('../etc/passwd', Readable.from([Buffer.from('x')]), 'text/plain')).rejects.toThrow(
      'invalid storage key',
    );
  });
});

describe('S3 wire format', () => {
  it('sends signed PutObject, GetObject and DeleteObject with the prefix and content type', async () => {
    const storage = defined(backends[1], 'the S3 backend')[1]();
    s3.calls.length = 0;
    await storage.put('d1', Readable.from([Buffer.from('%PDF-')]), 'application/pdf');
    expect(s3.objects.get('consent/files/d1')?.contentType).toBe('application/pdf');
    await storage.get('d1');
    await storage.delete('d1');
    expect(s3.calls).toEqual(['PutObject', 'GetObject', 'DeleteObject']);
    expect(s3.unsigned).toEqual([]);
  });

  it('streams a large file as a multipart upload, and aborts it when the body fails', async () => {
    const storage = defined(backends[1], 'the S3 backend')[1]();
    s3.calls.length = 0;
    const big = Buffer.alloc(12 * 1024 * 1024, 7);
    await storage.put('e1', Readable.from([big.subarray(0, 6_000_000), big.subarray(6_000_000)]), 'image/tiff');
    expect(s3.calls.filter((c) => c === 'UploadPart')).toHaveLength(3);
    expect(s3.objects.get('consent/files/e1')?.body.equals(big)).toBe(true);

    s3.calls.length = 0;
    await expect(storage.put('e2', failingBody(11 * 1024 * 1024), 'image/tiff')).rejects.toThrow();
    expect(s3.calls).toContain('AbortMultipartUpload');
    expect(s3.uploads.size).toBe(0);
    expect(s3.objects.has('consent/files/e2')).toBe(false);
  });
});

describe('configuration', () => {
  it('keeps files under DATA_DIR/files by default and reads the S3 variables for STORAGE=s3', () => {
    expect(readStorageConfig({})).toEqual({ kind: 'local', dir: null });
    expect(createStorage({ kind: 'local', dir: null }, '/tmp/x').kind).toBe('local');
    expect(
      readStorageConfig({
        STORAGE: 's3',
        S3_BUCKET: 'b',
        S3_REGION: 'ap-southeast-2',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'b',
      region: 'ap-southeast-2',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      prefix: '',
    });
    expect(() => readStorageConfig({ STORAGE: 's3' })).toThrow('S3_BUCKET');
  });
});

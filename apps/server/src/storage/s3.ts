import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { StoredFileMissing, assertKey, type FileStorage, type StorageConfig } from './types.js';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** 5 MB parts, two in flight: an upload holds at most ~10 MB of a file in memory, however large the file. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/**
 * The SDK, loaded with the first file stored or read rather than with the server: loading it is about a
 * twentieth of a start's CPU, which a server storing files locally never needs and /healthz need not wait for.
 */
let sdk: Promise<[typeof import('@aws-sdk/client-s3'), typeof import('@aws-sdk/lib-storage')]> | null = null;
const loadSdk = () => (sdk ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]));

/**
 * S3-compatible object storage through the AWS SDK v3. lib-storage's Upload streams the body: one
 * PutObject for a small file, a multipart upload (aborted on failure, so no parts linger) for a large one.
 */
export function createS3Storage(config: S3Config): FileStorage {
  let client: S3Client | null = null;
  const connected = async () => {
    const [s3, storage] = await loadSdk();
    client ??= new s3.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Many S3-compatible services do not accept the SDK's default trailing checksums; send them only when required.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return { client, s3, storage };
  };
  const keyOf = (key: string) => {
    assertKey(key);
    return `${config.prefix}${key}`;
  };

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const { client, storage } = await connected();
      const upload = new storage.Upload({
        client,
        params: { Bucket: config.bucket, Key: keyOf(key), Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      // lib-storage may stop reading a body that failed; make sure the source is released too.
      await upload.done().catch((err: unknown) => {
        body.destroy();
        throw err;
      });
    },
    async get(key) {
      const { client, s3 } = await connected();
      try {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket: config.bucket, Key: keyOf(key) }));
        return answer.Body as Readable;
      } catch (err) {
        if (
          err instanceof s3.S3ServiceException &&
          (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404)
        ) {
          throw new StoredFileMissing(key);
        }
        throw err;
      }
    },
    async delete(key) {
      const { client, s3 } = await connected();
      await client.send(new s3.DeleteObjectCommand({ Bucket: config.bucket, Key: keyOf(key) }));
    },
  };
}

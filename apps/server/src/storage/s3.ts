import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { StoredFileMissing, assertKey, type FileStorage, type StorageConfig } from './types.js';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** 5 MB parts, two in flight: an upload holds at most ~10 MB of a file in memory, however large the file. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/**
 * S3-compatible object storage through the AWS SDK v3. lib-storage's Upload streams the body: one
 * PutObject for a small file, a multipart upload (aborted on failure, so no parts linger) for a large one.
 */
export function createS3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Many S3-compatible services do not accept the SDK's default trailing checksums; send them only when required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const keyOf = (key: string) => {
    assertKey(key);
    return `${config.prefix}${key}`;
  };

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const upload = new Upload({
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
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(key) }));
        return answer.Body as Readable;
      } catch (err) {
        if (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404)) {
          throw new StoredFileMissing(key);
        }
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: keyOf(key) }));
    },
  };
}

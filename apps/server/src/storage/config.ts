import path from 'node:path';
import type { StorageConfig } from './types.js';

/** STORAGE=s3 with S3_BUCKET (and S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PREFIX). */
export function readStorageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  if (env.STORAGE !== 's3') return { kind: 'local', dir: env.FILES_DIR ? path.resolve(env.FILES_DIR) : null };
  if (!env.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    prefix: env.S3_PREFIX ?? '',
  };
}

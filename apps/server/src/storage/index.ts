import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalStorage } from './local.js';
import { createS3Storage } from './s3.js';
import type { FileStorage, StorageConfig } from './types.js';

export { StoredFileMissing, type FileStorage, type StorageConfig } from './types.js';
export { readStorageConfig } from './config.js';

/** The configured backend: STORAGE=s3 uses object storage; otherwise files go under DATA_DIR/files. */
export function createStorage(config: StorageConfig, dataDir: string | null): FileStorage {
  if (config.kind === 's3') return createS3Storage(config);
  const dir =
    config.dir ?? (dataDir ? path.join(dataDir, 'files') : fs.mkdtempSync(path.join(os.tmpdir(), 'consent-files-')));
  return createLocalStorage(dir);
}

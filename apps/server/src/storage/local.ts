import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { StoredFileMissing, assertKey, type FileStorage } from './types.js';

const ignoreMissing = (err: NodeJS.ErrnoException) => {
  if (err.code !== 'ENOENT') throw err;
};

/**
 * Files in a local directory. A file is written under a temporary name and renamed into place once
 * complete, so a failed or cancelled upload never leaves a partial file under its key.
 */
export function createLocalStorage(dir: string): FileStorage {
  let ready: Promise<unknown> | null = null;
  const ensureDir = () => (ready ??= fsp.mkdir(dir, { recursive: true }));
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(dir, key);
  };

  return {
    kind: 'local',
    async put(key, body) {
      const target = fileOf(key);
      await ensureDir();
      const partial = path.join(dir, `.partial-${randomUUID()}`);
      const file = fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 });
      try {
        await pipeline(body, file);
        await fsp.rename(partial, target);
      } catch (err) {
        // The write stream opens its file asynchronously: an upload refused before the open finished (a body over
        // the size limit) would otherwise be unlinked first and created after, left behind as a partial file.
        if (!file.closed) {
          await new Promise<void>((resolve) => {
            file.once('close', () => {
              resolve();
            });
          });
        }
        await fsp.unlink(partial).catch(ignoreMissing);
        throw err;
      }
    },
    async get(key) {
      const handle = await fsp.open(fileOf(key), 'r').catch((err: unknown) => {
        throw (err as NodeJS.ErrnoException).code === 'ENOENT' ? new StoredFileMissing(key) : err;
      });
      return handle.createReadStream();
    },
    async delete(key) {
      await fsp.unlink(fileOf(key)).catch(ignoreMissing);
    },
  };
}

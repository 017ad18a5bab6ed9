import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Database } from '../../db/client.js';
import { writeManifest, type BackupManifest } from './manifest.js';

const run = promisify(execFile);

/** pg_dump and pg_restore: PG_BIN's, else Debian's PostgreSQL 15, else the PATH's. */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const dirs = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin'].filter((d): d is string => Boolean(d));
  return dirs.map((dir) => path.join(dir, name)).find((file) => fs.existsSync(file)) ?? name;
}

/** A folder name that sorts by time: backup-2026-11-27T01-30-00Z. */
const folderName = (at: Date) =>
  `backup-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}`;

/**
 * One backup in a new dated folder under `outRoot` (issue 29.1): the database, then the file store, then the manifest
 * with each file's SHA-256. The database is snapshotted first and files are copied after it: stored files are never
 * rewritten (generated names), so every document the snapshot names is in the copy; a file uploaded in between is
 * an extra nobody refers to.
 */
export async function takeBackup(options: {
  /** The open embedded database (the server's own: only its process may read it), or a PostgreSQL server's URL. */
  database: Pick<Database, 'kind' | 'driver'> | { kind: 'postgres'; url: string };
  /** The local file store's directory; null with S3 storage (the bucket keeps its own versions). */
  filesDir: string | null;
  outRoot: string;
  now?: Date;
}): Promise<{ dir: string; manifest: BackupManifest }> {
  const createdAt = options.now ?? new Date();
  const dir = path.join(options.outRoot, folderName(createdAt));
  await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
  const { database } = options;
  let databaseFile: string;
  if (database.kind === 'pglite' && 'driver' in database && database.driver.kind === 'pglite') {
    const client = database.driver.client;
    databaseFile = 'database.pglite.tar.gz';
    // PGlite's dump reads its data directory as it is: no query may run meanwhile. A transaction held open (with no
    // writes of its own) waits for the one under way to end and holds the rest back; the exclusive section holds
    // back single statements. Writes wait for the dump (a second or two) and then go on: nothing is refused.
    await client.exec('CHECKPOINT');
    const tarball = await client.transaction(() => client.runExclusive(() => client.dumpDataDir('gzip')));
    await fsp.writeFile(path.join(dir, databaseFile), Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
  } else {
    const url =
      'url' in database
        ? database.url
        : database.driver.kind === 'postgres'
          ? database.driver.pool.options.connectionString
          : undefined;
    if (!url) throw new Error('a PostgreSQL backup needs the database URL');
    databaseFile = 'database.pgdump';
    // Custom format: compressed, and pg_restore can restore it whole or in part. pg_dump reads one snapshot.
    await run(pgTool('pg_dump'), [
      '--format=custom',
      '--no-owner',
      `--file=${path.join(dir, databaseFile)}`,
      `--dbname=${url}`,
    ]);
  }
  if (options.filesDir && fs.existsSync(options.filesDir)) {
    await fsp.cp(options.filesDir, path.join(dir, 'files'), {
      recursive: true,
      // A half-written upload is not a file yet.
      filter: (source) => !path.basename(source).startsWith('.partial-'),
    });
  }
  const manifest = await writeManifest(dir, {
    createdAt: createdAt.toISOString(),
    database: database.kind,
    databaseFile,
  });
  return { dir, manifest };
}

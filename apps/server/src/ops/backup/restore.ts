import { execFile } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '../../db/client.js';
import { pgTool } from './backup.js';
import { BackupRefused, verifiedManifest, type BackupManifest } from './manifest.js';

const run = promisify(execFile);

/**
 * Brings a stopped instance back from a backup (issue 29.1), after checking every file against the manifest: the
 * embedded database's data directory is made anew from the snapshot (the old one is kept beside it, renamed), or the
 * PostgreSQL database is restored over with pg_restore --clean; the file store's directory is replaced by the
 * backup's files. Refuses a backup whose checksums fail, and one of the other kind of database.
 */
export async function restoreBackup(options: {
  backupDir: string;
  /** The embedded database's data directory (when DATABASE_URL is not set). */
  dataDir: string | null;
  databaseUrl: string | null;
  filesDir: string | null;
}): Promise<BackupManifest> {
  const manifest = await verifiedManifest(options.backupDir);
  const source = path.join(options.backupDir, manifest.databaseFile);
  const target = options.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== target) {
    throw new BackupRefused(
      `This is a backup of ${manifest.database === 'pglite' ? 'the embedded database' : 'a PostgreSQL server'}; the instance uses ${target === 'pglite' ? 'the embedded database' : 'a PostgreSQL server'}.`,
    );
  }
  if (options.databaseUrl) {
    await run(pgTool('pg_restore'), [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${options.databaseUrl}`,
      source,
    ]);
  } else {
    if (!options.dataDir) throw new Error('restoring the embedded database needs its data directory');
    await setAside(options.dataDir);
    const restored = await openDatabase({
      databaseUrl: null,
      dataDir: options.dataDir,
      loadDataDir: new Blob([await fsp.readFile(source)]),
    });
    await restored.close();
  }
  if (options.filesDir) {
    // By default the files live inside the embedded database's directory, so the snapshot brought a copy of them
    // back with it: the backup's own copy (checked against the manifest) replaces it.
    const insideDataDir =
      options.dataDir !== null && !path.relative(options.dataDir, options.filesDir).startsWith('..');
    if (insideDataDir) await fsp.rm(options.filesDir, { recursive: true, force: true });
    else await setAside(options.filesDir);
    const files = path.join(options.backupDir, 'files');
    if (fs.existsSync(files)) await fsp.cp(files, options.filesDir, { recursive: true });
    else await fsp.mkdir(options.filesDir, { recursive: true });
  }
  return manifest;
}

/** Keeps what was there under a dated name rather than deleting it: a restore is never the last copy lost. */
async function setAside(dir: string): Promise<void> {
  if (!fs.existsSync(dir)) return;
  await fsp.rename(dir, `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
}

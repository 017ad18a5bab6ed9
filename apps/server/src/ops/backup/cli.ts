import path from 'node:path';
import { ConfigError, readConfig } from '../../config.js';
import { takeBackup } from './backup.js';
import { BackupRefused } from './manifest.js';
import { restoreBackup } from './restore.js';

/**
 * `npm run backup` and `npm run restore -- <folder>` (issue 29.1), with the server's own settings (DATA_DIR,
 * DATABASE_URL, FILES_DIR, STORAGE). BACKUP_DIR is where backups go (./backups by default).
 */
const [command, folder] = process.argv.slice(2);
try {
  const config = readConfig();
  const outRoot = config.backupDir;
  const filesDir =
    config.storage.kind === 's3'
      ? null
      : (config.storage.dir ?? (config.dataDir ? path.join(config.dataDir, 'files') : null));
  if (command === 'backup') {
    if (config.databaseUrl) {
      const { dir } = await takeBackup({ database: { kind: 'postgres', url: config.databaseUrl }, filesDir, outRoot });
      console.log(`Backup written to ${dir}`);
    } else {
      // Only the running server's process may read its embedded database: it takes the snapshot.
      const token = config.backupToken;
      if (!token)
        throw new ConfigError(
          'Set BACKUP_TOKEN (the same as the running server has) to back up the embedded database.',
        );
      const base = `http://127.0.0.1:${config.port}`;
      const response = await fetch(`${base}/ops/backup`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, origin: base },
      });
      const answer = (await response.json()) as { dir?: string; message?: string };
      if (!response.ok || !answer.dir)
        throw new Error(`the server refused the backup (${response.status}): ${answer.message ?? ''}`);
      console.log(`Backup written to ${answer.dir}`);
    }
  } else if (command === 'restore' && folder) {
    const manifest = await restoreBackup({
      backupDir: path.resolve(folder),
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      filesDir,
    });
    console.log(
      `Restored the backup of ${manifest.createdAt} (${manifest.files.length} files checked). Start the server.`,
    );
  } else {
    throw new ConfigError('Usage: npm run backup | npm run restore -- <backup folder>');
  }
} catch (err) {
  if (err instanceof ConfigError || err instanceof BackupRefused) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

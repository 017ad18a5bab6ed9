import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

export const MANIFEST = 'manifest.json';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** The database's part of the backup, relative to the backup's folder. */
  databaseFile: string;
  /** Every file of the backup but the manifest itself, with its size and SHA-256. */
  files: { path: string; bytes: number; sha256: string }[];
}

export class BackupRefused extends Error {}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

async function filesUnder(dir: string, base = dir): Promise<string[]> {
  const entries = await fsp.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full, base) : Promise.resolve([path.relative(base, full)]);
    }),
  );
  return nested.flat().sort();
}

export async function writeManifest(
  dir: string,
  meta: Omit<BackupManifest, 'format' | 'files'>,
): Promise<BackupManifest> {
  const files = await Promise.all(
    (await filesUnder(dir))
      .filter((file) => file !== MANIFEST)
      .map(async (file) => ({
        path: file.split(path.sep).join('/'),
        bytes: (await fsp.stat(path.join(dir, file))).size,
        sha256: await sha256Of(path.join(dir, file)),
      })),
  );
  const manifest: BackupManifest = { format: 1, ...meta, files };
  await fsp.writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

/** The backup's manifest, once every file it lists is there with its size and checksum and nothing else is. */
export async function verifiedManifest(dir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fsp.readFile(path.join(dir, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupRefused(`${dir} has no readable ${MANIFEST}: it is not a backup, or not a whole one.`);
  }
  const problems: string[] = [];
  const listed = new Set(manifest.files.map((file) => file.path));
  for (const file of manifest.files) {
    const full = path.join(dir, ...file.path.split('/'));
    if (!fs.existsSync(full)) problems.push(`${file.path} is missing`);
    else if ((await sha256Of(full)) !== file.sha256) problems.push(`${file.path} does not match its checksum`);
  }
  for (const file of await filesUnder(dir)) {
    const name = file.split(path.sep).join('/');
    if (name !== MANIFEST && !listed.has(name)) problems.push(`${name} is not in the manifest`);
  }
  if (!listed.has(manifest.databaseFile))
    problems.push(`the database file ${manifest.databaseFile} is not in the manifest`);
  if (problems.length) throw new BackupRefused(`Refusing to restore ${dir}: ${problems.join('; ')}.`);
  return manifest;
}

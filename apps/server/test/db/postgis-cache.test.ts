import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, inject, it } from 'vitest';
import { lazyPostgis } from '../../src/db/postgisBundle.js';

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'consent-postgis-'));
afterAll(() => {
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

const packageJson = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite-postgis')),
  '..',
  'package.json',
);
const { version } = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string };
const unpacked = path.join(cacheDir, `postgis-${version}`);
const manifest = path.join(unpacked, 'files.json');

/** Christchurch's NZTM2000 point in WGS84: ST_Transform needs the library and PROJ's data, both from the cache. */
async function transformed(): Promise<string> {
  // The migrated template has the extension created, as an existing data directory has.
  const db = new PGlite({
    loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]),
    extensions: { postgis: lazyPostgis(cacheDir) },
  });
  try {
    const { rows } = await db.query<{ point: string }>(
      `SELECT ST_AsText(ST_SnapToGrid(ST_Transform(ST_SetSRID(ST_MakePoint(1570000, 5180000), 2193), 4326), 0.1)) AS point`,
    );
    return rows[0]?.point ?? '';
  } finally {
    await db.close();
  }
}

// Opens the embedded database twice, and each open links PostGIS: seconds each on a busy machine.
it(
  'unpacks PostGIS once with a list of its files, removing what older versions and layouts left',
  { timeout: 90_000 },
  async () => {
    fs.mkdirSync(path.join(cacheDir, 'postgis-0.1.0', 'lib'), { recursive: true });
    fs.writeFileSync(path.join(cacheDir, `postgis-${version}-trimmed.tar.gz`), 'the bundle an earlier layout made');
    // This version unpacked by the earlier layout, which listed the directory at every open instead.
    fs.mkdirSync(path.join(unpacked, 'lib'), { recursive: true });

    expect(await transformed()).toBe('POINT(172.6 -43.5)');
    expect(fs.readdirSync(cacheDir)).toEqual([`postgis-${version}`]);
    const names = JSON.parse(fs.readFileSync(manifest, 'utf8')) as string[];
    expect(names).toContain('lib/postgresql/postgis-3.so');

    // An open mounts what the list names, without listing the directory again.
    fs.writeFileSync(manifest, JSON.stringify(names.filter((name) => !name.endsWith('.so'))));
    await expect(transformed()).rejects.toThrow(/postgis-3/);
  },
);

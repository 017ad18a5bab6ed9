import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Extension } from '@electric-sql/pglite';
import { postgis } from '@electric-sql/pglite-postgis';

const require = createRequire(import.meta.url);

/**
 * What the embedded database needs of PostGIS: the core library, the files `CREATE EXTENSION postgis` reads,
 * and PROJ's data (ST_Transform between NZTM2000 and WGS84). The package's bundle also carries the raster and
 * topology libraries and every upgrade script (95 MB unpacked); PGlite unpacks and compiles all of it on every
 * open, which was 1.1 s of each start and of each test file.
 */
const KEEP = [/^lib\/postgresql\/postgis-3\.so$/, /^share\/postgresql\/extension\/postgis(\.control|--\d+\.\d+\.\d+\.sql)$/, /^share\/proj\//];

/** The package's PostGIS extension, loading a trimmed bundle made once per package version and kept. */
export function trimmedPostgis(cacheDir = defaultCacheDir()): Extension {
  return {
    name: 'postgis',
    setup: async (pg, emscriptenOpts) => {
      const setup = await postgis.setup(pg, emscriptenOpts);
      try {
        return { ...setup, bundlePath: new URL(`file://${trimmedBundle(cacheDir)}`) };
      } catch {
        // A cache that cannot be written (read-only install) still runs, on the full bundle.
        return setup;
      }
    },
  };
}

/** `node_modules/@electric-sql/pglite-postgis`, found from its entry point (its exports hide package.json). */
const packageDir = () => path.resolve(path.dirname(require.resolve('@electric-sql/pglite-postgis')), '..');

function defaultCacheDir(): string {
  return path.join(packageDir(), '..', '..', '.cache', 'consent-postgis');
}

function trimmedBundle(cacheDir: string): string {
  const dir = packageDir();
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const target = path.join(cacheDir, `postgis-${version}-trimmed.tar.gz`);
  if (fs.existsSync(target)) return target;
  const full = gunzipSync(fs.readFileSync(path.join(dir, 'dist', 'postgis.tar.gz')));
  fs.mkdirSync(cacheDir, { recursive: true });
  // Written under a unique name and renamed, so processes starting side by side never read half a file.
  const partial = path.join(cacheDir, `.${process.pid}.${Date.now()}.${path.basename(target)}`);
  fs.writeFileSync(partial, gzipSync(filterTar(full, (name) => KEEP.some((k) => k.test(name))), { level: 1 }));
  fs.renameSync(partial, target);
  return target;
}

/** The entries of a ustar archive whose names pass `keep`, as a new archive. */
function filterTar(tar: Buffer, keep: (name: string) => boolean): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const name = cString(header, 345, 155) ? `${cString(header, 345, 155)}/${cString(header, 0, 100)}` : cString(header, 0, 100);
    const size = parseInt(cString(header, 124, 12).trim() || '0', 8);
    const blocks = 512 + Math.ceil(size / 512) * 512;
    const type = String.fromCharCode(header[156] ?? 48);
    // Files and directories only (PGlite writes a file only into a directory the archive or its base made).
    if ('05\0'.includes(type) && keep(name.replace(/^\.\//, ''))) parts.push(tar.subarray(offset, offset + blocks));
    offset += blocks;
  }
  parts.push(Buffer.alloc(1024));
  return Buffer.concat(parts);
}

function cString(buffer: Buffer, start: number, length: number): string {
  const field = buffer.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? length : end).toString('utf8');
}


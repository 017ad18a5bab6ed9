import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Extension } from '@electric-sql/pglite';
import { postgis } from '@electric-sql/pglite-postgis';

const require = createRequire(import.meta.url);

/**
 * What the embedded database needs of PostGIS: the core library, the files `CREATE EXTENSION postgis` reads,
 * and PROJ's data (ST_Transform between NZTM2000 and WGS84). The package's bundle also carries the raster and
 * topology libraries and every upgrade script (95 MB unpacked).
 */
const KEEP = [
  /^lib\/postgresql\/postgis-3\.so$/,
  /^share\/postgresql\/extension\/postgis(\.control|--\d+\.\d+\.\d+\.sql)$/,
  /^share\/proj\//,
];

/** Where PostGIS's files appear inside the embedded database's file system. */
const PREFIX = '/pglite';
const MOUNT = `${PREFIX}/consent-postgis`;

/**
 * The package's PostGIS extension, loaded only when a query first needs it (ADR 0034-lazy-postgis).
 * The package's own extension unpacks its bundle into memory and links the 17 MB library on every open,
 * half of an existing data directory's start; here the files it needs, unpacked once per package version,
 * are mounted from disk and linked to where PostgreSQL looks, so PostgreSQL loads the library on the first
 * PostGIS function or geometry value it meets, as it loads any other extension library.
 */
export function lazyPostgis(cacheDir = defaultCacheDir()): Extension {
  return {
    name: 'postgis',
    setup: async (pg, emscriptenOpts) => {
      // The package's setup names the environment PostGIS reads (PROJ_DATA and the like).
      const setup = await postgis.setup(pg, emscriptenOpts);
      let files: { root: string; names: string[] };
      try {
        files = unpackedFiles(cacheDir);
      } catch {
        // A cache that cannot be written (read-only install) still runs, on the package's bundle.
        return setup;
      }
      // PGlite types an extension's emscripten options as any; these are the two parts read here.
      const opts = (setup.emscriptenOpts ?? emscriptenOpts) as { preRun?: ((mod: EmscriptenModule) => void)[] };
      const mount = (mod: EmscriptenModule) => {
        mountFiles(mod.FS, files);
      };
      return { emscriptenOpts: { ...opts, preRun: [...(opts.preRun ?? []), mount] } };
    },
  };
}

interface EmscriptenFs {
  filesystems: Record<string, unknown>;
  mkdirTree(path: string): void;
  mount(type: unknown, opts: { root: string }, mountpoint: string): void;
  symlink(target: string, path: string): void;
}
interface EmscriptenModule {
  FS: EmscriptenFs;
}

/** Mounts the unpacked files from disk (read when PostgreSQL opens them), each linked from where PostgreSQL looks. */
function mountFiles(fs: EmscriptenFs, files: { root: string; names: string[] }) {
  fs.mkdirTree(MOUNT);
  fs.mount(fs.filesystems.NODEFS, { root: files.root }, MOUNT);
  for (const name of files.names) {
    fs.mkdirTree(path.posix.dirname(`${PREFIX}/${name}`));
    fs.symlink(`${MOUNT}/${name}`, `${PREFIX}/${name}`);
  }
}

/** `node_modules/@electric-sql/pglite-postgis`, found from its entry point (its exports hide package.json). */
const packageDir = () => path.resolve(path.dirname(require.resolve('@electric-sql/pglite-postgis')), '..');

function defaultCacheDir(): string {
  return path.join(packageDir(), '..', '..', '.cache', 'consent-postgis');
}

/** The files PostGIS needs, unpacked once per package version into the cache, and their names. */
function unpackedFiles(cacheDir: string): { root: string; names: string[] } {
  const dir = packageDir();
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const root = path.join(cacheDir, `postgis-${version}`);
  if (!fs.existsSync(root)) {
    // Unpacked under a unique name and renamed, so processes starting side by side never read half a directory.
    const partial = path.join(cacheDir, `.${process.pid}.${Date.now()}.postgis-${version}`);
    const tar = gunzipSync(fs.readFileSync(path.join(dir, 'dist', 'postgis.tar.gz')));
    for (const entry of tarFiles(tar, (name) => KEEP.some((k) => k.test(name)))) {
      fs.mkdirSync(path.join(partial, path.dirname(entry.name)), { recursive: true });
      fs.writeFileSync(path.join(partial, entry.name), entry.data);
    }
    try {
      fs.renameSync(partial, root);
    } catch (err) {
      // Another process unpacked the same files first.
      fs.rmSync(partial, { recursive: true, force: true });
      if (!fs.existsSync(root)) throw err;
    }
  }
  const names = (fs.readdirSync(root, { recursive: true }) as string[]).filter((name) =>
    fs.statSync(path.join(root, name)).isFile(),
  );
  return { root, names: names.map((name) => name.split(path.sep).join('/')) };
}

/** The regular files of a ustar archive whose names pass `keep`. */
function tarFiles(tar: Buffer, keep: (name: string) => boolean): { name: string; data: Buffer }[] {
  const files: { name: string; data: Buffer }[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const rawName = cString(header, 345, 155)
      ? `${cString(header, 345, 155)}/${cString(header, 0, 100)}`
      : cString(header, 0, 100);
    const name = rawName.replace(/^\.\//, '');
    const size = parseInt(cString(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 48);
    if ('0\0'.includes(type) && keep(name)) files.push({ name, data: tar.subarray(offset + 512, offset + 512 + size) });
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

function cString(buffer: Buffer, start: number, length: number): string {
  const field = buffer.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? length : end).toString('utf8');
}

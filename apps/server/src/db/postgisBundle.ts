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

/**
 * The unpacked files' names, written last into the unpacked directory: reading it is all an open does, and a
 * directory without it was unpacked by an earlier layout of this cache.
 */
const MANIFEST = 'files.json';
/** Names of directories being unpacked or set aside; each process's own is unique. */
const PARTIAL = '.partial-';
/** A partial directory this old was left by a process that died while unpacking (unpacking takes seconds). */
const ABANDONED_MS = 10 * 60_000;

/** The files PostGIS needs, unpacked once per package version into the cache, and their names. */
function unpackedFiles(cacheDir: string): { root: string; names: string[] } {
  const dir = packageDir();
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const root = path.join(cacheDir, `postgis-${version}`);
  const manifest = path.join(root, MANIFEST);
  if (!fs.existsSync(manifest)) {
    install(unpack(dir, cacheDir), root);
    removeStale(cacheDir, root);
  }
  return { root, names: JSON.parse(fs.readFileSync(manifest, 'utf8')) as string[] };
}

/** Unpacks the kept files and their manifest into a directory of this process's own. */
function unpack(packageDir: string, cacheDir: string): string {
  const partial = partialName(cacheDir, 'unpacking');
  fs.mkdirSync(partial, { recursive: true });
  const tar = gunzipSync(fs.readFileSync(path.join(packageDir, 'dist', 'postgis.tar.gz')));
  const names: string[] = [];
  for (const entry of tarFiles(tar, (name) => KEEP.some((k) => k.test(name)))) {
    fs.mkdirSync(path.join(partial, path.dirname(entry.name)), { recursive: true });
    fs.writeFileSync(path.join(partial, entry.name), entry.data);
    names.push(entry.name);
  }
  fs.writeFileSync(path.join(partial, MANIFEST), JSON.stringify(names));
  return partial;
}

/**
 * Renames the unpacked directory into place, so processes starting side by side never read half a directory.
 * When another process got there first its copy is used; a copy from an earlier layout is set aside and removed.
 */
function install(partial: string, root: string): void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.renameSync(partial, root);
      return;
    } catch {
      if (fs.existsSync(path.join(root, MANIFEST))) {
        fs.rmSync(partial, { recursive: true, force: true });
        return;
      }
    }
    const aside = partialName(path.dirname(root), 'aside');
    try {
      fs.renameSync(root, aside);
    } catch {
      // Another process set it aside first.
    }
    fs.rmSync(aside, { recursive: true, force: true });
  }
  fs.rmSync(partial, { recursive: true, force: true });
  throw new Error(`could not install the unpacked PostGIS files at ${root}`);
}

/**
 * Removes what earlier package versions and layouts left in the cache (their directories, the old trimmed
 * bundle), and partial directories of processes that died unpacking; another process's unpacking goes on.
 */
function removeStale(cacheDir: string, root: string): void {
  const now = Date.now();
  for (const name of fs.readdirSync(cacheDir)) {
    const entry = path.join(cacheDir, name);
    if (entry === root) continue;
    // An entry gone since the listing was removed by another process doing the same.
    const stat = fs.statSync(entry, { throwIfNoEntry: false });
    if (!stat || (name.startsWith(PARTIAL) && now - stat.mtimeMs < ABANDONED_MS)) continue;
    fs.rmSync(entry, { recursive: true, force: true });
  }
}

const partialName = (cacheDir: string, purpose: string) =>
  path.join(cacheDir, `${PARTIAL}${purpose}.${process.pid}.${Date.now()}`);

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

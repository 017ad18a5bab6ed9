#!/usr/bin/env node
// `npm run build` (and the first step of `npm start`): makes what the product runs from, each only when what
// it is made from changed, so a start after an unchanged checkout goes straight to serving.
//   1. the web app (Vite), into apps/web/dist, when the web or domain sources or the lockfile changed
//   2. the server, bundled by esbuild into apps/server/dist (JavaScript: no TypeScript compiled at start)
//   3. the migrated, seeded embedded database a new data directory starts from (node_modules/.cache/consent)
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** A hash of every file under the given paths (relative to the repository), names and contents. */
function sourceHash(paths) {
  const hash = createHash('sha256');
  const visit = (full) => {
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(full).sort())
        if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(full, entry));
    } else {
      hash.update(path.relative(root, full)).update(fs.readFileSync(full));
    }
  };
  for (const p of paths) visit(path.join(root, p));
  return hash.digest('hex');
}

/** Runs `make` unless `stampFile` records the same source hash; then records it. */
function whenChanged(label, stampFile, sources, make) {
  const hash = sourceHash(sources);
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) {
    console.log(`${label}: up to date`);
    return;
  }
  const started = Date.now();
  make();
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, hash);
  console.log(`${label}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const domain = ['packages/domain/src', 'packages/domain/package.json', 'package-lock.json'];
const webDist = path.join(root, 'apps/web/dist');
whenChanged(
  'web app',
  path.join(webDist, '.source-hash'),
  [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/precompress.ts',
    'apps/web/offlineShell.ts',
    'apps/web/routeCode.ts',
    'apps/web/earlyScript.ts',
    'apps/web/package.json',
    ...domain,
  ],
  () => execFileSync(bin('vite'), ['build'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
);

const serverDist = path.join(root, 'apps/server/dist');
whenChanged(
  'server',
  path.join(serverDist, '.source-hash'),
  ['apps/server/src', 'apps/server/package.json', ...domain],
  () => {
    const pkg = (p) => JSON.parse(fs.readFileSync(path.join(root, p, 'package.json'), 'utf8'));
    const server = pkg('apps/server');
    // Our own packages are bundled; every installed package stays an import (some carry WASM and data files).
    const installed = Object.keys({
      ...server.dependencies,
      ...server.devDependencies,
      ...pkg('packages/domain').dependencies,
    }).filter((name) => !name.startsWith('@consent/'));
    fs.rmSync(serverDist, { recursive: true, force: true });
    execFileSync(
      bin('esbuild'),
      [
        'apps/server/src/main.ts',
        'apps/server/src/prepare.ts',
        // The PDF render pool's worker thread loads this file beside main.js (modules/pdf/renderPool.ts).
        'pdfRenderWorker=apps/server/src/modules/pdf/renderWorker.ts',
        '--bundle',
        // Shared code in chunks beside the entry points, and a dynamic import() stays one: main.js opens the database
        // before it reads the rest of the server (apps/server/src/main.ts), and that is all a start waits for first.
        '--splitting',
        '--chunk-names=[name]-[hash]',
        '--platform=node',
        '--format=esm',
        '--target=node20',
        '--sourcemap',
        `--outdir=${serverDist}`,
        '--log-level=warning',
        ...installed.flatMap((name) => [`--external:${name}`, `--external:${name}/*`]),
      ],
      { cwd: root, stdio: 'inherit' },
    );
    // The bundle finds its migrations beside itself, as the sources do.
    fs.cpSync(path.join(root, 'apps/server/src/db/migrations'), path.join(serverDist, 'migrations'), {
      recursive: true,
    });
  },
);

// The template depends on the migrations and the demo data (seeds, the address writer they use, the domain).
const templateDir = path.join(root, 'node_modules/.cache/consent');
whenChanged(
  'database template',
  path.join(templateDir, '.source-hash'),
  ['apps/server/src/db', 'apps/server/src/import', ...domain],
  () => {
    fs.rmSync(templateDir, { recursive: true, force: true });
    execFileSync(process.execPath, ['--enable-source-maps', path.join(serverDist, 'prepare.js')], {
      cwd: root,
      stdio: 'inherit',
    });
  },
);

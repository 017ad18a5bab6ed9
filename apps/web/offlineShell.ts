import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { transformWithOxc, type Plugin, type Rolldown } from 'vite';
import { KEPT_DATA_CACHE } from './src/offline/keptData';

const WORKER_SOURCE = path.join(import.meta.dirname, 'src/offline/inspectorWorker.ts');
/** Where the built worker is served from; the screen registers it with its own URL as the scope. */
export const INSPECTOR_WORKER_FILE = 'inspector-sw.js';
/** The chunks that make the inspector's screen: the council workspace's frame and its page (ADR 0085). */
const SCREEN_MODULES = ['/features/council/CouncilWorkspace.tsx', '/features/inspections/onSite/InspectionRunPage.tsx'];

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> } };

/**
 * The screen's chunk, what it loads lazily, and every chunk those import, with the CSS and files they name. The
 * entry's own lazy screens are not followed: the screen imports the entry, which can load every other screen.
 */
function filesOf(screen: Chunk, chunks: Map<string, Chunk>): string[] {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
    for (const name of chunk.imports) {
      const next = chunks.get(name);
      if (next) visit(next);
    }
  };
  visit(screen);
  for (const name of screen.dynamicImports) {
    const next = chunks.get(name);
    if (next) visit(next);
  }
  return [...files];
}

/**
 * Builds the inspector's service worker (ADR 0078): its source compiled on its own, with the files the inspector's
 * screen needs to open written in — index.html, what index.html loads, and the screen's chunk with all it imports —
 * and a name for this build's copy of them, so a release whose screen changed installs a new worker that keeps the
 * new files and deletes the old ones.
 */
export function offlineShell(): Plugin {
  return {
    name: 'consent:offline-shell',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
      const html = bundle['index.html'];
      const screens = SCREEN_MODULES.map((module) =>
        [...chunks.values()].find((chunk) => chunk.facadeModuleId?.replaceAll(path.sep, '/').endsWith(module)),
      );
      if (html?.type !== 'asset' || screens.some((screen) => !screen))
        this.error('the inspector worker needs index.html, the council workspace chunk and the inspection run chunk');
      const page = String(html.source);
      const fromPage = [...page.matchAll(/(?:src|href)="(\/[^"]+)"/g)].flatMap(([, file]) => (file ? [file] : []));
      const fromScreens = screens.flatMap((screen) => (screen ? filesOf(screen, chunks) : []));
      const files = [...new Set(['/index.html', ...fromPage, ...fromScreens.map((file) => `/${file}`)])];
      const release = createHash('sha256').update(files.join(' ')).update(page).digest('hex').slice(0, 12);
      const { code } = await transformWithOxc(await fs.promises.readFile(WORKER_SOURCE, 'utf8'), WORKER_SOURCE, {
        lang: 'ts',
      });
      this.emitFile({
        type: 'asset',
        fileName: INSPECTOR_WORKER_FILE,
        source: code
          .replace(/^export \{\s*\};?\n/m, '')
          .replace('__SHELL_FILES__', files.join(' '))
          .replace('__RELEASE__', release)
          .replace('__DATA_CACHE__', KEPT_DATA_CACHE),
      });
    },
  };
}

import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { ROUTE_CODE, ROUTE_CODE_FILE } from './src/routes/routeCode';

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** A chunk and every chunk it imports statically, with their CSS; the entry is left out (the page loads it). */
function filesOf(start: Chunk, chunks: Map<string, Chunk>, into: Set<string>): void {
  if (start.isEntry || into.has(`/${start.fileName}`)) return;
  into.add(`/${start.fileName}`);
  for (const css of start.viteMetadata?.importedCss ?? []) into.add(`/${css}`);
  for (const name of start.imports) {
    const next = chunks.get(name);
    if (next) filesOf(next, chunks, into);
  }
}

/**
 * Writes `route-code.json` (ADR 0092): for each page address of `ROUTE_CODE`, the files of the code its route loads
 * on demand, so the server can name them in the page and the browser fetches them beside the first code. The build
 * fails if a module of the table is not a chunk of its own.
 */
export function routeCode(): Plugin {
  return {
    name: 'consent:route-code',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
      const chunkOf = (module: string) =>
        [...chunks.values()].find((chunk) =>
          chunk.facadeModuleId?.replaceAll(path.sep, '/').endsWith(`/src/${module}`),
        );
      const routes = ROUTE_CODE.map(({ pattern, query, modules, signedIn, calls }) => {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = chunkOf(module);
          if (!chunk) return this.error(`route code: no chunk of its own for ${module} (${pattern})`);
          filesOf(chunk, chunks, files);
        }
        return { pattern, ...(query ? { query } : {}), signedIn, files: [...files], ...(calls ? { calls } : {}) };
      });
      this.emitFile({ type: 'asset', fileName: ROUTE_CODE_FILE, source: JSON.stringify(routes) });
    },
  };
}

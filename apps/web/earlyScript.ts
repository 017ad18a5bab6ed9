import type { Plugin } from 'vite';

/**
 * Names the page's early script (`src/early.ts`, its own entry in vite.config.ts) in index.html, first in the head:
 * a few hundred bytes that start the calls the server named in the page while the first code downloads (ADR 0096).
 * Vite would fold a second script of index.html into the first code's entry, so the build names it here. The build
 * fails without it.
 */
export function earlyScript(): Plugin {
  return {
    name: 'consent:early-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const early = Object.values(bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.isEntry && file.name === 'early',
        );
        if (!early) throw new Error('early script: no chunk for src/early.ts');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: `/${early.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Measure } from './run.js';

const gzipKb = (file: string) => gzipSync(fs.readFileSync(file)).length / 1024;

/** The JavaScript and CSS the main page loads before anything lazy: index.html's scripts, preloads and styles. */
export function bundleSizes(root: string): Measure[] {
  const dist = path.join(root, 'apps/web/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(js|css))"/g)];
  const js = refs.filter((r) => r[2] === 'js').reduce((kb, r) => kb + gzipKb(path.join(dist, r[1])), 0);
  const css = refs.filter((r) => r[2] === 'css').reduce((kb, r) => kb + gzipKb(path.join(dist, r[1])), 0);
  const lazy = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js') && !refs.some((r) => r[1].endsWith(f)));
  const largestLazy = Math.max(0, ...lazy.map((f) => gzipKb(path.join(dist, 'assets', f))));
  return [
    { name: 'main page JavaScript (gzip)', value: js, unit: 'KB', budget: 170 },
    { name: 'main page CSS (gzip)', value: css, unit: 'KB', budget: 15 },
    { name: 'largest lazy chunk (gzip)', value: largestLazy, unit: 'KB', budget: 100 },
  ];
}

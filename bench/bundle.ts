import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { defined } from '@consent/domain';
import type { Measure } from './run.js';

const gzipKb = (file: string) => gzipSync(fs.readFileSync(file)).length / 1024;

/** A file and every file it imports statically, by the build's relative imports (`from"./x.js"`). */
function withStaticImports(assets: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = fs.readFileSync(path.join(assets, file), 'utf8');
  for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
    withStaticImports(assets, defined(imported, 'the imported file'), seen);
  return seen;
}

/** The wizard's route and the forms it draws without zod (ADR 0089; site location, project and contacts: ADR 0094). */
const WIZARD_CHUNKS_WITHOUT_ZOD = [
  'WizardRoute',
  'PreApplicationForm',
  'PimForm',
  'RoleForm',
  'PersonForm',
  'ContactForm',
  'CertTitleForm',
  'PlgForm',
  'MiscForm',
  'AttachmentsForm',
  'SiteLocationForm',
  'ProjectForm',
  'ContactsForm',
];

/** The JavaScript and CSS the main page loads before anything lazy: index.html's scripts, preloads and styles. */
export function bundleSizes(root: string): Measure[] {
  const dist = path.join(root, 'apps/web/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(js|css))"/g)].map(([, file, kind]) => ({
    file: defined(file, 'the asset path'),
    kind,
  }));
  const js = refs.filter((r) => r.kind === 'js').reduce((kb, r) => kb + gzipKb(path.join(dist, r.file)), 0);
  const css = refs.filter((r) => r.kind === 'css').reduce((kb, r) => kb + gzipKb(path.join(dist, r.file)), 0);
  const lazy = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js') && !refs.some((r) => r.file.endsWith(f)));
  const largestLazy = Math.max(0, ...lazy.map((f) => gzipKb(path.join(dist, 'assets', f))));
  // zod marks every schema object `_zod`; the first code reads no schema (ADR 0075), and once a module of words
  // beside schemas brought zod back into it unnoticed (ADR 0080).
  const assets = path.join(dist, 'assets');
  const first = new Set(
    refs.filter((r) => r.kind === 'js').flatMap((r) => [...withStaticImports(assets, path.basename(r.file))]),
  );
  const hasZod = (f: string) => fs.readFileSync(path.join(assets, f), 'utf8').includes('_zod');
  const withZod = [...first].filter(hasZod).length;
  // The council queue and the task list read no schema either (ADR 0085): each screen's chunk and its static imports.
  const screenWithZod = (chunk: string) => {
    const file = fs.readdirSync(assets).find((f) => f.startsWith(`${chunk}-`) && f.endsWith('.js'));
    return file ? [...withStaticImports(assets, file)].filter(hasZod).length : Number.POSITIVE_INFINITY;
  };
  // A wizard page draws without zod (ADR 0089, ADR 0094): the wizard's route and every form, whose checks load apart.
  const wizardWithZod = new Set(
    WIZARD_CHUNKS_WITHOUT_ZOD.flatMap((chunk) => {
      const file = fs.readdirSync(assets).find((f) => f.startsWith(`${chunk}-`) && f.endsWith('.js'));
      return file ? [...withStaticImports(assets, file)].filter(hasZod) : [`${chunk} (no chunk)`];
    }),
  ).size;
  return [
    { name: 'main page JavaScript (gzip)', value: js, unit: 'KB', budget: 170 },
    { name: 'main page CSS (gzip)', value: css, unit: 'KB', budget: 15 },
    { name: 'largest lazy chunk (gzip)', value: largestLazy, unit: 'KB', budget: 100 },
    { name: 'files with zod in the code every screen loads first', value: withZod, unit: 'files', budget: 0 },
    { name: "files with zod in the council queue's code", value: screenWithZod('QueuePage'), unit: 'files', budget: 0 },
    { name: "files with zod in the task list's code", value: screenWithZod('TaskListRoute'), unit: 'files', budget: 0 },
    { name: "files with zod in the wizard pages' code", value: wizardWithZod, unit: 'files', budget: 0 },
    // Check your answers and the application page (one route) show every form's answers without zod (ADR 0095).
    {
      name: "files with zod in check your answers' code",
      value: screenWithZod('SummaryRoute'),
      unit: 'files',
      budget: 0,
    },
  ];
}

// `npm run bench`: measures against budgets and exits non-zero when one is over.
// Not part of `npm test`: timings belong here, not in tests.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addressMeasures } from './addresses.js';
import { bundleSizes } from './bundle.js';
import { apiMeasures } from './api.js';
import { startupMeasures } from './startup.js';
import { exitAgainstBudgets } from './budgets.js';
import { mobileMeasures } from './screensMobile.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Measure {
  name: string;
  value: number;
  unit: string;
  budget: number;
  /** Whether the budget is a ceiling (default) or a floor. */
  atLeast?: boolean;
}

execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });

const measures: Measure[] = [...bundleSizes(root)];
// Every screen on Lighthouse's mobile profile (issue 33.1).
measures.push(...(await mobileMeasures(root)));
measures.push(...(await startupMeasures(root)));
// The same calls on a PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL), when one is given.
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
measures.push(...(await apiMeasures(root, databaseUrl)));
if (!databaseUrl) {
  console.log('\nBENCH_DATABASE_URL / TEST_DATABASE_URL not set: the PostgreSQL CPU budgets were not measured.');
}

// National address data (bench:addresses): the import and the search, on PGlite and on the PostgreSQL server.
measures.push(...(await addressMeasures(null)));
if (databaseUrl) measures.push(...(await addressMeasures(databaseUrl)));

exitAgainstBudgets(measures);

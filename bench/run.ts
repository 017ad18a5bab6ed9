// `npm run bench`: measures against budgets and exits non-zero when one is over.
// Not part of `npm test`: timings belong here, not in tests.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSizes } from './bundle.js';
import { apiLatency } from './api.js';
import { startup } from './startup.js';

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
const { url, dataDir, stop, coldStartMs } = await startup(root);
measures.push({ name: 'cold start to healthy (new data dir)', value: coldStartMs, unit: 'ms', budget: 30_000 });
try {
  measures.push(...(await apiLatency(url)));
} finally {
  await stop();
}
const warm = await startup(root, dataDir);
measures.push({ name: 'warm start to healthy (existing data dir)', value: warm.coldStartMs, unit: 'ms', budget: 10_000 });
await warm.stop();

console.log('\n| measure | value | budget | |\n| --- | ---: | ---: | --- |');
let over = 0;
for (const m of measures) {
  const ok = m.atLeast ? m.value >= m.budget : m.value <= m.budget;
  if (!ok) over++;
  const budget = `${m.atLeast ? 'at least ' : 'at most '}${m.budget} ${m.unit}`;
  console.log(`| ${m.name} | ${m.value.toFixed(1)} ${m.unit} | ${budget} | ${ok ? 'ok' : 'OVER BUDGET'} |`);
}
process.exit(over ? 1 : 0);

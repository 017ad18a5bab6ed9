// `npm run bench:startup`: issue 14.3's start-up budgets alone (also part of `npm run bench`), with the load average,
// since on a shared machine a timing means little without it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitAgainstBudgets } from './budgets.js';
import { loadAverageLine } from './stats.js';
import { startupMeasures } from './startup.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const measures = await startupMeasures(root);
console.log(`\n${loadAverageLine()}`);
exitAgainstBudgets(measures);

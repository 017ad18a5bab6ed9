// `npm run bench:mobile --workspace @consent/bench`: every screen on Lighthouse's mobile profile against issue 33's
// budgets (the screen part of `npm run bench`). Builds what changed first, as `npm start` would.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitAgainstBudgets } from './budgets.js';
import { mobileMeasures } from './screensMobile.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
exitAgainstBudgets(await mobileMeasures(root));

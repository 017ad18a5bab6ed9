// `npm run bench:api --workspace @consent/bench`: only the API budgets of `npm run bench` (CPU per request and the
// save's p99, issue 33.3), on PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, on PostgreSQL. npm start's
// own check rebuilds what changed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiMeasures } from './api.js';
import { exitAgainstBudgets } from './budgets.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
exitAgainstBudgets(await apiMeasures(root, process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL));

// `npm run bench:api --workspace @consent/bench`: only the API throughput budgets of `npm run bench` (issue 14.2),
// on PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, on PostgreSQL, against a bare Fastify route measured
// in the same run. Assumes `npm run build` has run (npm start's own check rebuilds what changed).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiMeasures, bareFastify } from './api.js';
import { exitAgainstBudgets } from './budgets.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bare = await bareFastify(root);
exitAgainstBudgets(await apiMeasures(root, bare, process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL));

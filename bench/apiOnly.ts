// `npm run bench:api --workspace @consent/bench`: only the API throughput budgets of `npm run bench` (issue 14.2),
// on PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, on PostgreSQL, against a bare Fastify route measured
// in the same run. Assumes `npm run build` has run (npm start's own check rebuilds what changed).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiThroughput, bareFastify, API_BUDGETS } from './api.js';
import { startup } from './startup.js';
import { exitAgainstBudgets } from './budgets.js';
import type { Measure } from './run.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const measures: Measure[] = [];
const bare = await bareFastify(root);
const embedded = await startup(root);
try {
  measures.push(...(await apiThroughput(embedded.url, 'PGlite', bare, API_BUDGETS.pglite)));
} finally {
  await embedded.stop();
}
if (databaseUrl) {
  const onServer = await startup(root, undefined, databaseUrl);
  try {
    measures.push(...(await apiThroughput(onServer.url, 'PostgreSQL', bare, API_BUDGETS.postgres)));
  } finally {
    await onServer.stop();
  }
}
exitAgainstBudgets(measures);

import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { appIdOf, signedInApplicant } from './applicant.js';
import type { Measure } from './run.js';
import { startup } from './startup.js';

const CONNECTIONS = 32;
const SECONDS = 6;

async function json(url: string, body: unknown, cookie = '') {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: new URL(url).origin },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  return { response, body: answer };
}

interface Load {
  rps: number;
  p99: number;
}

async function load(title: string, options: autocannon.Options): Promise<Load> {
  // A second unmeasured first, so the figures are the server's steady state, not V8 compiling the route.
  await autocannon({ connections: CONNECTIONS, duration: 1, ...options });
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  if (result.non2xx || result.errors) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  console.log(`${title}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/**
 * The baseline every throughput figure is a share of: a bare Fastify JSON route answering a POST in its own
 * process, measured in the same run on the same machine (absolute figures drift by a third between runs here).
 */
export async function bareFastify(root: string): Promise<Load> {
  const port = 3700 + Math.floor(Math.random() * 200);
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify';
       const app = Fastify();
       app.post('/bare', async (request) => ({ result: 'success', message: '', echo: request.body }));
       await app.listen({ port: ${port}, host: '127.0.0.1' });`,
    ],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    const url = `http://127.0.0.1:${port}/bare`;
    for (
      let tries = 0;
      (await fetch(url, { method: 'POST' }).then(
        () => 0,
        () => 1,
      )) && tries < 200;
      tries++
    ) {
      await new Promise((r) => setTimeout(r, 50));
    }
    return await load('bare Fastify POST', {
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ appId: 1, has_cert: 'y' }),
    });
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

interface Budgets {
  saveShare: number;
  readShare: number;
  saveP99?: number;
}

/** Issue 14.2's budgets, as shares of the bare route (and the save's p99 on PostgreSQL). */
const API_BUDGETS = {
  pglite: { saveShare: 5, readShare: 8 },
  postgres: { saveShare: 15, readShare: 25, saveP99: 50 },
} satisfies Record<string, Budgets>;

/** Saving a page and reading an application, each as a share of the bare route, for one database. */
export async function apiThroughput(base: string, database: string, bare: Load, budgets: Budgets): Promise<Measure[]> {
  const cookie = await signedInApplicant(base, 'api');
  const created = await json(
    `${base}/access/app`,
    { action: 'new', data: { type: 2, param: 'standard', councilId: 1 } },
    cookie,
  );
  const appId = appIdOf(created.body);
  const headers = { cookie, 'content-type': 'application/json', origin: new URL(base).origin };
  const me = await load(`${database}: GET /api/auth/me`, { url: `${base}/api/auth/me`, headers: { cookie } });
  const save = await load(`${database}: POST /obca/ajax/ct`, {
    url: `${base}/obca/ajax/ct/${appId}`,
    method: 'POST',
    headers,
    body: JSON.stringify({ appId, has_cert: 'yes', request_ct: 'n', postcode: '6011', validation_mode: 'all' }),
  });
  const read = await load(`${database}: POST /obca/application`, {
    url: `${base}/obca/application`,
    method: 'POST',
    headers,
    body: JSON.stringify({ application_id: appId }),
  });
  const share = (l: Load) => (100 * l.rps) / bare.rps;
  const measures: Measure[] = [
    { name: `${database}: GET /api/auth/me p99 (${CONNECTIONS} connections)`, value: me.p99, unit: 'ms', budget: 200 },
    {
      name: `${database}: save a page, share of bare Fastify`,
      value: share(save),
      unit: '%',
      budget: budgets.saveShare,
      atLeast: true,
    },
    {
      name: `${database}: read an application, share of bare Fastify`,
      value: share(read),
      unit: '%',
      budget: budgets.readShare,
      atLeast: true,
    },
  ];
  if (budgets.saveP99 !== undefined) {
    measures.push({
      name: `${database}: save a page p99 (${CONNECTIONS} connections)`,
      value: save.p99,
      unit: 'ms',
      budget: budgets.saveP99,
    });
  }
  return measures;
}

/** Both databases' throughput measures, each on a server as `npm start` runs it: PGlite, then PostgreSQL if given. */
export async function apiMeasures(root: string, bare: Load, databaseUrl: string | undefined): Promise<Measure[]> {
  const measures: Measure[] = [];
  const servers = [
    { database: 'PGlite', url: undefined, budgets: API_BUDGETS.pglite },
    ...(databaseUrl ? [{ database: 'PostgreSQL', url: databaseUrl, budgets: API_BUDGETS.postgres }] : []),
  ];
  for (const { database, url, budgets } of servers) {
    const server = await startup(root, undefined, url);
    try {
      measures.push(...(await apiThroughput(server.url, database, bare, budgets)));
    } finally {
      await server.stop();
    }
  }
  return measures;
}

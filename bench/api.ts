import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { FORM_VERSION_HEADER, IDEMPOTENCY_KEY_HEADER } from '@consent/domain';
import { appIdOf, signedInApplicant } from './applicant.js';
import type { Measure } from './run.js';
import { backendsCpu, cpuBetween, namedConnection, processGroupCpu, settled } from './cpu.js';
import { startup } from './startup.js';

const CONNECTIONS = 32;
/**
 * Requests per measure on PostgreSQL, and before it, unmeasured (ADR 0082). A count rather than a duration: the CPU
 * a server spends besides requests (V8 optimising the route, a timer) is then divided among as many requests however
 * busy the shared machine is; measured over a fixed time, a loaded machine answered a tenth of the requests and the
 * same fixed cost counted tenfold (971 µs per read at load 25, against about 400 µs counted this way at load 16-20).
 */
const POSTGRES_REQUESTS = { measured: Number(process.env.BENCH_API_REQUESTS ?? 6000), warmUp: 3000 };
/** PGlite answers in the server's own process, several times slower, and has no budget: fewer. */
const PGLITE_REQUESTS = { measured: 1000, warmUp: 500 };

async function json(url: string, body: unknown, cookie = '', more: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: new URL(url).origin, ...more },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  return { response, body: answer };
}

/** A new Idempotency-Key as the web client makes one per save: 32 hex digits (apps/web's newIdempotencyKey). */
const newKey = () => randomBytes(16).toString('hex');

/** A stored form's version from an answer's Form-Version header (issue 33.4, ADR 0069). */
function versionOf(headers: Record<string, unknown> | Headers): number {
  const value = headers instanceof Headers ? headers.get(FORM_VERSION_HEADER) : headers[FORM_VERSION_HEADER];
  const version = Number(value);
  if (!Number.isInteger(version)) throw new Error(`no ${FORM_VERSION_HEADER} in the answer`);
  return version;
}

/** The application a save in flight was sent for (autocannon's context lasts one request when there is one). */
interface SaveContext {
  appId?: number;
}

interface Load {
  rps: number;
  p99: number;
  requests: number;
  /** CPU per request, µs: the server's processes, and PostgreSQL's backends serving it (when on PostgreSQL). */
  serverUs: number;
  /** The part of serverUs spent in the kernel (socket writes and reads). */
  serverSystemUs: number;
  postgresUs: number | null;
}

/** Where the server's CPU is read: its process group, and its PostgreSQL backends by their application_name. */
interface Processes {
  pgrp: number;
  /** Requests per measure, and before it, unmeasured. */
  requests: { measured: number; warmUp: number };
  postgres: { url: string; applicationName: string } | null;
}

async function load(title: string, processes: Processes, options: autocannon.Options): Promise<Load> {
  // Requests unmeasured first, so the figures are the server's steady state, not V8 compiling the route.
  await autocannon({ connections: CONNECTIONS, amount: processes.requests.warmUp, timeout: 60, ...options });
  const { postgres } = processes;
  const backends = () => (postgres ? backendsCpu(postgres.url, postgres.applicationName) : Promise.resolve(null));
  const serverBefore = processGroupCpu(processes.pgrp);
  const systemBefore = processGroupCpu(processes.pgrp, true);
  const postgresBefore = await backends();
  const result = await autocannon({
    connections: CONNECTIONS,
    amount: processes.requests.measured,
    timeout: 60,
    ...options,
  });
  const serverAfter = processGroupCpu(processes.pgrp);
  const systemAfter = processGroupCpu(processes.pgrp, true);
  const postgresAfter = await backends();
  if (result.non2xx || result.errors) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const requests = result.requests.total;
  const serverUs = cpuBetween(serverBefore, serverAfter) / requests;
  const serverSystemUs = cpuBetween(systemBefore, systemAfter) / requests;
  const postgresUs = postgresBefore && postgresAfter ? cpuBetween(postgresBefore, postgresAfter) / requests : null;
  console.log(
    `${title}: ${requests} requests, ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ` +
      `CPU per request: server ${serverUs.toFixed(0)} µs (system ${serverSystemUs.toFixed(0)})` +
      (postgresUs === null ? '' : `, PostgreSQL ${postgresUs.toFixed(0)} µs`),
  );
  return { rps: result.requests.average, p99: result.latency.p99, requests, serverUs, serverSystemUs, postgresUs };
}

interface Budgets {
  readServerUs?: number;
  saveServerUs?: number;
  savePostgresUs?: number;
  saveP99?: number;
}

/**
 * Issue 33.3's budgets on PostgreSQL: CPU per request (user + system time from /proc, divided by the requests
 * answered), which a shared machine's other load does not change the way it changes throughput; and the save's p99.
 * PGlite runs inside the server's process: its figures are printed, with no budget.
 */
const API_BUDGETS = {
  pglite: {},
  postgres: { readServerUs: 150, saveServerUs: 200, savePostgresUs: 250, saveP99: 50 },
} satisfies Record<string, Budgets>;

/** Saving a page and reading an application: CPU per request and the save's p99, for one database. */
export async function apiCost(
  base: string,
  database: string,
  processes: Processes,
  budgets: Budgets,
): Promise<Measure[]> {
  const cookie = await signedInApplicant(base, 'api');
  const headers = { cookie, 'content-type': 'application/json', origin: new URL(base).origin };
  const answers = (appId: number) =>
    JSON.stringify({ appId, has_cert: 'yes', request_ct: 'n', postcode: '6011', validation_mode: 'all' });
  // One application per connection, each loaded and saved once as the page does (an untouched one would be offered
  // again instead of a new one); the load's version is what the connection's first measured save is based on.
  const appIds: number[] = [];
  const versions = new Map<number, number>();
  while (appIds.length < CONNECTIONS) {
    const created = await json(
      `${base}/access/app`,
      { action: 'new', data: { type: 2, param: 'standard', councilId: 1 } },
      cookie,
    );
    const id = appIdOf(created.body);
    appIds.push(id);
    const loaded = await fetch(`${base}/obca/ajaxform/certtitle/${id}`, { headers: { cookie } });
    const saved = await json(`${base}/obca/ajax/ct/${id}`, JSON.parse(answers(id)), cookie, {
      [FORM_VERSION_HEADER]: String(versionOf(loaded.headers)),
      [IDEMPOTENCY_KEY_HEADER]: newKey(),
    });
    versions.set(id, versionOf(saved.response.headers));
  }
  const appId = appIds[0] ?? 0;
  const me = await load(`${database}: GET /api/auth/me`, processes, {
    url: `${base}/api/auth/me`,
    headers: { cookie },
  });
  // Saves as the web client makes them (apps/web's saveVersioned and its client's send): each based on the version
  // the last answer carried (Form-Version), with a new Idempotency-Key. An application is saved by one connection at
  // a time, taken from those not in flight and given back with its new version when answered, so each of the 32
  // applications is saved in turn, as applicants save (ADR 0086), and no save is refused as stale.
  const free = [...appIds];
  const save = await load(`${database}: POST /obca/ajax/ct, ${CONNECTIONS} applications`, processes, {
    url: base,
    method: 'POST',
    headers,
    requests: [
      {
        setupRequest: (request, context: SaveContext) => {
          const id = free.shift();
          if (id === undefined) throw new Error('every application has a save in flight');
          context.appId = id;
          const sent = {
            ...headers,
            [FORM_VERSION_HEADER]: String(versions.get(id) ?? 0),
            [IDEMPOTENCY_KEY_HEADER]: newKey(),
          };
          return { ...request, path: `/obca/ajax/ct/${id}`, headers: sent, body: answers(id) };
        },
        onResponse: (status, _body, context: SaveContext, answered) => {
          if (context.appId === undefined) return;
          if (status === 200) versions.set(context.appId, versionOf(answered ?? {}));
          free.push(context.appId);
        },
      },
    ],
  });
  // The same application saved by 32 connections at once, which no applicant does, queues them on its row's lock:
  // printed too. Each with a new Idempotency-Key and no Form-Version (a page that has not loaded a version sends
  // none), since 32 saves based on one version would all but one be refused as stale.
  await load(`${database}: POST /obca/ajax/ct, one application`, processes, {
    url: `${base}/obca/ajax/ct/${appId}`,
    method: 'POST',
    headers,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: newKey() },
          body: answers(appId),
        }),
      },
    ],
  });
  const read = await load(`${database}: POST /obca/application`, processes, {
    url: `${base}/obca/application`,
    method: 'POST',
    headers,
    body: JSON.stringify({ application_id: appId }),
  });
  const measures: Measure[] = [
    { name: `${database}: GET /api/auth/me p99 (${CONNECTIONS} connections)`, value: me.p99, unit: 'ms', budget: 200 },
  ];
  const budget = (name: string, value: number | null, limit: number | undefined, unit: string) => {
    if (limit !== undefined && value !== null)
      measures.push({ name: `${database}: ${name}`, value, unit, budget: limit });
  };
  budget('read an application, server CPU per request', read.serverUs, budgets.readServerUs, 'µs');
  budget('save a page, server CPU per request', save.serverUs, budgets.saveServerUs, 'µs');
  budget('save a page, PostgreSQL CPU per request', save.postgresUs, budgets.savePostgresUs, 'µs');
  budget(`save a page p99 (${CONNECTIONS} connections)`, save.p99, budgets.saveP99, 'ms');
  return measures;
}

/** Both databases' measures, each on a server as `npm start` runs it: PGlite, then PostgreSQL if given. */
export async function apiMeasures(root: string, databaseUrl: string | undefined): Promise<Measure[]> {
  const measures: Measure[] = [];
  const applicationName = `consent-bench-${process.pid}`;
  const servers = [
    { database: 'PGlite', url: undefined, budgets: API_BUDGETS.pglite, requests: PGLITE_REQUESTS },
    ...(databaseUrl
      ? [{ database: 'PostgreSQL', url: databaseUrl, budgets: API_BUDGETS.postgres, requests: POSTGRES_REQUESTS }]
      : []),
  ];
  for (const { database, url, budgets, requests } of servers) {
    const server = await startup(root, undefined, url && namedConnection(url, applicationName));
    try {
      await settled(server.pid);
      const processes = { pgrp: server.pid, requests, postgres: url ? { url, applicationName } : null };
      measures.push(...(await apiCost(server.url, database, processes, budgets)));
    } finally {
      await server.stop();
    }
  }
  return measures;
}

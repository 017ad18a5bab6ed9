import autocannon from 'autocannon';
import type { Measure } from './run.js';

async function json(url: string, body: unknown, cookie = '') {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  return { response, body: await response.json() };
}

async function load(title: string, options: autocannon.Options): Promise<Measure[]> {
  // A second unmeasured first, so the figures are the server's steady state, not V8 compiling the route.
  await autocannon({ connections: 10, duration: 1, ...options });
  const result = await autocannon({ connections: 10, duration: 5, ...options });
  if (result.non2xx || result.errors) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return [
    { name: `${title}: p99 latency (10 connections)`, value: result.latency.p99, unit: 'ms', budget: 100 },
    { name: `${title}: requests per second`, value: result.requests.average, unit: 'req/s', budget: 200, atLeast: true },
  ];
}

/** Latency and throughput of the calls every screen makes: who am I, and the application's data. */
export async function apiLatency(base: string): Promise<Measure[]> {
  const email = `bench.${Date.now()}@example.co.nz`;
  const { response } = await json(`${base}/api/auth/register`, { email, password: 'bench password 1', fullName: 'Bench Mark' });
  const cookie = response.headers.get('set-cookie')!.split(';')[0];
  const created = await json(`${base}/access/app`, { action: 'new', data: { type: 2, param: 'standard', councilId: 1 } }, cookie);
  const appId = created.body.appId;
  return [
    ...(await load('GET /api/auth/me', { url: `${base}/api/auth/me`, headers: { cookie } })),
    ...(await load('POST /obca/application', {
      url: `${base}/obca/application`,
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ application_id: appId }),
    })),
  ];
}

/**
 * `npm run bench:screens`: how long the applicant waits for the server on three screens (issue 15 point 9), on a
 * freshly started server as `npm start` serves it, calling what the SPA calls:
 *   - opening the site-location page: the step saved, the parcels, the council's map configuration and the record
 *     of title, all at once as the page asks for them;
 *   - Continue on the project page: the project saved (mode 'all'), the application read again to work out the next
 *     page, then the contacts page's own loads;
 *   - the first PDF of the application.
 * Each is timed the first time (the cold case a new server's first applicant meets) and as the median of five more.
 * Exits non-zero when one is over its 300 ms budget.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validBuilding } from '../apps/server/test/support/buildings.js';
import { appIdOf, signedInApplicant } from './applicant.js';
import type { Measure } from './run.js';
import { startup } from './startup.js';
import { exitAgainstBudgets } from './budgets.js';
import { loadAverageLine, median } from './stats.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_MS = 300;
const REPEATS = 5;
const COUNCIL_ID = 1;

async function client(base: string) {
  const origin = new URL(base).origin;
  const cookie = await signedInApplicant(base, 'screens');
  const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const started = performance.now();
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { cookie, origin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const bytes = await response.arrayBuffer();
    if (response.status >= 300)
      throw new Error(`${method} ${url}: ${response.status} ${Buffer.from(bytes).toString()}`);
    steps.push(`${method} ${url.replace(/\/\d+$/, '/:id')} ${(performance.now() - started).toFixed(0)} ms`);
    return bytes;
  };
  return { call, cookie };
}

/** An owner's building consent with the pages before the site answered, as an applicant reaching it has them. */
async function newApplication(call: Awaited<ReturnType<typeof client>>['call']): Promise<number> {
  const created: unknown = JSON.parse(
    Buffer.from(
      await call('POST', '/access/app', {
        action: 'new',
        data: { type: 2, param: 'standard', role: 'owner', councilId: COUNCIL_ID },
      }),
    ).toString(),
  );
  const appId = appIdOf(created);
  await call('POST', `/obca/ajax/approle/${appId}`, { appId, approle: 'owner', validation_mode: 'all' });
  await call('POST', `/obca/ajax/savebuilding/${appId}`, { app_id: appId, data: validBuilding });
  return appId;
}

const time = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};
/** Each call's own time, for the per-step figures of a screen's first run. */
const steps: string[] = [];

execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const server = await startup(root);
const measures: Measure[] = [];
try {
  const { call } = await client(server.url);
  const openSite = (appId: number) =>
    time(() =>
      Promise.all([
        call('POST', '/obca/set_application_step', { appId, step: 7 }),
        call('GET', `/ajax/get_parcel_data/${appId}`),
        call('GET', `/api/applications/${appId}/maps-config`),
        call('GET', `/obca/ajaxform/certtitle/${appId}`),
      ]),
    );
  const continueFromProject = (appId: number) =>
    time(async () => {
      await call('POST', `/obca/ajax/project/${appId}`, {
        projectDescription: 'A new house',
        tbuilding: 'residential',
        projectSection75: 'no',
        validation_mode: 'all',
      });
      await call('POST', '/obca/application', { application_id: appId });
      await Promise.all([
        call('POST', '/obca/set_application_step', { appId, step: 11 }),
        call('GET', `/obca/ajaxform/lbp/${appId}`),
        call('GET', `/ajax/get_contacts_data/${appId}`),
      ]);
    });
  const pdf = (appId: number) => time(() => call('GET', `/api/applications/${appId}/summary.pdf`));

  const screens: [string, (appId: number) => Promise<number>][] = [
    ['opening the site-location page', openSite],
    ['Continue on the project page (save, then the contacts page)', continueFromProject],
    ['the PDF of an application', pdf],
  ];
  for (const [name, run] of screens) {
    const appId = await newApplication(call);
    steps.length = 0;
    const first = await run(appId);
    console.log(`${name}, first time, each call: ${steps.join('; ')}`);
    const again: number[] = [];
    for (let i = 0; i < REPEATS; i++) again.push(await run(await newApplication(call)));
    console.log(`${name}: first ${first.toFixed(0)} ms; then ${again.map((t) => t.toFixed(0)).join(', ')} ms`);
    measures.push({ name: `${name}, first time on a fresh server`, value: first, unit: 'ms', budget: BUDGET_MS });
    measures.push({ name: `${name}, median of ${REPEATS} after`, value: median(again), unit: 'ms', budget: BUDGET_MS });
  }
} finally {
  await server.stop();
}

console.log(`\n${loadAverageLine()}`);
exitAgainstBudgets(measures);

/**
 * `npm run bench:pdf-load`: the server stays responsive while PDFs render (issue 17 R3), and the first PDF
 * of a normal application is quick (issue 15 point 9). Against the product as `npm start` serves it:
 *   - the first PDF of a one-building application on a freshly started server, then a second one;
 *   - one 200-building PDF on its own;
 *   - /healthz latency (p50, p99, max) polled while ten 200-building PDFs render (five applicants, two each).
 * Exits non-zero when a figure is over its budget.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fullBuilding } from '../apps/server/test/support/buildings.js';
import { appIdOf, signedInApplicant } from './applicant.js';
import type { Measure } from './run.js';
import { startup } from './startup.js';
import { exitAgainstBudgets } from './budgets.js';
import { defined } from '@consent/domain';
import { percentile } from './stats.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILDINGS = 200;
const APPLICANTS = 5;
const PDFS_EACH = 2;

async function applicant(base: string, label: string) {
  const origin = new URL(base).origin;
  const cookie = await signedInApplicant(base, `pdf.${label}`);
  const post = async (url: string, body: unknown) => {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin },
      body: JSON.stringify(body),
    });
    if (response.status >= 300) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    const answer: unknown = await response.json();
    return answer;
  };
  /** An application with the given number of buildings and the project page answered. */
  const application = async (buildings: number) => {
    const appId = appIdOf(
      await post('/access/app', { action: 'new', data: { type: 2, param: 'standard', role: 'owner', councilId: 1 } }),
    );
    for (let n = 1; n <= buildings; n++)
      await post(`/obca/ajax/savebuilding/${appId}`, { app_id: appId, data: fullBuilding(n) });
    await post(`/obca/ajax/project/${appId}`, {
      projectDescription: 'A bench project',
      tbuilding: 'residential',
      projectSection75: 'no',
    });
    return appId;
  };
  /** Downloads the application's PDF; its time in ms. */
  const pdf = async (appId: number) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/applications/${appId}/summary.pdf`, { headers: { cookie } });
    const bytes = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`PDF ${appId}: ${response.status} ${Buffer.from(bytes).toString()}`);
    return performance.now() - started;
  };
  return { application, pdf };
}

/** Polls /healthz one request after another until `until` settles; each answer's time in ms. */
async function healthzWhile(base: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- `done` is set by the timer's callback
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${base}/healthz`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 10));
  }
  return times;
}

execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const server = await startup(root);
const measures: Measure[] = [];
try {
  const first = await applicant(server.url, 'first');
  const normal = await first.application(1);
  const firstPdf = await first.pdf(normal);
  const secondPdf = await first.pdf(normal);
  console.log(`first PDF of a one-building application: ${firstPdf.toFixed(0)} ms; again: ${secondPdf.toFixed(0)} ms`);
  measures.push({ name: 'first PDF of a normal application (fresh server)', value: firstPdf, unit: 'ms', budget: 300 });

  const applicants = await Promise.all(Array.from({ length: APPLICANTS }, (_, i) => applicant(server.url, `load${i}`)));
  const large: number[] = [];
  for (const a of applicants) large.push(await a.application(BUILDINGS));
  const alone = await defined(applicants[0], 'an applicant').pdf(defined(large[0], 'its application'));
  console.log(`one ${BUILDINGS}-building PDF on its own: ${alone.toFixed(0)} ms`);
  measures.push({ name: `one ${BUILDINGS}-building PDF on its own`, value: alone, unit: 'ms', budget: 10_000 });

  const started = performance.now();
  const renders = Promise.all(
    applicants.flatMap((a, i) =>
      Array.from({ length: PDFS_EACH }, () => a.pdf(defined(large[i], "the applicant's application"))),
    ),
  );
  const healthz = (await healthzWhile(server.url, renders)).sort((a, b) => a - b);
  const times = await renders;
  const all = performance.now() - started;
  console.log(
    `${times.length} ${BUILDINGS}-building PDFs at once: all done in ${all.toFixed(0)} ms (slowest ${Math.max(...times).toFixed(0)} ms); ` +
      `/healthz ${healthz.length} answers: p50 ${percentile(healthz, 50).toFixed(1)} ms, p99 ${percentile(healthz, 99).toFixed(1)} ms, max ${defined(healthz.at(-1), 'healthz.at(-1)').toFixed(1)} ms`,
  );
  measures.push({
    name: `/healthz p99 while ${times.length} ${BUILDINGS}-building PDFs render`,
    value: percentile(healthz, 99),
    unit: 'ms',
    budget: 50,
  });
} finally {
  await server.stop();
}

exitAgainstBudgets(measures);

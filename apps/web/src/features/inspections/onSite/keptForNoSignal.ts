import { inspectionsContract as routes, routeUrl, type Me } from '@consent/domain';
import { KEPT_AT_HEADER } from '../../../offline/keptAt';
import { KEPT_DATA_CACHE } from '../../../offline/keptData';

/** The inspector's service worker (built by apps/web/offlineShell.ts, ADR 0078). */
const WORKER = '/inspector-sw.js';
const ME_URL = '/api/auth/me';
/** Runs kept beyond today's: the days the inspector looked at last. */
const RUNS_KEPT = 7;

/** The address the run of a day is read from: the key its copy is kept under. */
export const runUrl = (councilId: number, date: string | undefined) =>
  routeUrl(routes.run.path, { councilId }, date ? { date } : {});

const copyOf = (body: unknown, at: string) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', [KEPT_AT_HEADER]: at } });

/** Resolves true once the registration's worker is active (it has kept the shell), false if it failed. */
function activated(registration: ServiceWorkerRegistration): Promise<boolean> {
  const worker = registration.installing ?? registration.waiting ?? registration.active;
  if (!worker || worker.state === 'activated') return Promise.resolve(Boolean(worker));
  return new Promise((resolve) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated' || worker.state === 'redundant') resolve(worker.state === 'activated');
    });
  });
}

async function forgetOlderRuns(data: Cache): Promise<void> {
  const runs = (await data.keys()).filter((request) => new URL(request.url).pathname.endsWith('/inspections/run'));
  const dated = await Promise.all(
    runs.map(async (request) => ({ request, at: (await data.match(request))?.headers.get(KEPT_AT_HEADER) ?? '' })),
  );
  dated.sort((a, b) => b.at.localeCompare(a.at));
  await Promise.all(dated.slice(RUNS_KEPT).map(({ request }) => data.delete(request)));
}

/**
 * Makes the inspector's screen open with no signal (issue 32.4, ADR 0078): registers the service worker for this
 * screen alone (its URL is the scope) and keeps who is signed in and the run just read from the server, for the worker
 * to answer with when the network fails. Another person's copies are deleted first. Resolves true once they are kept
 * and the worker has kept the screen's files; false where the browser keeps nothing (development, tests).
 */
export async function keepForNoSignal(councilId: number, me: Me, url: string, run: unknown): Promise<boolean> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || typeof caches === 'undefined') return false;
  const registration = await navigator.serviceWorker.register(WORKER, { scope: `/council/${councilId}/inspections` });
  const keptMe = await caches.match(ME_URL, { cacheName: KEPT_DATA_CACHE });
  if (keptMe && ((await keptMe.json()) as Partial<Me>).id !== me.id) await caches.delete(KEPT_DATA_CACHE);
  const data = await caches.open(KEPT_DATA_CACHE);
  const at = new Date().toISOString();
  await Promise.all([data.put(ME_URL, copyOf(me, at)), data.put(url, copyOf(run, at))]);
  await forgetOlderRuns(data);
  return activated(registration);
}

/**
 * The inspector's service worker (issue 32.4, ADR 0078), registered only by the inspector's screen with that screen's
 * URL as its scope, so no other page is ever controlled by it. It makes the screen open with no signal:
 * - the app shell the screen needs (index.html and its hashed files, listed at build time) is kept when the worker
 *   installs; a page load goes to the network first and falls back to the kept index.html only when the network
 *   fails, so index.html stays fresh whenever there is a connection;
 * - who is signed in and the run answers go to the network first, falling back to the copies the screen kept the
 *   last time it loaded them online (written by the page itself, per signed-in user, cleared on sign-out);
 * - everything else passes through untouched.
 *
 * This file is built on its own (apps/web/offlineShell.ts): no imports, and the build writes in the placeholders. It
 * is a module only for the compiler (its names stay its own); the build drops the export, as a worker is a script.
 */
export {};

/** The parts of the service worker's global scope used here (the DOM library, not the WebWorker one, types the app). */
interface WorkerEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface WorkerFetchEvent extends WorkerEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  readonly registration: { navigationPreload?: { enable(): Promise<void> } };
  readonly location: { origin: string };
}
const worker = globalThis as unknown as WorkerScope;

/** Written by the build: the shell's files (space separated), a name for this build's shell, the data cache's name. */
const SHELL_FILES = '__SHELL_FILES__'.split(' ');
const SHELL_CACHE = 'inspector-shell-__RELEASE__';
const DATA_CACHE = '__DATA_CACHE__';
const SHELL_PREFIX = 'inspector-shell-';
const INDEX = '/index.html';
const kept = new Set(SHELL_FILES);
/** Who is signed in, and a council's run: the answers the screen needs to open. */
const isScreenData = (path: string) =>
  path === '/api/auth/me' || /^\/api\/council\/councils\/\d+\/inspections\/run$/.test(path);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      // Hashed files never change under their name (the browser's cache may answer); index.html is asked again.
      await shell.addAll(
        SHELL_FILES.map((file) => new Request(file, { cache: file.startsWith('/assets/') ? 'default' : 'no-cache' })),
      );
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(SHELL_PREFIX) && name !== SHELL_CACHE)
          .map((name) => caches.delete(name)),
      );
      // The page's own request starts while the worker wakes, so a page load online is not slowed by it.
      await worker.registration.navigationPreload?.enable();
      await worker.clients.claim();
    })(),
  );
});

async function page(event: WorkerFetchEvent): Promise<Response> {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch (failure) {
    const shell = await caches.match(INDEX, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw failure;
  }
}

async function screenData(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    // No session (signed out elsewhere, or it ended): what was kept for the last one is not shown again.
    if (response.status === 401) await caches.delete(DATA_CACHE);
    return response;
  } catch (failure) {
    const copy = await caches.match(request, { cacheName: DATA_CACHE });
    if (copy) return copy;
    throw failure;
  }
}

async function shellFile(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: SHELL_CACHE })) ?? fetch(request);
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(event));
  else if (isScreenData(url.pathname)) event.respondWith(screenData(request));
  else if (kept.has(url.pathname)) event.respondWith(shellFile(request));
});

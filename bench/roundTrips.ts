// `npm run bench:round-trips --workspace @consent/bench`: for every screen on the mobile profile, the requests its
// load makes and the longest chain of them made one after another (issue 33.2). Counts, not timings: they hold on a
// loaded machine. BENCH_MOBILE_SCREENS (a pattern of screen names) picks screens. Builds what changed first.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { MOBILE, mobilePage } from './mobileProfile.js';
import { mobileScreens } from './mobileScreens.js';
import { startup } from './startup.js';

/** One request of a load, as the browser's network log has it (seconds on its monotonic clock). */
interface Sent {
  url: string;
  api: boolean;
  start: number;
  end: number;
  fromCache: boolean;
}

const ONLY = process.env.BENCH_MOBILE_SCREENS ? new RegExp(process.env.BENCH_MOBILE_SCREENS, 'i') : null;
const API = /^\/(api|obca|ajax|access|a2)\/|^\/helix\/\w+\/save\//;

/**
 * The longest chain of requests each sent only after the one before had been answered: the round trips a screen
 * waits for one after another. A request answered from the browser's cache is no round trip and is left out.
 */
export function longestChain(requests: readonly Sent[]): Sent[] {
  const sorted = requests.filter((r) => !r.fromCache).sort((a, b) => a.start - b.start);
  const best: Sent[][] = [];
  sorted.forEach((request, i) => {
    let before: Sent[] = [];
    for (let j = 0; j < i; j++) {
      const chain = best[j] ?? [];
      const last = chain.at(-1);
      if (last && last.end <= request.start && chain.length > before.length) before = chain;
    }
    best.push([...before, request]);
  });
  return best.reduce<Sent[]>((a, b) => (b.length > a.length ? b : a), []);
}

/** Opens `url` and logs every request until the heading shows and the network is quiet. */
async function logLoad(page: Page, url: string, cdp: Awaited<ReturnType<typeof mobilePage>>['cdp']) {
  const byId = new Map<string, Sent>();
  const sent = (e: { requestId: string; request: { url: string }; timestamp: number }) => {
    const at = new URL(e.request.url);
    byId.set(e.requestId, {
      url: at.pathname + at.search,
      api: API.test(at.pathname),
      start: e.timestamp,
      end: Infinity,
      fromCache: false,
    });
  };
  const cached = (e: { requestId: string }) => {
    const r = byId.get(e.requestId);
    if (r) r.fromCache = true;
  };
  const answered = (e: { requestId: string; response: { fromDiskCache?: boolean } }) => {
    const r = byId.get(e.requestId);
    if (r && e.response.fromDiskCache) r.fromCache = true;
  };
  const finished = (e: { requestId: string; timestamp: number }) => {
    const r = byId.get(e.requestId);
    if (r) r.end = e.timestamp;
  };
  cdp.on('Network.requestWillBeSent', sent);
  cdp.on('Network.requestServedFromCache', cached);
  cdp.on('Network.responseReceived', answered);
  cdp.on('Network.loadingFinished', finished);
  cdp.on('Network.loadingFailed', finished);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('main h1').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    // A screen's forms load after its heading: counted until nothing on it says it is loading.
    await page.locator('main .loading').first().waitFor({ state: 'detached', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
  } finally {
    cdp.off('Network.requestWillBeSent', sent);
    cdp.off('Network.requestServedFromCache', cached);
    cdp.off('Network.responseReceived', answered);
    cdp.off('Network.loadingFinished', finished);
    cdp.off('Network.loadingFailed', finished);
  }
  // The tab's icon is asked for whenever the browser gets to it, and nothing waits for it.
  return [...byId.values()].filter((r) => !r.url.startsWith('data:') && r.url !== '/favicon.svg');
}

/** A load's figures: requests over the network, API calls (and how many were /me), and the chains. */
function summary(requests: Sent[]) {
  const network = requests.filter((r) => !r.fromCache);
  const api = network.filter((r) => r.api);
  const chain = longestChain(requests);
  const short = (u: string) => u.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.(js|css)$/, '.$1');
  return {
    requests: network.length,
    api: api.length,
    me: api.filter((r) => r.url === '/api/auth/me').length,
    chain: chain.length,
    apiChain: longestChain(api).length,
    chainText: chain.map((r) => short(r.url)).join(' → '),
    apiText: api.map((r) => r.url).join(', '),
  };
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!process.env.BENCH_NO_BUILD) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const server = await startup(root);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const { screens, sessions } = await mobileScreens(server.url);
  console.log(
    '\n| screen | load | requests | API calls (/me) | longest chain | longest API chain |\n| --- | --- | ---: | ---: | ---: | ---: |',
  );
  const details: string[] = [];
  for (const screen of screens.filter((s) => !ONLY || ONLY.test(s.name))) {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: MOBILE.viewport,
      ...(screen.as === 'nobody' ? {} : { storageState: sessions[screen.as] }),
    });
    try {
      const { page, cdp } = await mobilePage(context);
      for (const load of ['cold', 'warm'] as const) {
        const s = summary(await logLoad(page, screen.url, cdp));
        console.log(`| ${screen.name} | ${load} | ${s.requests} | ${s.api} (${s.me}) | ${s.chain} | ${s.apiChain} |`);
        details.push(`${screen.name}, ${load}: chain ${s.chainText}\n    API: ${s.apiText}`);
      }
    } finally {
      await context.close();
    }
  }
  console.log(`\n${details.join('\n')}`);
} finally {
  await browser.close();
  await server.stop();
}

import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * Lighthouse's mobile profile, applied through Chromium's DevTools protocol: a 390x844 screen, the CPU four times
 * slower, and a slow 4G link (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up).
 */
export const MOBILE = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  network: { offline: false, latency: 150, downloadThroughput: 204_800, uploadThroughput: 96_000 },
} as const;

/** What one load of a screen measured, in ms from the navigation's start (and bytes of JavaScript). */
export interface ScreenLoad {
  headingMs: number;
  lcpMs: number;
  jsBytes: number;
}

/**
 * Records, in the page, when the screen's heading (the first h1 in main) first shows, and every largest
 * contentful paint. Installed before any of the page's own script runs. A string, not a function: tsx would
 * wrap a function's inner functions in a helper the page does not have.
 */
const RECORD_PAINTS = `
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcpAt = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const observer = new MutationObserver(() => {
    if (window.__headingAt === undefined && document.querySelector('main h1')?.textContent?.trim()) {
      window.__headingAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
`;

/** A page of `context` on the mobile profile, counting the JavaScript it is sent (encoded bytes, as on the wire). */
export async function mobilePage(
  context: BrowserContext,
): Promise<{ page: Page; cdp: CDPSession; jsBytes: () => number }> {
  const page = await context.newPage();
  await page.addInitScript(RECORD_PAINTS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', MOBILE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  const scripts = new Set<string>();
  let bytes = 0;
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (scripts.has(e.requestId)) bytes += e.encodedDataLength;
  });
  return { page, cdp, jsBytes: () => bytes };
}

/**
 * Opens `url` and waits for its heading and for the network to go quiet (the screen's lazy code and data are in),
 * then reads the heading's time and the last largest contentful paint.
 */
export async function loadScreen(page: Page, url: string, jsBytes: () => number): Promise<ScreenLoad> {
  const before = jsBytes();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('main h1').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  const { headingAt, lcpAt } = await page.evaluate(() => {
    const w = window as unknown as { __headingAt?: number; __lcpAt?: number };
    return { headingAt: w.__headingAt ?? NaN, lcpAt: w.__lcpAt ?? NaN };
  });
  return { headingMs: headingAt, lcpMs: lcpAt, jsBytes: jsBytes() - before };
}

/**
 * Interaction to next paint of a click on `button`: the longest Event Timing entry of the interaction (input
 * delay, handlers, and the paint after), read from the page's own performance timeline.
 */
export async function clickInp(page: Page, button: ReturnType<Page['getByRole']>): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __inp?: number };
    w.__inp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (e.interactionId) w.__inp = Math.max(w.__inp ?? 0, e.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
  await button.click();
  // Event Timing reports once the next frame has painted; a quiet network means the click's work is done.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
  return page.evaluate(() => (window as unknown as { __inp?: number }).__inp ?? NaN);
}

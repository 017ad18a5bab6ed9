import { chromium, type Browser } from '@playwright/test';
import { clickInp, loadScreen, MOBILE, mobilePage, type ScreenLoad } from './mobileProfile.js';
import { mobileScreens, type Screen } from './mobileScreens.js';
import type { Measure } from './run.js';
import { startup } from './startup.js';
import { loadAverageLine, median } from './stats.js';

/** Issue 33's budgets: each screen's heading and largest contentful paint, and the JavaScript a cold screen is sent. */
export const MOBILE_BUDGETS = { coldMs: 1_500, warmMs: 800, coldJsKb: 150, continueInpMs: 200 } as const;

/** Few by default: the machine is shared. BENCH_MOBILE_REPEATS raises it. */
const REPEATS = Number(process.env.BENCH_MOBILE_REPEATS ?? 3);

/** BENCH_MOBILE_SCREENS, a pattern of screen names (`sign-in|main page`), measures only those: a few at a time. */
const ONLY = process.env.BENCH_MOBILE_SCREENS ? new RegExp(process.env.BENCH_MOBILE_SCREENS, 'i') : null;

type Sessions = Awaited<ReturnType<typeof mobileScreens>>['sessions'];

/**
 * One screen opened cold (a new browser context: empty cache) and then warm (the same screen again in that
 * context), each run its median.
 */
async function measureScreen(browser: Browser, base: string, screen: Screen, sessions: Sessions) {
  const cold: ScreenLoad[] = [];
  const warm: ScreenLoad[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const context = await browser.newContext({
      baseURL: base,
      viewport: MOBILE.viewport,
      ...(screen.as === 'nobody' ? {} : { storageState: sessions[screen.as] }),
    });
    try {
      const { page, jsBytes } = await mobilePage(context);
      cold.push(await loadScreen(page, screen.url, jsBytes));
      warm.push(await loadScreen(page, screen.url, jsBytes));
    } finally {
      await context.close();
    }
  }
  const of = (loads: ScreenLoad[]) => ({
    headingMs: median(loads.map((l) => l.headingMs)),
    lcpMs: median(loads.map((l) => l.lcpMs)),
    jsKb: median(loads.map((l) => l.jsBytes)) / 1024,
  });
  return { cold: of(cold), warm: of(warm) };
}

/** INP of Continue on the owner's page, answered: the click, its handlers and the paint after it. */
async function continueInp(browser: Browser, base: string, url: string, sessions: Sessions): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const context = await browser.newContext({
      baseURL: base,
      viewport: MOBILE.viewport,
      storageState: sessions.applicant,
    });
    try {
      const { page, jsBytes } = await mobilePage(context);
      await loadScreen(page, url, jsBytes);
      await page.locator('main .loading').first().waitFor({ state: 'detached' });
      runs.push(await clickInp(page, page.getByRole('button', { name: 'Continue', exact: true })));
    } finally {
      await context.close();
    }
  }
  return median(runs);
}

/**
 * Issue 33 point 1: every screen on Lighthouse's mobile profile (see mobileProfile.ts), on a server as `npm start`
 * runs it (PGlite, a new data directory), with the built web app. Prints a table of every screen and answers the
 * measures against their budgets.
 */
export async function mobileMeasures(root: string): Promise<Measure[]> {
  const server = await startup(root);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const measures: Measure[] = [];
  try {
    const { screens, sessions, ownerPage } = await mobileScreens(server.url);
    const ms = (n: number) => `${(n / 1000).toFixed(2)} s`;
    console.log(
      `\nScreens on the mobile profile (median of ${REPEATS}; heading / largest contentful paint)\n` +
        '| screen | cold | warm | JavaScript, cold |\n| --- | ---: | ---: | ---: |',
    );
    for (const screen of screens.filter((s) => !ONLY || ONLY.test(s.name))) {
      const { cold, warm } = await measureScreen(browser, server.url, screen, sessions);
      console.log(
        `| ${screen.name} | ${ms(cold.headingMs)} / ${ms(cold.lcpMs)} | ${ms(warm.headingMs)} / ${ms(warm.lcpMs)} | ${cold.jsKb.toFixed(1)} KB |`,
      );
      const coldMs = Math.max(cold.headingMs, cold.lcpMs);
      const warmMs = Math.max(warm.headingMs, warm.lcpMs);
      measures.push(
        { name: `${screen.name}: heading and LCP, cold`, value: coldMs, unit: 'ms', budget: MOBILE_BUDGETS.coldMs },
        { name: `${screen.name}: heading and LCP, warm`, value: warmMs, unit: 'ms', budget: MOBILE_BUDGETS.warmMs },
        {
          name: `${screen.name}: JavaScript sent, cold`,
          value: cold.jsKb,
          unit: 'KB',
          budget: MOBILE_BUDGETS.coldJsKb,
        },
      );
    }
    if (!ONLY || ONLY.test('continue')) {
      const inp = await continueInp(browser, server.url, ownerPage, sessions);
      console.log(`\nContinue on the owner's page: interaction to next paint ${inp.toFixed(0)} ms`);
      measures.push({
        name: 'Continue: interaction to next paint',
        value: inp,
        unit: 'ms',
        budget: MOBILE_BUDGETS.continueInpMs,
      });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(loadAverageLine());
  return measures;
}

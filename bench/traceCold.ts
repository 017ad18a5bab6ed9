// `npm run bench:trace-cold --workspace @consent/bench`: one cold load of each screen BENCH_MOBILE_SCREENS names (wizard
// page 1 by default) on the mobile profile, printing when each request ran (Resource Timing), each largest contentful
// paint's element, and what `main` showed over time (ADR 0096). TRACE_FILE=path also writes a DevTools trace.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { loadScreen, MOBILE, mobilePage } from './mobileProfile.js';
import { mobileScreens } from './mobileScreens.js';
import { startup } from './startup.js';

const root = process.env.TRACE_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ONLY = new RegExp(process.env.BENCH_MOBILE_SCREENS ?? 'wizard page 1 ', 'i');
const server = await startup(root);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const WATCH = `
  window.__marks = [];
  const seen = new Set();
  new MutationObserver(() => {
    const main = document.querySelector('main');
    const text = main ? main.innerText.slice(0, 60).replace(/\\s+/g, ' ') : '(no main)';
    const loading = [...document.querySelectorAll('.loading')].map((e) => e.textContent).join('|');
    const key = text + '#' + loading;
    if (!seen.has(key)) { seen.add(key); window.__marks.push([Math.round(performance.now()), text, loading]); }
  }).observe(document, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__marks.push([Math.round(e.startTime), 'LCP ' + (e.element ? e.element.tagName + '.' + e.element.className + ' ' + (e.element.textContent || '').slice(0, 40) : '?') + ' size ' + e.size]);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;
try {
  const { screens, sessions } = await mobileScreens(server.url);
  for (const screen of screens.filter((s) => ONLY.test(s.name))) {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: MOBILE.viewport,
      ...(screen.as === 'nobody' ? {} : { storageState: sessions[screen.as] }),
    });
    const { page, jsBytes } = await mobilePage(context);
    await page.addInitScript(WATCH);
    const traceFile = process.env.TRACE_FILE;
    if (traceFile)
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'],
      });
    const load = await loadScreen(page, screen.url, jsBytes);
    if (traceFile) fs.writeFileSync(traceFile, await browser.stopTracing());
    const { resources, marks, paints } = await page.evaluate(() => ({
      resources: performance.getEntriesByType('resource').map((r) => {
        const e = r as PerformanceResourceTiming;
        return [
          Math.round(e.startTime),
          Math.round(e.responseStart),
          Math.round(e.responseEnd),
          e.initiatorType,
          e.encodedBodySize,
          e.name.replace(location.origin, ''),
        ];
      }),
      marks: (window as unknown as { __marks: unknown[] }).__marks,
      paints: performance.getEntriesByType('paint').map((p) => [p.name, Math.round(p.startTime)]),
    }));
    const nav = await page.evaluate(() => {
      const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return [Math.round(n.responseStart), Math.round(n.responseEnd), Math.round(n.domInteractive), n.encodedBodySize];
    });
    console.log(
      `\n## ${screen.name}: heading ${load.headingMs} lcp ${load.lcpMs} js ${(load.jsBytes / 1024).toFixed(1)} KB`,
    );
    console.log('page', nav.join(' '), paints);
    for (const r of resources.sort((a, b) => (a[0] as number) - (b[0] as number))) console.log(r.join('\t'));
    for (const m of marks) console.log('mark', JSON.stringify(m));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log((await import('node:os')).loadavg());

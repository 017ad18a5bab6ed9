// `npm run bench:mobile-scripts --workspace @consent/bench`: each screen's scripts, cold, on the mobile profile, with
// each file's bytes as the mobile bench counts them (body and headers), largest first. What to cut next (ADR 0080).
// BENCH_MOBILE_SCREENS picks screens as in screensMobile.ts. Builds what changed first, as `npm start` would.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { MOBILE, mobilePage } from './mobileProfile.js';
import { mobileScreens } from './mobileScreens.js';
import { startup } from './startup.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.env.BENCH_MOBILE_SCREENS ? new RegExp(process.env.BENCH_MOBILE_SCREENS, 'i') : null;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const server = await startup(root);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
try {
  const { screens, sessions } = await mobileScreens(server.url);
  for (const screen of screens.filter((s) => !only || only.test(s.name))) {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: MOBILE.viewport,
      ...(screen.as === 'nobody' ? {} : { storageState: sessions[screen.as] }),
    });
    const { page, cdp } = await mobilePage(context);
    const files = new Map<string, { file: string; headers: number; total: number }>();
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script')
        files.set(e.requestId, {
          file: path.basename(e.response.url),
          headers: e.response.encodedDataLength,
          total: 0,
        });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const file = files.get(e.requestId);
      if (file) file.total = e.encodedDataLength;
    });
    await page.goto(screen.url, { waitUntil: 'commit' });
    await page.locator('main h1').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const list = [...files.values()].sort((a, b) => b.total - a.total);
    const sum = (of: (f: { headers: number; total: number }) => number) => list.reduce((n, f) => n + of(f), 0);
    console.log(
      `\n${screen.name}: ${kb(sum((f) => f.total))} in ${list.length} scripts, ${kb(sum((f) => f.headers))} of it headers`,
    );
    for (const f of list) console.log(`  ${kb(f.total).padStart(9)}  ${f.file}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

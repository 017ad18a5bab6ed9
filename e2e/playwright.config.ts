import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { smtpPort } from './support/mailRun';
import { stripeEnvironment } from './support/stripeRun';

const repoRoot = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

// Each run starts from a new data directory and its own copy of the built web app, so runs side by side (on
// other E2E_PORTs) never see the files another run's server is serving change. Workers load this file too;
// they inherit the runner's directories through the environment instead of making their own.
if (!process.env.E2E_DATA_DIR) {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'consent-e2e-'));
  process.env.E2E_DATA_DIR = path.join(runDir, 'data');
  process.env.E2E_WEB_DIST = path.join(runDir, 'web');
  // On exit the runner has already stopped the server that used it; the database is ~60 MB.
  process.on('exit', () => {
    fs.rmSync(runDir, { recursive: true, force: true });
  });
}
const dataDir = process.env.E2E_DATA_DIR;
const webDist = String(process.env.E2E_WEB_DIST);

export default defineConfig({
  testDir: './tests',
  // The Stripe stand-in the server's card payments talk to, on a port of this run's own (ADR 0071).
  globalSetup: './support/globalSetup.ts',
  // A run on its own E2E_PORT keeps its own artifacts: Playwright empties its outputDir when it starts.
  outputDir: process.env.E2E_PORT ? `../test-results-${port}` : '../test-results',
  // Two workers, each taking whole files: a test spends most of its time waiting on the page, not computing (the
  // whole suite used about 300 s of CPU over 816 s with one worker), so the second worker fills the wait. Every
  // test makes its own users and applications; the seeded staff only act on applications a test made itself
  // (docs/decisions/0028-test-suite-time.md). `npm run test:e2e:stress` shows it holds with one core kept busy.
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that fails once fails the run. The thirteenth stop's one retry, a stopgap for two unexplained
  // failures, was removed once both were found and mended (ADR 0083's addendum).
  retries: 0,
  // Whole journeys take 20–35 s on this 2-core machine; the limit leaves room for a busy CI host.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.reports/e2e.json' }]],
  use: {
    baseURL,
    // The server refuses writes that do not name their site (issue 17, A5). The browser sends Origin on its
    // own; this makes the tests' direct API calls (page.request) say it too.
    extraHTTPHeaders: { origin: baseURL },
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; the browsers Playwright would download are never installed here.
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The product as `npm start` runs it: `npm run build` (scripts/build.mjs) makes the web app, the compiled server
  // and the database template only when their sources changed, so a run after `npm test`'s build, or after the
  // previous run, builds nothing; the run serves a copy of the web app and its new data directory starts from
  // the template.
  webServer: {
    command: `node scripts/build.mjs && mkdir -p ${webDist} && cp -R apps/web/dist/. ${webDist} && node --enable-source-maps apps/server/dist/main.js`,
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      // Every test registers or signs in; the production limit would throttle the suite.
      RATE_LIMIT_PER_IP: '1000',
      LOG_LEVEL: 'warn',
      // Card payments on, through the stand-in the global setup starts (ADR 0071).
      ...stripeEnvironment(port),
      // Mail really sent, to the SMTP server the global setup starts (mailRun.ts); the dev outbox still lists it.
      SMTP_URL: `smtp://127.0.0.1:${String(smtpPort(port))}`,
    },
  },
});

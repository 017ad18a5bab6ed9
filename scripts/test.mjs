#!/usr/bin/env node
// `npm test`: type checks and the build, then every suite, then the totals and each stage's time.
//   0. `npm run build` (web app, compiled server, database template; each only when its sources changed),
//      the lint (ESLint, eslint.config.mjs, in two halves), the format check (Prettier) and the type checks of the
//      five packages, two at a time, longest first: tsc, ESLint and the build each keep one core busy
//   1. Playwright in Chromium against the built product (the build of step 0, not a second one), two workers that
//      mostly wait on pages, and beside it vitest's server API tests on PGlite (one worker, the longest run); the
//      lane that ends first takes the server API tests whose SQL differs on a PostgreSQL server, when
//      TEST_DATABASE_URL is set (apps/server/test/support/postgresPass.ts names them), then the domain and web
//      unit tests (docs/decisions/0028-test-suite-time.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reports = path.join(root, '.reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const totals = [];
let failed = false;

const stages = [];
const seconds = (started) => Math.round((Date.now() - started) / 1000);

/** Runs the commands `width` at a time, each one's output printed whole when it ends so none interleave. */
async function runSideBySide(label, commands, width) {
  const started = Date.now();
  const queue = [...commands];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { name, command, args, env } = next;
      const begun = Date.now();
      const child = spawn(command, args, { cwd: root, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const code = await new Promise((resolve) => child.on('close', (status, signal) => resolve(status ?? signal)));
      console.log(`\n=== ${name} (${seconds(begun)} s) ===${output ? `\n${output.trimEnd()}` : ''}`);
      if (code !== 0) {
        failed = true;
        console.error(`${name} failed (exit ${code})`);
      }
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  stages.push({ label, seconds: seconds(started) });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(reports, file), 'utf8'));
  } catch {
    return null;
  }
}

function countVitest(label, file) {
  const report = readJson(file);
  if (!report) return totals.push({ label, passed: 0, failed: 1 });
  const byProject = {};
  for (const suite of report.testResults) {
    const project = suite.name.includes('/packages/domain/')
      ? 'unit (domain)'
      : suite.name.includes('/apps/web/')
        ? 'unit (web)'
        : label;
    byProject[project] ??= { passed: 0, failed: 0 };
    for (const test of suite.assertionResults) {
      if (test.status === 'passed') byProject[project].passed++;
      else byProject[project].failed++;
    }
  }
  for (const [name, counts] of Object.entries(byProject)) totals.push({ label: name, ...counts });
}

const { TEST_DATABASE_URL, ...envWithoutPg } = process.env;

const suiteStarted = Date.now();
await runSideBySide(
  'build and type checks',
  [
    // The build first: it is the longest, and the suites after it all start from what it makes.
    { name: 'build (npm run build)', command: process.execPath, args: [path.join(root, 'scripts/build.mjs')] },
    // `npm run lint` in two halves, the web app and everything else, one beside the other: ESLint 9.9 lints on one
    // core, and as one run (about 140 s) it was the longest part of this stage. Longest first, so the lanes end
    // together.
    {
      name: 'lint, all but the web app',
      command: bin('eslint'),
      args: ['--max-warnings', '0', '--ignore-pattern', 'apps/web/**', '.'],
    },
    { name: 'lint, the web app', command: bin('eslint'), args: ['--max-warnings', '0', 'apps/web'] },
    {
      name: 'format check (npm run format:check)',
      command: bin('prettier'),
      args: ['--check', '--log-level', 'warn', '.'],
    },
    ...['apps/server', 'apps/web', 'bench', 'packages/domain', 'e2e'].map((project) => ({
      name: `type check ${project}`,
      command: bin('tsc'),
      args: ['-p', project],
    })),
  ],
  2,
);

// The browser suite waits on pages more than it computes (two workers, the server, Chromium); the vitest suites
// keep one core busy beside it, one after the other, the "one core busy" the stress runs prove the browser suite
// stands. The queue hands the browser suite to one lane and the vitest runs, in order, to the other.
const browser = {
  name: 'browser tests (Playwright, Chromium)',
  command: bin('playwright'),
  args: ['test', '-c', 'e2e/playwright.config.ts'],
};
/** A vitest run of these projects, one file at a time, its results in `.reports/<report>`. */
const vitest = (name, projects, report, env) => ({
  name,
  command: bin('vitest'),
  args: [
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--maxWorkers=1',
    '--reporter=dot',
    '--reporter=json',
    `--outputFile=.reports/${report}`,
  ],
  env,
});
const pglite = vitest('API tests (PGlite)', ['server-pglite'], 'vitest.json', envWithoutPg);
const postgres = vitest('API tests (PostgreSQL)', ['server-postgres'], 'vitest-postgres.json', process.env);
const units = vitest('unit tests (domain, web)', ['domain', 'web'], 'vitest-units.json', envWithoutPg);
if (!TEST_DATABASE_URL)
  console.log('\nTEST_DATABASE_URL is not set: the API tests run on PGlite only (.ci/run sets it).');
// The API tests on PGlite are the longest run; the lane the browser suite frees takes the shorter runs after it.
await runSideBySide(
  TEST_DATABASE_URL
    ? 'browser tests beside the API tests (PGlite), then the API tests (PostgreSQL) and the unit tests'
    : 'browser tests beside the API tests (PGlite), then the unit tests',
  TEST_DATABASE_URL ? [browser, pglite, postgres, units] : [browser, pglite, units],
  2,
);
countVitest('API (PGlite)', 'vitest.json');
countVitest('unit', 'vitest-units.json');
if (TEST_DATABASE_URL) countVitest('API (PostgreSQL)', 'vitest-postgres.json');

const e2e = readJson('e2e.json');
const retried = e2e ? e2e.stats.flaky : 0;
totals.push({
  label: retried ? `browser (${retried} passed only on retry: see .reports/e2e.json)` : 'browser',
  passed: e2e ? e2e.stats.expected + e2e.stats.flaky : 0,
  failed: e2e ? e2e.stats.unexpected + e2e.stats.skipped : 1,
});

console.log('\n=== totals ===');
for (const t of totals) console.log(`${t.label}: ${t.passed} passed, ${t.failed} failed`);
const passed = totals.reduce((n, t) => n + t.passed, 0);
const failures = totals.reduce((n, t) => n + t.failed, 0);
console.log(`tests: ${passed} passed, ${failures} failed`);
console.log(
  `time: ${stages.map((stage) => `${stage.label} ${stage.seconds} s`).join('; ')}; whole run ${seconds(suiteStarted)} s`,
);
process.exit(failed || failures > 0 ? 1 : 0);

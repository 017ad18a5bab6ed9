#!/usr/bin/env node
// `npm test`: type checks, then every suite, then one closing line with the totals.
//   1. vitest: domain units, server API tests on PGlite, web component tests
//   2. the server API tests again on a PostgreSQL server, when TEST_DATABASE_URL is set
//   3. Playwright in Chromium against the built product
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reports = path.join(root, '.reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const totals = [];
let failed = false;

function run(label, command, args, env = process.env) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    failed = true;
    console.error(`${label} failed (exit ${result.status ?? result.signal})`);
  }
  return result.status === 0;
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
    const project = suite.name.includes('/packages/domain/') ? 'unit (domain)' : suite.name.includes('/apps/web/') ? 'unit (web)' : label;
    byProject[project] ??= { passed: 0, failed: 0 };
    for (const test of suite.assertionResults) {
      if (test.status === 'passed') byProject[project].passed++;
      else byProject[project].failed++;
    }
  }
  for (const [name, counts] of Object.entries(byProject)) totals.push({ label: name, ...counts });
}

const { TEST_DATABASE_URL, ...envWithoutPg } = process.env;

for (const project of ['packages/domain', 'apps/server', 'apps/web', 'e2e', 'bench']) {
  if (!run(`type check ${project}`, bin('tsc'), ['-p', project])) break;
}

run('unit and API tests (PGlite)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile=.reports/vitest.json'], envWithoutPg);
countVitest('API (PGlite)', 'vitest.json');

if (TEST_DATABASE_URL) {
  run('API tests (PostgreSQL)', bin('vitest'), ['run', '--project', 'server-postgres', '--reporter=default', '--reporter=json', '--outputFile=.reports/vitest-postgres.json']);
  countVitest('API (PostgreSQL)', 'vitest-postgres.json');
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API tests ran on PGlite only (.ci/run sets it).');
}

run('browser tests (Playwright, Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']);
const e2e = readJson('e2e.json');
totals.push({
  label: 'browser',
  passed: e2e ? e2e.stats.expected + e2e.stats.flaky : 0,
  failed: e2e ? e2e.stats.unexpected + e2e.stats.skipped : 1,
});

console.log('\n=== totals ===');
for (const t of totals) console.log(`${t.label}: ${t.passed} passed, ${t.failed} failed`);
const passed = totals.reduce((n, t) => n + t.passed, 0);
const failures = totals.reduce((n, t) => n + t.failed, 0);
console.log(`tests: ${passed} passed, ${failures} failed`);
process.exit(failed || failures > 0 ? 1 : 0);

#!/usr/bin/env node
// `npm run test:e2e:stress [-- --runs N]`: the browser suite N times (default 5) in a row while another
// process keeps one core busy, as CI's machine is when it runs us. Prints each run's time and counts, and
// exits non-zero if any run had a failure: a test that only passes on an idle machine is a failing test.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of runs, 1 or more');
  process.exit(2);
}

// One core spinning for the whole of the stress run, in its own process so the runner is not slowed by it.
const busy = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const stopBusy = () => busy.kill('SIGKILL');
process.on('exit', stopBusy);
process.on('SIGINT', () => process.exit(130));

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'consent-e2e-stress-'));
const results = [];
for (let run = 1; run <= runs; run++) {
  const report = path.join(reportDir, `run-${run}.json`);
  const started = Date.now();
  spawnSync(
    path.join(root, 'node_modules', '.bin', 'playwright'),
    ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report } },
  );
  const seconds = (Date.now() - started) / 1000;
  let passed = 0;
  let failed = 1;
  let slowest = '';
  try {
    const { stats, suites } = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed = stats.expected + stats.flaky;
    failed = stats.unexpected + stats.skipped;
    slowest = slowestTest(suites);
  } catch {
    // No report: the runner itself failed (for example the server did not start); counted as a failure.
  }
  // The machine's load over the run's last minute: runs compare only at a like load (the machine is shared).
  const load = os.loadavg()[0].toFixed(1);
  results.push({ run, seconds, passed, failed, slowest, load });
  console.log(
    `\nstress run ${run}/${runs}: ${passed} passed, ${failed} failed in ${seconds.toFixed(0)} s (load ${load}); slowest: ${slowest}`,
  );
}
stopBusy();

console.log('\n=== e2e under load (one core kept busy) ===');
for (const r of results) {
  console.log(
    `run ${r.run}: ${r.passed} passed, ${r.failed} failed, ${r.seconds.toFixed(0)} s, load ${r.load}, slowest ${r.slowest}`,
  );
}
const failures = results.reduce((n, r) => n + r.failed, 0);
console.log(`${results.reduce((n, r) => n + r.passed, 0)} passed, ${failures} failed`);
fs.rmSync(reportDir, { recursive: true, force: true });
process.exit(failures > 0 ? 1 : 0);

/** The longest single test of a Playwright JSON report, as "title (12.3 s)". */
function slowestTest(suites) {
  let best = { title: '', ms: -1 };
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        for (const r of t.results ?? []) if (r.duration > best.ms) best = { title: spec.title, ms: r.duration };
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const s of suites) walk(s);
  return best.ms < 0 ? 'none' : `${best.title} (${(best.ms / 1000).toFixed(1)} s)`;
}

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Measure } from './run.js';
import { defined } from '@consent/domain';

/**
 * Runs `npm start` as a developer does (the build's up-to-date check included) and times how long until /healthz
 * answers 200. A new data directory unless one is given.
 */
export async function startup(root: string, existingDataDir?: string, databaseUrl?: string) {
  const dataDir = existingDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'consent-bench-'));
  const port = 3200 + Math.floor(Math.random() * 500);
  const started = performance.now();
  // Its own process group: npm, and the server under it, stop together.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_IP: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    const status = await fetch(`${url}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (child.exitCode !== null || performance.now() - started > 120_000) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 20));
  }
  const coldStartMs = performance.now() - started;
  return {
    url,
    dataDir,
    coldStartMs,
    /** npm's pid, which leads the process group the server runs in. */
    pid: defined(child.pid, 'child.pid'),
    stop: async () => {
      process.kill(-defined(child.pid, 'child.pid'), 'SIGTERM');
      await exited;
    },
  };
}

/** Issue 14.3: `npm start` to /healthz 200 on a new data directory (under 5 s), then on that one again (under 2 s). */
export async function startupMeasures(root: string): Promise<Measure[]> {
  const fresh = await startup(root);
  await fresh.stop();
  const existing = await startup(root, fresh.dataDir);
  await existing.stop();
  fs.rmSync(fresh.dataDir, { recursive: true, force: true });
  return [
    { name: '`npm start` to /healthz 200, new data dir', value: fresh.coldStartMs, unit: 'ms', budget: 5_000 },
    { name: '`npm start` to /healthz 200, existing data dir', value: existing.coldStartMs, unit: 'ms', budget: 2_000 },
  ];
}

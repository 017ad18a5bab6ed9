import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Starts the product as `npm start` serves it and times how long until /healthz answers 200. */
export async function startup(root: string, existingDataDir?: string, databaseUrl?: string) {
  const dataDir = existingDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'consent-bench-'));
  const port = 3200 + Math.floor(Math.random() * 500);
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_PER_IP: '100000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    const status = await fetch(`${url}/healthz`).then((r) => r.status, () => 0);
    if (status === 200) break;
    if (performance.now() - started > 120_000) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  const coldStartMs = performance.now() - started;
  return {
    url,
    dataDir,
    coldStartMs,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

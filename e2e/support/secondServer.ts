import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A port nothing listens on at the moment of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

export interface SecondServer {
  base: string;
  stop: () => Promise<void>;
}

/**
 * The product started a second time, with the suite's build and a database of its own, configured by
 * `env` the way an operator would (integrations pointed elsewhere): for what the suite's own server,
 * which runs the embedded defaults, cannot show.
 */
export async function startSecondServer(label: string, env: Record<string, string>): Promise<SecondServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `consent-e2e-${label}-`));
  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: String(process.env.E2E_WEB_DIST),
      RATE_LIMIT_PER_IP: '1000',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) =>
    server.once('exit', () => {
      resolve();
    }),
  );
  // The server writes its database while it shuts down: its files go only once it has exited.
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const killLater = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killLater);
    }
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  };
  for (let i = 0; i < 200; i++) {
    const ready = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { base, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the ${label} server did not start`);
}

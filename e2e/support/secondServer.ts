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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `consent-e2e-${label}-`));
  const { base, halt } = await runServer(label, port, dataDir, env);
  return {
    base,
    stop: async () => {
      await halt();
      fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

export interface RestartableServer {
  base: string;
  /** Stops the server process as an operator's restart would (SIGTERM), keeping its data. */
  halt: () => Promise<void>;
  /** Starts it again on the same port and data directory. */
  restart: () => Promise<void>;
  /** Stops it and removes its data. */
  stop: () => Promise<void>;
}

/** A second server (as {@link startSecondServer}) that a test can stop and start again on the same data. */
export async function startRestartableServer(label: string, env: Record<string, string>): Promise<RestartableServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `consent-e2e-${label}-`));
  // Its mailed links name the address it is reached at, so a page opening them stays on one origin.
  env = { PUBLIC_URL: `http://127.0.0.1:${port}`, ...env };
  let running = await runServer(label, port, dataDir, env);
  return {
    base: running.base,
    halt: () => running.halt(),
    restart: async () => {
      running = await runServer(label, port, dataDir, env);
    },
    stop: async () => {
      await running.halt();
      fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/** The product's server process on `port` over `dataDir`, once it answers /healthz; `halt` ends it. */
async function runServer(
  label: string,
  port: number,
  dataDir: string,
  env: Record<string, string>,
): Promise<{ base: string; halt: () => Promise<void> }> {
  const base = `http://127.0.0.1:${port}`;
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
  // The server writes its database while it shuts down: its files may go only once it has exited.
  const halt = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const killLater = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killLater);
    }
  };
  for (let i = 0; i < 200; i++) {
    const ready = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { base, halt };
    await new Promise((r) => setTimeout(r, 500));
  }
  await halt();
  throw new Error(`the ${label} server did not start`);
}

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SPA_HTML } from '../support/app.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => {
        resolve(port);
      });
    });
    server.on('error', reject);
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the real server the way `npm start` does (node --import tsx src/main.ts) on its own port; `env` adds to
 * its environment (a DATABASE_URL among them: by default the server runs its embedded database).
 */
export async function startServer(dataDir: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const port = await freePort();
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'consent-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), SPA_HTML);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  Object.assign(env, extraEnv);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      resolve({ code, signal });
    }),
  );
  return { url: `http://127.0.0.1:${port}`, child, exited };
}

/** Polls /healthz, recording each status, until it answers 200. */
export async function waitHealthy(url: string, timeoutMs = 90_000): Promise<number[]> {
  const seen: number[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/healthz`);
      seen.push(response.status);
      if (response.status === 200) return seen;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not become healthy; saw ${seen.join(',')}`);
}

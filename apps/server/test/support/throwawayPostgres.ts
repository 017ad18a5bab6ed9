import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const BIN = '/usr/lib/postgresql/15/bin';

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

export interface ThrowawayPostgres {
  url: string;
  start(): void;
  stop(): void;
  /** Stops the server and removes its data directory. */
  destroy(): void;
}

/**
 * A PostgreSQL 15 server of the test's own (Debian's binaries, PostGIS from Debian's package), in a temporary
 * directory on a free port, so a test may stop and start it without touching the shared server other tests use.
 * The server runs as the postgres user (PostgreSQL refuses to run as root), with trust authentication on loopback.
 */
export async function createThrowawayPostgres(label: string): Promise<ThrowawayPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `consent-pg-${label}-`));
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  fs.chownSync(dir, uid, gid);
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const asPostgres = (command: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args], { stdio: 'pipe' });
  asPostgres('initdb', ['-D', dataDir, '--auth=trust', '--username=postgres', '--no-sync', '--encoding=UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1`;
  const start = () => asPostgres('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', 'start']);
  const stop = () => asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Peak server memory while one applicant uploads a 200 MB file: the upload must stream to storage, so
 * the server's resident memory stays near its idle level instead of growing by the file's size.
 * Run: npm run bench:upload-memory --workspace @consent/bench
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defined } from '@consent/domain';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FILE_BYTES = 200 * 1024 * 1024;
const CHUNK = 1024 * 1024;
const BOUNDARY = '----consent-bench-boundary';

/** Resident memory (VmRSS) and its peak so far (VmHWM) of a process, in MB, from /proc. */
function memory(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'consent-upload-bench-'));
  const port = 3700 + Math.floor(Math.random() * 200);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      UPLOAD_MAX_BYTES: String(FILE_BYTES + CHUNK),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  try {
    for (
      const started = Date.now();
      (await fetch(`${url}/healthz`).then(
        (r) => r.status,
        () => 0,
      )) !== 200;
    ) {
      if (Date.now() - started > 120_000) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const email = `bench-${Date.now()}@example.co.nz`;
    await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email, password: 'correct horse battery', fullName: 'Bench User' }),
    });
    // Registration starts no session (it answers the same for taken addresses): sign in.
    const registered = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email, password: 'correct horse battery' }),
    });
    const cookie = registered.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const created = await fetch(`${url}/access/app`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: url },
      body: JSON.stringify({ action: 'new', data: { type: 2, param: 'standard', role: 'owner', councilId: 1 } }),
    });
    const { appId } = (await created.json()) as { appId: number };

    // Let start-up garbage settle, then measure idle memory.
    await new Promise((r) => setTimeout(r, 2000));
    const idle = memory(defined(child.pid, 'child.pid'));

    let peakRss = idle.rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, memory(defined(child.pid, 'child.pid')).rss);
    }, 20);
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big-plans.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    const started = performance.now();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/api/applications/${appId}/documents?documentTypeId=1`,
          headers: {
            cookie,
            origin: url,
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
            'content-length': head.length + FILE_BYTES - 9 + tail.length,
          },
        },
        (response) => {
          let body = '';
          response.on('data', (c: Buffer) => {
            body += c.toString();
          });
          response.on('end', () => {
            resolve({ status: response.statusCode ?? 0, body });
          });
        },
      );
      request.on('error', reject);
      const chunk = Buffer.alloc(CHUNK, 0x20);
      let sent = 9; // "%PDF-1.7\n" went with the head
      request.write(head);
      const pump = () => {
        while (sent < FILE_BYTES) {
          const piece = chunk.subarray(0, Math.min(CHUNK, FILE_BYTES - sent));
          sent += piece.length;
          if (!request.write(piece)) return void request.once('drain', pump);
        }
        request.end(tail);
      };
      pump();
    });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = memory(defined(child.pid, 'child.pid'));
    if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${answer.body}`);
    const stored = (JSON.parse(answer.body) as { document: { size: number } }).document.size;
    console.log(
      JSON.stringify(
        {
          fileMB: FILE_BYTES / 1024 / 1024,
          storedBytes: stored,
          seconds: Number(seconds.toFixed(1)),
          idleRssMB: Math.round(idle.rss),
          peakRssDuringUploadMB: Math.round(Math.max(peakRss, after.rss)),
          growthMB: Math.round(Math.max(peakRss, after.rss) - idle.rss),
          processPeakSinceStartMB: Math.round(after.peak),
        },
        null,
        2,
      ),
    );
  } finally {
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationsContract, defined, productMessages } from '@consent/domain';
import { PASSWORD, uniqueEmail } from '../support/app.js';
import { createThrowawayPostgres, type ThrowawayPostgres } from '../support/throwawayPostgres.js';
import { validMisc } from '../support/wizard.js';
import { startServer, waitHealthy, type ServerProcess } from './server-process.js';

/** No request may take longer than this, database or not: a hang fails the test. */
const REQUEST_TIMEOUT_MS = 15_000;

interface Outcome {
  status: number;
  message?: string;
}

async function until(what: string | (() => string), check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
}

describe('the server while its PostgreSQL server stops and starts (issue 29.2)', () => {
  let postgres: ThrowawayPostgres | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    postgres?.destroy();
  });

  it('answers 503 naming the database while it is down, recovers by itself, and keeps every acknowledged save', async () => {
    postgres = await createThrowawayPostgres('outage');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'consent-outage-'));
    server = await startServer(dataDir, { DATABASE_URL: postgres.url, LOG_LEVEL: 'error' });
    const base = server.url;
    await waitHealthy(base, 180_000);

    const send = async (url: string, init: RequestInit = {}) =>
      fetch(`${base}${url}`, {
        ...init,
        headers: { 'content-type': 'application/json', origin: base, ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    // Four applicants, each saving their application's Miscellaneous Information with a count that goes up by one.
    const applicants = await Promise.all(
      [1, 2, 3, 4].map(async (n) => {
        const email = uniqueEmail(`outage${n}`);
        await send('/api/auth/register', {
          method: 'POST',
          body: JSON.stringify({ email, password: PASSWORD, fullName: 'Outage Applicant' }),
        });
        const signIn = await send('/api/auth/login', {
          method: 'POST',
          body: JSON.stringify({ email, password: PASSWORD }),
        });
        const cookie = defined(signIn.headers.get('set-cookie'), 'the session cookie').replace(/;.*/s, '');
        const created = await send('/access/app', {
          method: 'POST',
          headers: { cookie },
          body: JSON.stringify({ action: 'new', data: { type: 2, param: 'standard', role: 'owner', councilId: 1 } }),
        });
        const { appId } = applicationsContract.accessApp.response.parse(await created.json());
        return { cookie, appId, attempted: 0, acknowledged: 0 };
      }),
    );

    const outcomes: Outcome[] = [];
    let loading = true;
    const worker = async (applicant: (typeof applicants)[number]) => {
      while (loading) {
        const count = ++applicant.attempted;
        const response = await send(`/obca/ajax/otherinfo/${applicant.appId}`, {
          method: 'POST',
          headers: { cookie: applicant.cookie },
          body: JSON.stringify({
            data: { ...validMisc, disaster_related: 'yes', disaster_id: 5, disaster_other: `save ${count}` },
          }),
        });
        const { message } = (await response.json()) as { message?: string };
        if (response.status === 200) applicant.acknowledged = count;
        outcomes.push({ status: response.status, message });
      }
    };
    const workers = Promise.all(applicants.map(worker));

    const tally = () => JSON.stringify(outcomes.slice(-3)) + ` of ${outcomes.length}`;
    await until(
      () => `saves before the outage (${tally()})`,
      async () => outcomes.filter((o) => o.status === 200).length >= 10,
    );
    postgres.stop();
    const stoppedAt = outcomes.length;
    await until('a save refused while the database is down', async () =>
      outcomes.slice(stoppedAt).some((o) => o.status === 503),
    );
    const readyWhileDown = await send('/readyz');
    expect(readyWhileDown.status).toBe(503);
    expect(await readyWhileDown.json()).toMatchObject({ status: 'not ready', failing: ['database', 'job queue'] });
    expect((await send('/healthz')).status).toBe(200);

    postgres.start();
    await until('ready again', async () => (await send('/readyz')).status === 200);
    const restartedAt = outcomes.length;
    await until(
      'saves after the restart',
      async () => outcomes.slice(restartedAt).filter((o) => o.status === 200).length >= 10,
    );
    loading = false;
    await workers;

    // Nothing but acknowledged saves and 503s that say nothing was saved: no 500, no hang (a hang aborts the fetch).
    const refused = outcomes.filter((o) => o.status !== 200);
    expect(new Set(refused.map((o) => o.status))).toEqual(new Set([503]));
    expect(new Set(refused.map((o) => o.message))).toEqual(new Set([productMessages.databaseUnavailable]));

    // Each application holds its last acknowledged save, or a later one whose answer the outage cut off.
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const { rows } = await client.query<{ id: number; saved: string }>(
      "SELECT id, sections->'miscInfo'->>'disaster_other' AS saved FROM applications WHERE id = ANY($1::int[])",
      [applicants.map((a) => a.appId)],
    );
    await client.end();
    for (const applicant of applicants) {
      const saved = Number(/^save (\d+)$/.exec(rows.find((row) => row.id === applicant.appId)?.saved ?? '')?.[1]);
      expect(saved).toBeGreaterThanOrEqual(applicant.acknowledged);
      expect(saved).toBeLessThanOrEqual(applicant.attempted);
    }
  }, 300_000);
});

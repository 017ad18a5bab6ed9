import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from '../support/app.js';
import { startServer, waitHealthy } from './server-process.js';
import { applicationsContract, defined } from '@consent/domain';

/**
 * The embedded database against a real server process: what the API acknowledged must survive
 * `kill -9`, and SIGTERM must shut down cleanly. PGlite writes every committed transaction to its
 * data directory before the query returns (relaxedDurability is off), so the OS has it when we answer.
 */
describe('the server process on the embedded database', () => {
  it('keeps an acknowledged save across kill -9 and a restart; shuts down cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'consent-durability-'));
    const first = await startServer(dataDir);
    const statuses = await waitHealthy(first.url);
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 503)).toBe(true);

    const email = uniqueEmail('durable');
    const register = await fetch(`${first.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.url },
      body: JSON.stringify({ email, password: PASSWORD, fullName: 'Durable Applicant' }),
    });
    expect(register.status).toBe(202);
    const signIn = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.url },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const cookie = defined(signIn.headers.get('set-cookie'), "signIn.headers.get('set-cookie')").replace(/;.*/s, ''); // the cookie's name=value, before its attributes
    const created = await fetch(`${first.url}/access/app`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.url, cookie },
      body: JSON.stringify({ action: 'new', data: { type: 2, param: 'standard', role: 'owner', councilId: 1 } }),
    });
    expect(created.status).toBe(201);
    const { appId } = applicationsContract.accessApp.response.parse(await created.json());
    const step = await fetch(`${first.url}/obca/set_application_step`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.url, cookie },
      body: JSON.stringify({ appId, step: 8 }),
    });
    expect(step.status).toBe(200);

    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    const second = await startServer(dataDir);
    await waitHealthy(second.url);
    const login = await fetch(`${second.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: second.url },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie2 = defined(login.headers.get('set-cookie'), "login.headers.get('set-cookie')").replace(/;.*/s, ''); // the cookie's name=value, before its attributes
    const data = await fetch(`${second.url}/obca/application`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: second.url, cookie: cookie2 },
      body: JSON.stringify({ application_id: appId }),
    });
    expect(applicationsContract.application.response.parse(await data.json())).toMatchObject({
      id: appId,
      step: { step: 8, max_step: 8 },
    });

    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  }, 180_000);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_STAFF_PASSWORD } from '../../src/db/seed/councilStaff.js';
import { PASSWORD, clientFor, uniqueEmail, type Client } from '../support/app.js';
import { answerWizardForms, DECLARATION } from '../support/wizard.js';
import { startServer, waitHealthy, type ServerProcess } from './server-process.js';
import { withAdmin } from '../support/postgresTemplate.js';
import {
  applicationsContract,
  councilsContract,
  councilWorkspaceContract,
  defined,
  lifecycleContract,
} from '@consent/domain';
import { answerOf } from '../support/answer.js';
import { createMailCatcher, type MailCatcher } from '../support/smtp.js';

/** The one origin both processes answer for, as they would behind one load balancer. */
const SITE = 'http://consents.example.test';
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl)
  throw new Error(
    'scale-out.test.ts runs only against a PostgreSQL server: set TEST_DATABASE_URL (vitest.config excludes it otherwise)',
  );

const databaseName = `consent_scaleout_${randomBytes(6).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'consent-scale-out-'));
let a: ServerProcess;
let b: ServerProcess;
let catcher: MailCatcher;

const admin = <T>(run: (client: pg.Client) => Promise<T>, url = serverUrl): Promise<T> => withAdmin(url, run);

/** A response read whole, shaped as inject()'s, so the wizard helpers can drive a real process over HTTP. */
async function send(base: string, options: InjectOptions, cookie?: string): Promise<LightMyRequestResponse> {
  const { payload } = options;
  const isRaw = Buffer.isBuffer(payload) || typeof payload === 'string';
  const headers: Record<string, string> = {
    origin: SITE,
    ...(options.headers as Record<string, string>),
    ...(cookie ? { cookie } : {}),
  };
  if (payload !== undefined && !isRaw) headers['content-type'] = 'application/json';
  // The helpers here always pass the URL as a path string; inject's object form has no place over HTTP.
  if (typeof options.url !== 'string') throw new Error('send() takes options.url as a string');
  const response = await fetch(`${base}${options.url}`, {
    method: options.method ?? 'GET',
    headers,
    body:
      payload === undefined
        ? undefined
        : Buffer.isBuffer(payload)
          ? new Uint8Array(payload)
          : typeof payload === 'string'
            ? payload
            : JSON.stringify(payload),
  });
  const body = await response.text();
  return {
    statusCode: response.status,
    body,
    json: (): unknown => JSON.parse(body),
    headers: Object.fromEntries(response.headers),
    cookies: response.headers.getSetCookie().map((c) => {
      const [name, value] = c.replace(/;.*/s, '').split('=');
      return { name: defined(name, 'a cookie name'), value: defined(value, 'a cookie value') };
    }),
  } as unknown as LightMyRequestResponse;
}

/** A signed-in user whose requests go to the processes in turn, as a load balancer without affinity sends them. */
function client(email: string, cookie: string, bases: string[]): Client & { on(base: string): Client } {
  let next = 0;
  const via = (pick: () => string): Client => clientFor(email, cookie, (options) => send(pick(), options, cookie));
  return { ...via(() => defined(bases[next++ % bases.length], 'a process URL')), on: (base) => via(() => base) };
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const login = await send(base, { method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(login.statusCode, login.body).toBe(200);
  const sid = login.cookies.find((c) => c.name === 'sid');
  return `sid=${defined(sid, 'sid').value}`;
}

beforeAll(async () => {
  await admin((c) => c.query(`CREATE DATABASE ${databaseName}`));
  catcher = await createMailCatcher();
  await catcher.start();
  const env = {
    DATABASE_URL: databaseUrl,
    PUBLIC_ORIGINS: SITE,
    PUBLIC_URL: SITE,
    RATE_LIMIT_PER_IP: '1000',
    SMTP_URL: catcher.url,
  };
  // Both start at once against the empty database, as a deployment's processes do.
  [a, b] = await Promise.all([startServer(dataDir, env), startServer(dataDir, env)]);
  await Promise.all([waitHealthy(a.url, 110_000), waitHealthy(b.url, 110_000)]);
});

afterAll(async () => {
  for (const server of [a, b]) {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
  await catcher.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('two server processes on one PostgreSQL (issue 18.8; runs only when TEST_DATABASE_URL is set)', () => {
  it('moves one application through its life across both, the sessions of each working on the other', async () => {
    // The applicant registers on A and confirms the mailed link on B.
    const email = uniqueEmail('scale-out');
    expect(
      (
        await send(a.url, {
          method: 'POST',
          url: '/api/auth/register',
          payload: { email, password: PASSWORD, fullName: 'Scale Out' },
        })
      ).statusCode,
    ).toBe(202);
    const mail = await admin(
      (c) =>
        c.query<{ text_body: string }>(
          `SELECT text_body FROM mail_outbox WHERE to_address = $1 AND kind = 'verify-email'`,
          [email],
        ),
      databaseUrl,
    );
    const token = new URL(
      defined(mail.rows[0]?.text_body.match(/https?:\/\/\S+/), 'the link in the verification mail')[0],
    ).searchParams.get('token');
    expect((await send(b.url, { method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode).toBe(
      200,
    );

    const applicant = client(email, await signIn(a.url, email, PASSWORD), [a.url, b.url]);
    const { councils } = answerOf(
      await send(b.url, { method: 'GET', url: '/ajax/get_councils' }),
      councilsContract.list,
    );
    const auckland = defined(
      councils.find((c) => c.fullName === 'Auckland Council'),
      "councils.find((c) => c.fullName === 'Auckland Council')",
    ).id;
    const created = await applicant
      .on(b.url)
      .post('/access/app', { action: 'new', data: { type: 2, param: 'standard', role: 'owner', councilId: auckland } });
    expect(created.statusCode, created.body).toBe(201);
    const appId = answerOf(created, applicationsContract.accessApp).appId;
    // Every answer goes to A and B in turn: what one process saved, the other reads.
    await answerWizardForms(applicant, appId);
    const submitted = await applicant.on(a.url).post(`/ajax/complete_application_form/${appId}`, DECLARATION);
    expect(submitted.statusCode, submitted.body).toBe(200);

    const officer = client(
      'officer@auckland.council.demo',
      await signIn(a.url, 'officer@auckland.council.demo', DEMO_STAFF_PASSWORD),
      [a.url, b.url],
    );
    const act = async (on: ServerProcess, action: 'accept' | 'requestInformation' | 'grant', details: unknown) => {
      const { path } = councilWorkspaceContract[action];
      const response = await officer.on(on.url).post(path.replace(':appId', String(appId)), details);
      expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
      return answerOf(response, councilWorkspaceContract[action]).status;
    };
    expect(
      answerOf(
        await officer.on(b.url).get(`/api/council/councils/${auckland}/applications`),
        councilWorkspaceContract.queue,
      ).applications.map((r) => r.appId),
    ).toContain(appId);
    expect(await act(b, 'accept', { consentNumber: 'BC-SCALE-1' })).toBe('accepted');
    expect(await act(a, 'requestInformation', { items: [{ text: 'Truss design' }] })).toBe('information_requested');
    const answered = await applicant
      .on(b.url)
      .post(`/api/applications/${appId}/information`, { answers: [{ item: 0, text: 'Sheet 4.' }] });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await act(a, 'grant', { conditions: ['Inspections as listed.'] })).toBe('granted');

    for (const server of [a, b]) {
      const life = answerOf(
        await applicant.on(server.url).get(`/api/applications/${appId}/lifecycle`),
        lifecycleContract.view,
      );
      expect(life.status).toBe('granted');
      expect(life.timeline.map((e) => e.action)).toEqual([
        'submit',
        'accept',
        'requestInformation',
        'provideInformation',
        'grant',
      ]);
    }
  });

  it('sends each queued mail once while both work the outbox job, and keeps one next run of each repeating job', async () => {
    const to = Array.from({ length: 30 }, (_, i) => `scale-out-mail-${i}@example.co.nz`);
    await admin(async (c) => {
      for (const address of to)
        await c.query(
          `INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body) VALUES ('test', $1, 'Scale out', 'x', '<p>x</p>')`,
          [address],
        );
    }, databaseUrl);
    const delivered = () =>
      catcher.mails.flatMap((m) => (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).map((t) => t.text));
    await vi.waitFor(
      () => {
        expect(
          delivered()
            .filter((t) => to.includes(t))
            .sort(),
        ).toEqual([...to].sort());
      },
      {
        timeout: 30_000,
        interval: 200,
      },
    );
    // Both processes queued a next run of each repeating job when they started; the queue kept one waiting (and
    // at most one running).
    const chain = await admin(
      (c) =>
        c.query<{ name: string; state: string; n: string }>(
          `SELECT name, state, count(*) AS n FROM pgboss.job WHERE singleton_key = 'next' AND state IN ('created', 'active')
           GROUP BY name, state`,
        ),
      databaseUrl,
    );
    expect(new Set(chain.rows.map((r) => r.name))).toEqual(
      new Set(['idempotency-cleanup', 'mail-outbox', 'session-cleanup']),
    );
    expect(chain.rows.filter((r) => r.n !== '1')).toEqual([]);
  });
});

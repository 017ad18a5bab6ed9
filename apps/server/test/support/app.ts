import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app.js';
import { defaultConfig, type AppConfig } from '../../src/config.js';
import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema.js';
import { applicationsContract } from '@consent/domain';
import { answerOf } from './answer.js';
import { openTestDatabase } from './database.js';

export const SPA_HTML = '<!doctype html><html><body><div id="root">consent test shell</div></body></html>';

/** A built SPA stand-in, so the server's static and deep-link handling is tested without a web build. */
function testWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'consent-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), SPA_HTML);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), 'console.log("app")');
  return dir;
}

/** inject()'s default Host is localhost:80, so this is the app's own origin as a browser would send it. */
export const OWN_ORIGIN = 'http://localhost';

/**
 * The server refuses writes that do not say they come from its own site (issue 17, A5), as every browser
 * does with Origin. The test client says it too, unless a test sets Origin or Sec-Fetch-Site itself.
 */
function sendOriginLikeABrowser(app: FastifyInstance): void {
  const inject = app.inject.bind(app);
  const withOrigin = (options: InjectOptions | string): InjectOptions | string => {
    if (typeof options === 'string') return options;
    const headers = options.headers ?? {};
    return 'origin' in headers || 'sec-fetch-site' in headers
      ? options
      : { ...options, headers: { ...headers, origin: OWN_ORIGIN } };
  };
  // Tests use the promise forms only (inject() as a chain, inject(options) awaited), never the callback form.
  app.inject = ((options?: InjectOptions | string) =>
    options === undefined ? inject() : inject(withOrigin(options))) as typeof app.inject;
}

/** The app as built, with no help: its inject() sends exactly the headers a test gives. */
export async function createBareTestApp(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const config: AppConfig = {
    ...defaultConfig,
    dataDir: null,
    webDist: testWebDist(),
    logLevel: 'silent',
    ...overrides,
  };
  const app = await buildApp(config, { openDatabase: openTestDatabase });
  await app.ready();
  await app.databaseReady;
  return app;
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: Omit<BuildOptions, 'openDatabase'> = {},
): Promise<FastifyInstance> {
  const config: AppConfig = {
    ...defaultConfig,
    dataDir: null,
    webDist: testWebDist(),
    logLevel: 'silent',
    ...overrides,
  };
  const app = await buildApp(config, { ...options, openDatabase: openTestDatabase });
  await app.ready();
  await app.databaseReady;
  sendOriginLikeABrowser(app);
  return app;
}

let emailCounter = 0;
export const uniqueEmail = (label = 'user') => `${label}.${process.pid}.${Date.now()}.${++emailCounter}@example.co.nz`;

export const PASSWORD = 'correct horse battery';

/** A signed-in user: inject() with its cookie. */
export interface Client {
  email: string;
  cookie: string;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return `sid=${cookie.value}`;
}

/** The link of the newest mail of `kind` queued for `to`, read from the outbox as the dev outbox page shows it. */
export async function mailedLink(app: FastifyInstance, to: string, kind: string): Promise<string> {
  const { db } = await app.databaseReady;
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const link = mail?.textBody.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no ${kind} mail to ${to}`);
  return link;
}

/** Opens the verify-email link the user was mailed, as the verify page does. */
export async function verifyEmail(app: FastifyInstance, email: string): Promise<LightMyRequestResponse> {
  const token = new URL(await mailedLink(app, email, 'verify-email')).searchParams.get('token');
  return app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
}

/**
 * Registers, confirms the email address through the mailed link (unless `verified: false`) and signs in:
 * a user who can do everything, submitting included.
 */
export async function registerUser(app: FastifyInstance, label = 'user', { verified = true } = {}): Promise<Client> {
  const email = uniqueEmail(label);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: PASSWORD, fullName: `Test ${label}` },
  });
  if (response.statusCode !== 202) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  if (verified) {
    const verify = await verifyEmail(app, email);
    if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.statusCode} ${verify.body}`);
  }
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
  const cookie = sessionCookie(login);
  return clientFor(email, cookie, (options) =>
    app.inject({ ...options, headers: { ...(options.headers ?? {}), cookie } }),
  );
}

/** A Client over a way of sending requests as the signed-in user (inject, or a real server over HTTP). */
export function clientFor(email: string, cookie: string, request: Client['request']): Client {
  return {
    email,
    cookie,
    request,
    post: (url, payload) => request({ method: 'POST', url, payload: payload as InjectOptions['payload'] }),
    get: (url) => request({ method: 'GET', url }),
  };
}

/** The application's data as the wizard reads it (POST /obca/application), checked against the contract. */
export async function applicationData(client: Client, appId: number) {
  return answerOf(await client.post('/obca/application', { application_id: appId }), applicationsContract.application);
}

/** Creates an application through the spec's call and returns its id. */
export async function createApplication(
  client: Client,
  data: Record<string, unknown> = { type: 2, param: 'standard', role: 'owner', councilId: 1 },
): Promise<number> {
  const response = await client.post('/access/app', { action: 'new', data });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return answerOf(response, applicationsContract.accessApp).appId;
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CALLS_ELEMENT_ID } from '@consent/domain';
import { createTestApp, PASSWORD, sessionCookie, uniqueEmail } from '../support/app.js';

const HTML = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
const SIGN_IN = ['/assets/SignInPage-a1.js', '/assets/Field-b2.js'];
const TASKS = ['/assets/TaskListRoute-c3.js', '/assets/tasks-d4.css'];
const WIZARD = ['/assets/WizardRoute-e5.js'];
const PAGE_ONE = [...WIZARD, '/assets/PimForm-f6.js'];

/** A build whose route list names the sign-in page's code (anyone's) and the task list's (signed in only). */
function builtWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'consent-web-route-code-'));
  fs.writeFileSync(path.join(dir, 'index.html'), HTML);
  const routes = [
    { pattern: '/signin', signedIn: false, files: SIGN_IN },
    { pattern: '/helix/newapp/:appId/tasks', signedIn: true, files: TASKS },
    {
      pattern: '/helix/newapp/:appId',
      query: { task: 'jump', step: '1' },
      signedIn: true,
      files: PAGE_ONE,
      calls: [
        { method: 'POST', path: '/obca/application', body: { application_id: ':appId' } },
        { method: 'GET', path: '/obca/ajaxform/apptype/:appId' },
      ],
    },
    { pattern: '/helix/newapp/:appId', signedIn: true, files: WIZARD },
  ];
  fs.writeFileSync(path.join(dir, 'route-code.json'), JSON.stringify(routes));
  return dir;
}

let app: FastifyInstance;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp({ webDist: builtWebDist() });
  const email = uniqueEmail('route-code');
  await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: PASSWORD, fullName: 'A' },
  });
  cookie = sessionCookie(
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } }),
  );
});
afterAll(() => app.close());

/** The page's data block of calls its screen makes first (ADR 0096), read back, or undefined without one. */
const callsIn = async (url: string, headers: Record<string, string> = {}) => {
  const body = (await app.inject({ method: 'GET', url, headers })).body;
  const open = `<script type="application/json" id="${PAGE_CALLS_ELEMENT_ID}">`;
  const at = body.indexOf(open);
  return at < 0 ? undefined : (JSON.parse(body.slice(at + open.length, body.indexOf('</script>', at))) as unknown);
};

const head = async (url: string, headers: Record<string, string> = {}) => {
  const body = (await app.inject({ method: 'GET', url, headers })).body;
  return body.slice(0, body.indexOf('</head>'));
};

describe("the page names its screen's code", () => {
  it('as modules and style sheets to preload, for the screen its address matches and who may see it', async () => {
    expect(await head('/signin?next=%2F')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/SignInPage-a1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Field-b2.js">',
    );
    expect(await head('/helix/newapp/12/tasks', { cookie })).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/TaskListRoute-c3.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/tasks-d4.css">',
    );
    // Signed out, the task list's address shows the sign-in: its code is not named.
    expect(await head('/helix/newapp/12/tasks')).not.toContain('TaskListRoute');
    // An address of another screen, or one part longer, names nothing.
    expect(await head('/helix/newapp/12/tasks/more', { cookie })).not.toContain('<link');
    expect(await head('/', { cookie })).not.toContain('<link');
  });

  it("names a wizard page's forms by the step in its query, and the wizard alone without one", async () => {
    expect(await head('/helix/newapp/12?task=jump&step=1', { cookie })).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/WizardRoute-e5.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/PimForm-f6.js">',
    );
    for (const url of ['/helix/newapp/12?task=jump&step=3', '/helix/newapp/12?step=1', '/helix/newapp/12']) {
      const links = await head(url, { cookie });
      expect(links).toContain('WizardRoute-e5.js');
      expect(links).not.toContain('PimForm');
    }
  });

  it("names the calls a wizard page's screen makes first, with the address's application id", async () => {
    expect(await callsIn('/helix/newapp/12?task=jump&step=1', { cookie })).toEqual([
      { method: 'POST', path: '/obca/application', body: { application_id: 12 } },
      { method: 'GET', path: '/obca/ajaxform/apptype/12' },
    ]);
    // Signed out (the sign-in shows), without the step, or with an id that is none: no calls.
    expect(await callsIn('/helix/newapp/12?task=jump&step=1')).toBeUndefined();
    expect(await callsIn('/helix/newapp/12', { cookie })).toBeUndefined();
    expect(await callsIn('/helix/newapp/0x1f?task=jump&step=1', { cookie })).toBeUndefined();
  });
});

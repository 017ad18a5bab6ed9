import { request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { WIZARD_PAGES, isPageRequired, wizardContextOf, type ApplicationData } from '@consent/domain';
import { answerEveryForm } from '../e2e/support/answers.js';

/** A screen the mobile bench opens: who is looking at it, and where. */
export interface Screen {
  name: string;
  url: string;
  /** Whose session the browser carries: none for the sign-in page. */
  as: 'nobody' | 'applicant' | 'staff';
}

const PASSWORD = 'a bench password of some length 7';
const STAFF = { email: 'admin@auckland.council.demo', password: 'council demo staff 2026' };
const AUCKLAND_ID = 1;

async function ok(answer: Promise<APIResponse>, status = 200): Promise<APIResponse> {
  const response = await answer;
  if (response.status() !== status) throw new Error(`${response.status()}: ${await response.text()}`);
  return response;
}

/** A new applicant with a confirmed address (registered, the mailed link followed through the dev outbox), signed in. */
async function verifiedApplicant(base: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: base, extraHTTPHeaders: { origin: base } });
  const email = `bench.mobile.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.co.nz`;
  await ok(api.post('/api/auth/register', { data: { email, password: PASSWORD, fullName: 'Mere Tane' } }), 202);
  await ok(api.post('/api/auth/login', { data: { email, password: PASSWORD } }));
  for (let tries = 0; tries < 100; tries++) {
    const { mails } = (await (await ok(api.get('/api/dev/outbox'))).json()) as {
      mails: { to: string; kind: string; text: string }[];
    };
    const token = mails.find((m) => m.to === email && m.kind === 'verify-email')?.text.match(/token=([\w%-]+)/)?.[1];
    if (token) {
      await ok(api.post('/api/auth/verify-email', { data: { token: decodeURIComponent(token) } }));
      return api;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no verify-email mail in the dev outbox');
}

async function newConsent(api: APIRequestContext): Promise<number> {
  const created = await ok(
    api.post('/access/app', { data: { action: 'new', data: { type: 2, param: 'standard', councilId: AUCKLAND_ID } } }),
    201,
  );
  const appId = ((await created.json()) as { appId: number }).appId;
  await answerEveryForm({ request: api }, appId);
  return appId;
}

/**
 * The product's screens on a running server, with what they need made through the product's own calls: an
 * applicant's building consent answered throughout (every wizard page may be opened, check your answers shows
 * them), a second one submitted to Auckland (the applicant's application page, and the council's queue and
 * application as Auckland's seeded admin). Answers the screens and each side's signed-in session.
 */
export async function mobileScreens(base: string) {
  const applicant = await verifiedApplicant(base);
  const draft = await newConsent(applicant);
  const submitted = await newConsent(applicant);
  await ok(
    applicant.post(`/ajax/complete_application_form/${submitted}`, {
      data: { accepted: true, signedName: 'Mere Tane' },
    }),
  );
  const staff = await request.newContext({ baseURL: base, extraHTTPHeaders: { origin: base } });
  await ok(staff.post('/api/auth/login', { data: STAFF }));

  const data = (await (
    await ok(applicant.post('/obca/application', { data: { application_id: draft } }))
  ).json()) as ApplicationData;
  const ctx = wizardContextOf(data);
  const wizardPages: Screen[] = WIZARD_PAGES.filter((p) => isPageRequired(p.id, ctx)).map((p) => ({
    name: `wizard page ${p.number} (${p.id})`,
    url: `/helix/newapp/${draft}?task=jump&step=${p.legacyStep}`,
    as: 'applicant',
  }));
  const screens: Screen[] = [
    { name: 'sign-in page', url: '/signin', as: 'nobody' },
    { name: 'main page', url: '/', as: 'applicant' },
    ...wizardPages,
    { name: 'task list', url: `/helix/newapp/${draft}/tasks`, as: 'applicant' },
    { name: 'check your answers', url: `/helix/app/obca/${draft}/1?opt=resume`, as: 'applicant' },
    { name: 'application page (submitted)', url: `/helix/app/obca/${submitted}/1?opt=resume`, as: 'applicant' },
    { name: 'council queue', url: `/council/${AUCKLAND_ID}`, as: 'staff' },
    { name: 'council application', url: `/council/applications/${submitted}`, as: 'staff' },
  ];
  const sessions = { applicant: await applicant.storageState(), staff: await staff.storageState() };
  await applicant.dispose();
  await staff.dispose();
  return { screens, sessions, ownerPage: `/helix/newapp/${draft}?task=jump&step=4` };
}

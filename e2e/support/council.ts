import { expect, request, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { answerEveryForm } from './answers';
import { submitByApi } from './submit';
import { PASSWORD, uniqueEmail } from './users';

/** The seeded demo staff's password (README, "Council staff"). */
export const STAFF_PASSWORD = 'council demo staff 2026';
export const AUCKLAND_ADMIN = 'admin@auckland.council.demo';
export const CHRISTCHURCH_OFFICER = 'officer@christchurch.council.demo';
/** The demo seed's first council. */
export const AUCKLAND_ID = 1;

/** A client of the test's server, outside the page: the applicant, or staff acting offstage. */
function apiContext(testInfo: TestInfo): Promise<APIRequestContext> {
  const baseURL = String(testInfo.project.use.baseURL);
  return request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
}

async function ok(response: Promise<{ status(): number; text(): Promise<string> }>, status = 200) {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(status);
}

/** Staff signed in through the API, for the steps of a test that are not its subject. */
export async function staffApi(testInfo: TestInfo, email: string): Promise<APIRequestContext> {
  const api = await apiContext(testInfo);
  await ok(api.post('/api/auth/login', { data: { email, password: STAFF_PASSWORD } }));
  return api;
}

/** A new applicant with a confirmed address, signed in through the API (register, the mailed link, sign in). */
export async function applicantApi(testInfo: TestInfo): Promise<APIRequestContext> {
  const api = await apiContext(testInfo);
  const email = uniqueEmail('council-applicant');
  await ok(api.post('/api/auth/register', { data: { email, password: PASSWORD, fullName: 'Mere Tane' } }), 202);
  // Signed in before the address is confirmed: the dev outbox answers only a signed-in user.
  await ok(api.post('/api/auth/login', { data: { email, password: PASSWORD } }));
  let token: string | undefined;
  await expect(async () => {
    const { mails } = (await (await api.get('/api/dev/outbox')).json()) as { mails: { to: string; kind: string; text: string }[] };
    token = mails.find((m) => m.to === email && m.kind === 'verify-email')?.text.match(/token=([\w%-]+)/)?.[1];
    expect(token).toBeTruthy();
  }).toPass();
  await ok(api.post('/api/auth/verify-email', { data: { token: decodeURIComponent(token!) } }));
  return api;
}

/** A building consent to Auckland, answered and submitted by the applicant through the spec's calls. */
export async function submittedToAuckland(applicant: APIRequestContext): Promise<number> {
  const created = await applicant.post('/access/app', { data: { action: 'new', data: { type: 2, param: 'standard', councilId: AUCKLAND_ID } } });
  expect(created.status(), await created.text()).toBe(201);
  const { appId } = (await created.json()) as { appId: number };
  await answerEveryForm({ request: applicant }, appId);
  await resubmit(applicant, appId);
  return appId;
}

/** The completion call submits a draft and resubmits an application returned as incomplete. */
export const resubmit = submitByApi;

/** A council action taken offstage, through the council's own route. */
export const councilAct = (staff: APIRequestContext, appId: number, path: string, details: unknown) =>
  ok(staff.post(`/api/council/applications/${appId}/${path}`, { data: details }));

/** Signs in on the sign-in page as seeded staff; staff land in their council's workspace. */
export async function signInAsStaff(page: Page, email: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
}

/** Finds the application in the queue by its number and opens it. */
export async function openFromQueue(page: Page, appId: number): Promise<void> {
  await page.getByLabel('Search by reference or address').fill(String(appId));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${appId}`));
  await page.getByRole('region', { name: 'Applications' }).getByRole('link', { name: String(appId), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Application ${appId}` })).toBeVisible();
}

export type CouncilStep = 'accept' | 'return' | 'request-information' | 'grant' | 'refuse';

/**
 * The council acts on an application through its real API, as the seeded officer of that council (README,
 * "Council staff"), in a request context of its own so the applicant's session in `page` is untouched. The
 * council's workspace screens are tested on their own; here the council is only the other side of the applicant's.
 */
export async function councilActs(page: Page, councilSlug: string, appId: number, step: CouncilStep, details: unknown): Promise<void> {
  const origin = new URL(page.url()).origin;
  const council = await request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  try {
    const login = await council.post('/api/auth/login', { data: { email: `officer@${councilSlug}.council.demo`, password: STAFF_PASSWORD } });
    expect(login.status(), await login.text()).toBe(200);
    const acted = await council.post(`/api/council/applications/${appId}/${step}`, { data: details });
    expect(acted.status(), await acted.text()).toBe(200);
  } finally {
    await council.dispose();
  }
}

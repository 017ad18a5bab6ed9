import {
  expect,
  request,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { REFERENCE_PATTERN, submitByApi } from './submit';
import { PASSWORD, uniqueEmail } from './users';
import { defined } from '@consent/domain';

/** The seeded demo staff's password (README, "Council staff"). */
export const STAFF_PASSWORD = 'council demo staff 2026';
export const AUCKLAND_ADMIN = 'admin@auckland.council.demo';
export const CHRISTCHURCH_OFFICER = 'officer@christchurch.council.demo';
/** The seeded officer of a council, by the council's slug (README, "Council staff"). */
export const officerOf = (councilSlug: string) => `officer@${councilSlug}.council.demo`;

/** A client of the test's server, outside the page: the applicant, or staff acting offstage. */
function apiContext(testInfo: TestInfo): Promise<APIRequestContext> {
  const baseURL = String(testInfo.project.use.baseURL);
  return request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
}

async function ok(response: Promise<{ status(): number; text(): Promise<string> }>, status = 200) {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(status);
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
    const { mails } = (await (await api.get('/api/dev/outbox')).json()) as {
      mails: { to: string; kind: string; text: string }[];
    };
    token = mails.find((m) => m.to === email && m.kind === 'verify-email')?.text.match(/token=([\w%-]+)/)?.[1];
    expect(token).toBeTruthy();
  }).toPass();
  await ok(api.post('/api/auth/verify-email', { data: { token: decodeURIComponent(defined(token, 'token')) } }));
  return api;
}

/** The completion call submits a draft and resubmits an application returned as incomplete. */
export const resubmit = submitByApi;

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
  // The queue links each application by its reference; searched by its number, it is the one row.
  const link = page.getByRole('region', { name: 'Applications' }).getByRole('link', { name: REFERENCE_PATTERN });
  await expect(link).toHaveCount(1);
  const reference = await link.textContent();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Application ${reference}` })).toBeVisible();
}

export type CouncilStep = 'accept' | 'return' | 'request-information' | 'grant' | 'refuse';

/**
 * The council acts on an application through its real API, signed in as `staffEmail` in a request context of its
 * own (so an applicant's session in the page is untouched), disposed once done. The council's workspace screens are
 * tested on their own; here the council is only the other side of the applicant's.
 */
export async function councilActs(
  staffEmail: string,
  appId: number,
  step: CouncilStep,
  details: unknown,
): Promise<void> {
  const staff = await apiContext(test.info());
  try {
    await ok(staff.post('/api/auth/login', { data: { email: staffEmail, password: STAFF_PASSWORD } }));
    await ok(staff.post(`/api/council/applications/${appId}/${step}`, { data: details }));
  } finally {
    await staff.dispose();
  }
}

/**
 * Staff of the application's council record a counter payment of every invoice's balance through the product's
 * routes: what releases a granted consent to the applicant under the council's default rule (issue 31 point 6).
 */
export async function staffPayEveryInvoice(staffEmail: string, appId: number): Promise<void> {
  const staff = await apiContext(test.info());
  try {
    await ok(staff.post('/api/auth/login', { data: { email: staffEmail, password: STAFF_PASSWORD } }));
    const listed = await staff.get(`/api/council/applications/${appId}/invoices`);
    expect(listed.status()).toBe(200);
    const { invoices } = (await listed.json()) as { invoices: { id: number; balanceCents: number }[] };
    for (const invoice of invoices.filter((i) => i.balanceCents > 0))
      await ok(
        staff.post(`/api/council/applications/${appId}/invoices/${invoice.id}/payments`, {
          data: {
            amountCents: invoice.balanceCents,
            paidOn: new Date().toISOString().slice(0, 10),
            method: 'counter',
            reference: 'Counter',
          },
        }),
        201,
      );
  } finally {
    await staff.dispose();
  }
}

/**
 * The officer grants the open application through the Grant dialog: `fill` answers the dialog (inspections,
 * conditions, notices, hours), the dialog is scanned with axe, then Continue and the confirmation.
 */
export async function grantThroughDialog(officer: Page, fill: (dialog: Locator) => Promise<void>): Promise<void> {
  await officer.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Grant', exact: true }).click();
  const dialog = officer.getByRole('dialog', { name: 'Grant the application' });
  await fill(dialog);
  await expectNoAxeViolations(officer);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await officer
    .getByRole('dialog', { name: 'Grant this application?' })
    .getByRole('button', { name: 'Grant application' })
    .click();
}

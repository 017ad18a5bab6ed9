import { expect, request, type Page } from '@playwright/test';
import { answerEveryForm } from './answers';
import { DECLARATION } from './submit';

/** The seeded demo staff's password (README "Council staff"). */
const STAFF_PASSWORD = 'council demo staff 2026';

/** Auckland Council: id 1 in the demo seed, its staff `…@auckland.council.demo`. */
export const AUCKLAND = { id: 1, slug: 'auckland' } as const;

/** A building consent made through the spec's create call and submitted through its completion call. */
export async function submittedConsent(page: Page, council: { id: number } = AUCKLAND): Promise<number> {
  const created = await page.request.post('/access/app', {
    data: { action: 'new', data: { type: 2, param: 'standard', councilId: council.id } },
  });
  expect(created.status()).toBe(201);
  const { appId } = (await created.json()) as { appId: number };
  await answerEveryForm(page, appId);
  const completed = await page.request.post(`/ajax/complete_application_form/${appId}`, { data: DECLARATION });
  expect(completed.status(), await completed.text()).toBe(200);
  return appId;
}

/**
 * Takes a submitted application to granted through the council's real API, as the council's seeded officer
 * (accept with a consent number, then grant), in a request context of its own so the page stays signed in as
 * the applicant. Returns the consent number the council gave.
 */
export async function grantAsCouncil(page: Page, appId: number, council: { slug: string } = AUCKLAND): Promise<string> {
  const origin = new URL(page.url()).origin;
  const officer = await request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  try {
    const ok = async (path: string, data: unknown) => {
      const response = await officer.post(path, { data });
      expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    };
    await ok('/api/auth/login', { email: `officer@${council.slug}.council.demo`, password: STAFF_PASSWORD });
    const consentNumber = `BC${appId}`;
    await ok(`/api/council/applications/${appId}/accept`, { consentNumber });
    await ok(`/api/council/applications/${appId}/grant`, {});
    return consentNumber;
  } finally {
    await officer.dispose();
  }
}

/** A building consent the council has granted: the only valid parent of a CCC, CPU or amendment (issue 18.5). */
export async function grantedConsent(page: Page, council: { id: number; slug: string } = AUCKLAND): Promise<{ appId: number; consentNumber: string }> {
  const appId = await submittedConsent(page, council);
  return { appId, consentNumber: await grantAsCouncil(page, appId, council) };
}

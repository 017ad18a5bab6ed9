import { expect, type Page } from '@playwright/test';
import { answerEveryForm } from './answers';
import { councilActs } from './council';
import { submitByApi } from './submit';

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
  await submitByApi(page.request, appId);
  return appId;
}

/**
 * Takes a submitted application to granted through the council's real API, as the council's seeded officer
 * (accept with a consent number, then grant), in a request context of its own so the page stays signed in as
 * the applicant. Returns the consent number the council gave.
 */
export async function grantAsCouncil(page: Page, appId: number, council: { slug: string } = AUCKLAND): Promise<string> {
  const consentNumber = `BC${appId}`;
  await councilActs(page, council.slug, appId, 'accept', { consentNumber });
  await councilActs(page, council.slug, appId, 'grant', {});
  return consentNumber;
}

/** A building consent the council has granted: the only valid parent of a CCC, CPU or amendment (issue 18.5). */
export async function grantedConsent(page: Page, council: { id: number; slug: string } = AUCKLAND): Promise<{ appId: number; consentNumber: string }> {
  const appId = await submittedConsent(page, council);
  return { appId, consentNumber: await grantAsCouncil(page, appId, council) };
}

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { answerEveryForm } from './answers';
import { councilActs, officerOf } from './council';
import { submitByApi } from './submit';

/** Auckland Council: id 1 in the demo seed, its staff `…@auckland.council.demo`. */
export const AUCKLAND = { id: 1, slug: 'auckland' } as const;

/**
 * A building consent made through the spec's create call, answered and submitted through its completion call by
 * `applicant` (the page's `request`, or an API context of its own), for tests whose subject comes after submission.
 */
export async function submittedConsent(applicant: APIRequestContext, councilId: number = AUCKLAND.id): Promise<number> {
  const created = await applicant.post('/access/app', {
    data: { action: 'new', data: { type: 2, param: 'standard', councilId } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { appId } = (await created.json()) as { appId: number };
  await answerEveryForm({ request: applicant }, appId);
  await submitByApi(applicant, appId);
  return appId;
}

/**
 * Takes a submitted application to granted through the council's real API, as the council's seeded officer
 * (accept with a consent number, then grant). Returns the consent number the council gave.
 */
export async function grantAsCouncil(appId: number, council: { slug: string } = AUCKLAND): Promise<string> {
  const consentNumber = `BC${appId}`;
  await councilActs(officerOf(council.slug), appId, 'accept', { consentNumber });
  await councilActs(officerOf(council.slug), appId, 'grant', {});
  return consentNumber;
}

/** A building consent the council has granted: the only valid parent of a CCC, CPU or amendment (issue 18.5). */
export async function grantedConsent(
  page: Page,
  council: { id: number; slug: string } = AUCKLAND,
): Promise<{ appId: number; consentNumber: string }> {
  const appId = await submittedConsent(page.request, council.id);
  return { appId, consentNumber: await grantAsCouncil(appId, council) };
}

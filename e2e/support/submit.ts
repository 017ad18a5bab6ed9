import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/** A reference given at submission, in a demo council's format (issue 30.1), such as AKL-2026-00042. */
export const REFERENCE_PATTERN = /^[A-Z]+-\d{4}-\d{5}$/;

/** The declaration as the completion call requires it, for tests that complete an application through the API. */
export const DECLARATION = { accepted: true, signedName: 'E2E Applicant' };

/**
 * From check your answers to the confirmation: Submit without the declaration is refused with an error
 * summary linked to its fields; ticked and signed, it submits and the confirmation names the council.
 * Each page is scanned with axe. Returns on the confirmation page, with the reference it shows (issue 30.1: the
 * council's format, such as AKL-2026-00042).
 */
export async function declareAndSubmit(page: Page, appId: number, fullName: string, council: string): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/helix/app/obca/${appId}/\\d+\\?opt=resume$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before submitting' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Change/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Your full name').fill('');
  await page.getByRole('button', { name: 'Submit application' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link', { name: 'Confirm that you agree to the declaration' })).toBeVisible();
  await expectNoAxeViolations(page);
  await summary.getByRole('link', { name: 'Enter your full name to sign the declaration' }).click();
  await expect(page.getByLabel('Your full name')).toBeFocused();

  await page.getByLabel('Your full name').fill(fullName);
  await page.getByLabel('I agree to the declaration').check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(new RegExp(`/helix/app/obca/${appId}/submitted$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Application submitted' })).toBeVisible();
  const reference = page.getByText(REFERENCE_PATTERN);
  await expect(reference).toBeVisible();
  await expect(page.getByText('within 20 working days')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(council);
  await expectNoAxeViolations(page);
  return (await reference.textContent()) ?? '';
}

/** The completion call, declared: it submits a draft and resubmits an application returned as incomplete. */
export async function submitByApi(applicant: APIRequestContext, appId: number): Promise<void> {
  const completed = await applicant.post(`/ajax/complete_application_form/${appId}`, { data: DECLARATION });
  expect(completed.status(), await completed.text()).toBe(200);
}

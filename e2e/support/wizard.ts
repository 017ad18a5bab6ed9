import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { createApplicationAt } from './contacts';

/** Creates an application through the spec's call (the main page's tiles are tested on their own) and returns its id. */
export function createApplicationByApi(page: Page, type: number, councilFullName: string): Promise<number> {
  return createApplicationAt(page, '', { type, param: 'standard', council: councilFullName });
}

/** Waits for a wizard page: its heading and its "Step N of M", then scans it with axe. */
export async function expectWizardPage(page: Page, heading: string, step: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(step, { exact: true })).toBeVisible();
  await expectFormsLoaded(page);
  await expectNoAxeViolations(page);
}

/**
 * Waits until the page's forms have loaded. The heading shows while they still load ('Loading the form…',
 * 'Loading your answers…'); a Continue before they are in place meets 'Form was not loaded', as it would for a
 * person who clicked that soon.
 */
export async function expectFormsLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('main').locator('.loading')).toHaveCount(0);
}

/** Continue on a wizard page, once its forms have loaded. */
export async function continueOn(page: Page): Promise<void> {
  await expectFormsLoaded(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/**
 * Chooses a radio that moves on by itself (the PIM 'no', the applicant's role). A click, not check(): check()
 * confirms the radio is checked after clicking, and on a busy machine the page may already have moved on and
 * taken the radio with it, leaving check() waiting for an element that is gone.
 */
export async function chooseAndMoveOn(page: Page, label: string): Promise<void> {
  await page.getByLabel(label).click();
}

/** A new building consent, answered up to its owner page as its owner ("No" PIM, "I am the owner"); answers its id. */
export async function startConsentAsOwner(page: Page, councilFullName: string): Promise<number> {
  const appId = await createApplicationByApi(page, 2, councilFullName);
  await page.goto(`/helix/newapp/${appId}?task=jump&step=1`);
  await chooseAndMoveOn(page, 'No, I do not need a PIM');
  await expectWizardPage(page, "Applicant's Role", 'Step 2 of 10');
  await chooseAndMoveOn(page, 'I am the owner');
  await expectWizardPage(page, "Owner's Detail", 'Step 3 of 10');
  return appId;
}

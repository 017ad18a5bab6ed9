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
  await expectNoAxeViolations(page);
}

export async function continueOn(page: Page): Promise<void> {
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

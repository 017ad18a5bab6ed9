import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/** Creates an application through the spec's call (the main page's tiles are tested on their own) and returns its id. */
export async function createApplicationByApi(page: Page, type: number, councilFullName: string): Promise<number> {
  const councils = (await (await page.request.get('/ajax/get_councils')).json()) as { councils: { id: number; fullName: string }[] };
  const councilId = councils.councils.find((c) => c.fullName === councilFullName)!.id;
  const created = await page.request.post('/access/app', { data: { action: 'new', data: { type, param: 'standard', councilId } } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { appId: number }).appId;
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


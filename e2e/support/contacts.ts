import { expect, type Page } from '@playwright/test';
import { defined } from '@consent/domain';

/** Creates an application through the spec's call against a server (base '' for the suite's own) and returns its id. */
export async function createApplicationAt(
  page: Page,
  base: string,
  data: { type: number; param: string; council: string },
): Promise<number> {
  const councils = (await (await page.request.get(`${base}/ajax/get_councils`)).json()) as {
    councils: { id: number; fullName: string }[];
  };
  const councilId = defined(
    councils.councils.find((c) => c.fullName === data.council),
    'councils.councils.find((c) => c.fullName === data.council)',
  ).id;
  // Another server's writes name that server as their origin (the suite's own get it from the config's headers).
  const created = await page.request.post(`${base}/access/app`, {
    data: { action: 'new', data: { type: data.type, param: data.param, councilId } },
    headers: base ? { origin: base } : undefined,
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { appId: number }).appId;
}

/** Opens the Project Contacts page (legacy step 11) of an application. */
export async function openContactsPage(page: Page, base: string, appId: number): Promise<void> {
  await page.goto(`${base}/helix/newapp/${appId}?task=jump&step=11`);
  await expect(page.getByRole('heading', { level: 1, name: 'Project Contacts' })).toBeVisible();
}

/** Types into the register search and chooses the practitioner from the suggestions. */
export async function pickFromRegister(page: Page, typed: string, practitioner: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Search the LBP register' }).fill(typed);
  await page.getByRole('option', { name: new RegExp(practitioner) }).click();
}

export const contactCard = (page: Page, name: string) =>
  page.locator('.contact-card').filter({ has: page.getByText(name, { exact: true }) });

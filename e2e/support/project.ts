import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const group = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('group', { name });

export interface BuildingAnswers {
  name: string;
  type: 'Residential' | 'Commercial' | 'Industrial/Farm';
  use: string;
  value: string;
  schedule?: boolean;
}

/** Adds a building through its dialog: every required question answered, the compliance schedule as asked. */
export async function addBuilding(page: Page, b: BuildingAnswers, checkAxe = false): Promise<void> {
  await page.getByRole('button', { name: 'Add a building' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a building' });
  await dialog.getByLabel('Building name').fill(b.name);
  await dialog.getByLabel(b.type, { exact: true }).check();
  await dialog.getByLabel('Classified use (Building Code clause A1)').selectOption({ label: b.use });
  await dialog.getByLabel('Proposed work').selectOption({ label: 'New building' });
  await dialog.getByLabel('Estimated value of the work, in dollars').fill(b.value);
  await dialog.getByLabel('Current use of the building').selectOption({ label: b.use });
  for (const question of [/use of the building change/, /restricted building work/, /cable car/, /owner-builder/]) {
    await group(dialog, question).getByLabel('No').check();
  }
  await group(dialog, /compliance schedule/)
    .getByLabel(b.schedule ? 'Yes' : 'No')
    .check();
  if (b.type === 'Residential')
    await group(dialog, /residential building contract/)
      .getByLabel('Yes')
      .check();
  if (checkAxe) await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save building' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 3, name: b.name })).toBeVisible();
}

/** Ticks a clause for a building and chooses its means of compliance. */
export async function meetClause(
  page: Page,
  building: string,
  clause: string,
  means = 'Acceptable Solution',
): Promise<void> {
  const clauses = group(page, `Building Code clauses for ${building}`);
  await clauses.getByLabel(clause).check();
  await clauses.getByLabel(`How ${clause.split(' ')[0]} will be met`).selectOption({ label: means });
}

/** The single-building residential project a standard building consent's journey fills in. */
export async function fillSingleHouseProject(page: Page): Promise<void> {
  await page.getByLabel('Describe the building work').fill('A new three-bedroom house');
  await group(page, 'What type of building work is it?').getByLabel('Residential').check();
  await group(page, /two or more allotments/)
    .getByLabel('No')
    .check();
  await addBuilding(page, {
    name: 'House',
    type: 'Residential',
    use: '1.0.2(Housing – Detached dwellings)',
    value: '450000',
  });
  await meetClause(page, 'House', 'B1 Structure');
}

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { CHRISTCHURCH_OFFICER, signInAsStaff } from '../support/council';

test('an officer reads the council report by quarter by keyboard, fixing a month the report refuses, and downloads it as CSV (issue 32 point 7)', async ({
  page,
}) => {
  await signInAsStaff(page, CHRISTCHURCH_OFFICER);
  await page.getByRole('link', { name: /^Council report/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Council report' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: /^Figures by month/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Back to the applications' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Group by')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Group by')).toHaveValue('quarter');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2026-13');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2026-12');
  await page.keyboard.press('Enter');

  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('From must be a month written YYYY-MM, for example 2026-07');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const from = page.getByLabel('From (month)');
  await expect(from).toBeFocused();
  await from.press('ControlOrMeta+a');
  await page.keyboard.type('2026-01');
  await page.keyboard.press('Enter');

  const figures = page.getByRole('heading', { level: 2, name: 'Figures by quarter, 2026-01 to 2026-12' });
  await expect(figures).toBeFocused();
  await expect(page.getByRole('region', { name: 'Report figures' }).getByRole('row')).toHaveCount(5);
  await expect(page.getByRole('rowheader', { name: '2026 Q4' })).toBeVisible();
  await expectNoAxeViolations(page);

  const csv = page.getByRole('link', { name: 'Download these figures as a CSV file' });
  const answer = await page.request.get(String(await csv.getAttribute('href')));
  expect(answer.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect((await answer.text()).split('\r\n').slice(0, 2)[1]).toMatch(/^2026 Q1,\d+,\d+,\d+,/);
});

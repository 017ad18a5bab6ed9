import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

test('an unknown path shows page not found', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found – Building consent applications');
  await expect(page.getByRole('link', { name: 'Go to your applications' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/signin');
  // The route's loader asks who is signed in before the page shows (ADR 0059): Tab once there is a page to tab in.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('pages fit a 360 px wide screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

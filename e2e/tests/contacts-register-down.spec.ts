import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { contactCard, createApplicationAt, openContactsPage } from '../support/contacts';
import { freePort, startSecondServer, type SecondServer } from '../support/secondServer';
import { signedUpThroughApi, uniqueEmail } from '../support/users';

// The suite's Origin header names the suite's own server; this test's pages and calls go to a second one,
// which would refuse them as coming from another site.
test.use({ extraHTTPHeaders: {} });

/**
 * The register down: a second server, started here with the same build, whose LBP integration is the
 * MBIE client pointed at a port nothing listens on (LBP_REGISTER=mbie LBP_API_URL=http://127.0.0.1:{closed}
 * LBP_API_KEY=…), so every register call fails as a real outage would. Run the product that way by
 * hand with the same three variables.
 */
let server: SecondServer | undefined;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startSecondServer('lbp-down', {
    LBP_REGISTER: 'mbie',
    LBP_API_URL: `http://127.0.0.1:${await freePort()}`,
    LBP_API_KEY: 'e2e-no-key',
  });
  base = server.base;
});

test.afterAll(() => server?.stop());

test('when the LBP register does not answer, the page says so and the LBP is entered by hand', async ({ page }) => {
  await signedUpThroughApi(page, 'Kahu Tipene', uniqueEmail('lbp-down'), base);
  await expect(page.getByRole('heading', { level: 1, name: 'Kia ora, Kahu Tipene' })).toBeVisible();
  const appId = await createApplicationAt(page, base, {
    type: 2,
    param: 'standard',
    council: 'Christchurch City Council',
  });
  await openContactsPage(page, base, appId);
  await page.getByRole('button', { name: 'Add a licensed building practitioner' }).click();
  await page.getByRole('combobox', { name: 'Search the LBP register' }).fill('walker');
  await expect(page.getByRole('alert')).toHaveText(
    'The MBIE LBP register is currently not responding, please manually enter LBP details',
  );
  await expectNoAxeViolations(page);

  await page.getByLabel('Full name').fill('Hemi Walker');
  await page.getByLabel('Phone number').fill('021 448 2093');
  await page.getByLabel('Email address').fill('hemi.walker@example.co.nz');
  await page.getByLabel('LBP number').fill('BP104233');
  await page.getByLabel('Licence class').selectOption('Carpentry');
  await page.getByRole('button', { name: 'Save contact' }).click();
  await expect(contactCard(page, 'Hemi Walker')).toContainText('LBP BP104233, Carpentry');
  await expectNoAxeViolations(page);
});

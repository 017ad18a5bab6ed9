import { expect, request, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { AUCKLAND, submittedConsent } from '../support/consent';
import {
  applicantApi,
  councilActs,
  officerOf,
  signInAsStaff,
  STAFF_PASSWORD,
  staffPayEveryInvoice,
} from '../support/council';

const OFFICER = officerOf(AUCKLAND.slug);
const CONDITION = 'The engineer is to observe the foundations before the pour.';

/**
 * Issue 32.4: the inspector, on a phone-sized screen, opens the day's run, records a failed result with a photo
 * while offline, sees it kept on the phone, and sees the server's answer once back online. The server takes a
 * result only on the inspection's day or after, and a booking is at least a working day ahead, so here the answer
 * is that refusal, kept on the phone with its words (ADR 0073): nothing is recorded early, nothing is lost.
 */
test('an inspector on a phone records a result with a photo offline; it is sent when back online', async ({
  browser,
}, testInfo) => {
  test.slow();
  const baseURL = String(testInfo.project.use.baseURL);
  const owner = await applicantApi(testInfo);
  const appId = await submittedConsent(owner, AUCKLAND.id);
  let slot = { date: '', period: '' };
  await test.step('the consent is granted with the foundations inspection, and the owner books it', async () => {
    const staff = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
    await staff.post('/api/auth/login', { data: { email: OFFICER, password: STAFF_PASSWORD } });
    const { types } = (await (await staff.get(`/api/council/councils/${AUCKLAND.id}/inspection-types`)).json()) as {
      types: { id: number; name: string }[];
    };
    await staff.dispose();
    const foundations = types.find((type) => type.name === 'Foundations');
    await councilActs(OFFICER, appId, 'accept', { consentNumber: `BC${appId}` });
    await councilActs(OFFICER, appId, 'grant', {
      conditions: [CONDITION],
      inspections: [{ typeId: foundations?.id, notes: 'Engineer to attend.' }],
    });
    await staffPayEveryInvoice(OFFICER, appId);
    const { inspections } = (await (await owner.get(`/api/applications/${appId}/inspections`)).json()) as {
      inspections: { id: number }[];
    };
    const path = `/api/applications/${appId}/inspections/${inspections[0]?.id}`;
    const { slots } = (await (await owner.get(`${path}/slots`)).json()) as {
      slots: { date: string; period: string; available: number }[];
    };
    const free = slots.find((s) => s.available > 0);
    slot = { date: String(free?.date), period: String(free?.period) };
    expect((await owner.post(`${path}/booking`, { data: slot })).status()).toBe(201);
  });

  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const inspector = await phone.newPage();
  const stop = inspector.getByRole('article').filter({ hasText: `consent BC${appId}` });
  await test.step('the inspector opens the run of the booked day, by keyboard, on a phone', async () => {
    await signInAsStaff(inspector, OFFICER);
    await inspector.getByRole('link', { name: /Inspections: today’s run/ }).press('Enter');
    await expect(inspector.getByRole('heading', { level: 1, name: 'Today’s inspections' })).toBeVisible();
    await inspector.getByLabel('Day of the run').fill(slot.date);
    await inspector.getByLabel('Day of the run').press('Enter');
    await expect(inspector.getByRole('heading', { level: 2, name: /inspections? on / })).toBeFocused();
    await expect(stop.getByRole('heading', { level: 2 })).toContainText('Foundations: ');
    await expect(stop).toContainText('Engineer to attend.');
    await expect(stop).toContainText(CONDITION);
    await expect(stop.getByRole('link', { name: /^Map of / })).toHaveAttribute('href', /openstreetmap\.org/);
    await expectNoAxeViolations(inspector);
  });

  await test.step('a failed result without notes is refused, linked to the field', async () => {
    await stop.getByRole('button', { name: /Record result/ }).press('Enter');
    await expect(stop.getByRole('heading', { name: 'Record the result of Foundations' })).toBeFocused();
    await stop.getByLabel('Failed').press('Space');
    await stop.getByRole('button', { name: 'Save result' }).press('Enter');
    const link = stop.getByRole('link', { name: /Enter notes/ });
    await expect(stop.getByRole('alert')).toBeFocused();
    await link.press('Enter');
    await expect(stop.getByLabel('Notes')).toBeFocused();
    await inspector.keyboard.type('No damp-proof membrane under the slab.');
  });

  await test.step('with a photo, saved offline, it is kept on the phone; back online, it is sent', async () => {
    // A photo as the camera gives one: drawn in the page and encoded as JPEG.
    const jpeg = await inspector.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 2400;
      canvas.height = 1800;
      const context = canvas.getContext('2d');
      if (context) context.fillRect(0, 0, 1200, 900);
      return canvas.toDataURL('image/jpeg').split(',')[1] ?? '';
    });
    await stop.getByLabel('Photos (optional)').setInputFiles({
      name: 'site.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from(jpeg, 'base64'),
    });
    await expect(stop.getByRole('img', { name: '1 of 1 taken for this result' })).toBeVisible();
    await expect(stop.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
    await expectNoAxeViolations(inspector);

    await phone.setOffline(true);
    await stop.getByRole('button', { name: 'Save result' }).press('Enter');
    const saved = stop.getByRole('status', { name: 'Saved on this phone — will send' });
    await expect(saved).toBeFocused();
    await expectNoAxeViolations(inspector);

    await phone.setOffline(false);
    await expect(
      stop.getByRole('status', { name: /^Not sent: A result can be recorded on the day of the inspection/ }),
    ).toBeVisible();
    await expect(stop.getByRole('button', { name: 'Discard the copy on this phone' })).toBeVisible();
    const { inspections } = (await (await owner.get(`/api/applications/${appId}/inspections`)).json()) as {
      inspections: { latestResult: unknown }[];
    };
    expect(inspections[0]?.latestResult).toBeNull();
  });
  await phone.close();
  await owner.dispose();
});

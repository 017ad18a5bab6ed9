import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { AUCKLAND, submittedConsent } from '../support/consent';
import { officerOf, signInAsStaff, STAFF_PASSWORD } from '../support/council';
import { startSecondServer, type SecondServer } from '../support/secondServer';
import { PASSWORD, uniqueEmail } from '../support/users';

const OFFICER = officerOf(AUCKLAND.slug);
const CONDITION = 'The engineer is to observe the foundations before the pour.';

// A booking is at least a working day ahead and a result is taken on its day or after: the story needs the server's
// clock to move, so it runs on a server of its own whose clock a file moves (support/movableClock.mjs).
test.use({ extraHTTPHeaders: {} });
const clockFile = path.join(os.tmpdir(), `consent-e2e-clock-${process.pid}`);
let server: SecondServer | undefined;
let base = '';
let offset = 0;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  fs.writeFileSync(clockFile, '0');
  const clock = pathToFileURL(path.resolve(import.meta.dirname, '../support/movableClock.mjs')).href;
  server = await startSecondServer('inspections', { NODE_OPTIONS: `--import=${clock}`, MOVABLE_CLOCK_FILE: clockFile });
  base = server.base;
});
test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(clockFile, { force: true });
});

const apiAt = () => request.newContext({ baseURL: base, extraHTTPHeaders: { origin: base } });
async function ok(answer: Promise<{ status(): number; text(): Promise<string> }>, status = 200) {
  const response = await answer;
  expect(response.status(), await response.text()).toBe(status);
  return response as unknown as { json(): Promise<unknown> };
}
async function signedIn(email: string, password: string): Promise<APIRequestContext> {
  const api = await apiAt();
  await ok(api.post('/api/auth/login', { data: { email, password } }));
  return api;
}
/** A new owner with a confirmed address (register, the dev outbox's link, sign in). */
async function newOwner(): Promise<APIRequestContext> {
  const api = await apiAt();
  const email = uniqueEmail('inspected-owner');
  await ok(api.post('/api/auth/register', { data: { email, password: PASSWORD, fullName: 'Mere Tane' } }), 202);
  await ok(api.post('/api/auth/login', { data: { email, password: PASSWORD } }));
  let token = '';
  await expect(async () => {
    const { mails } = (await (await api.get('/api/dev/outbox')).json()) as { mails: { to: string; text: string }[] };
    token = mails.find((m) => m.to === email)?.text.match(/token=([\w%-]+)/)?.[1] ?? '';
    expect(token).toBeTruthy();
  }).toPass();
  await ok(api.post('/api/auth/verify-email', { data: { token: decodeURIComponent(token) } }));
  return api;
}
/** The owner books the required inspection in its first free slot; answers the slot's day. */
async function book(owner: APIRequestContext, appId: number, inspectionId: number): Promise<string> {
  const at = `/api/applications/${appId}/inspections/${inspectionId}`;
  const { slots } = (await (await owner.get(`${at}/slots`)).json()) as {
    slots: { date: string; period: string; available: number }[];
  };
  const free = slots.find((s) => s.available > 0);
  await ok(owner.post(`${at}/booking`, { data: { date: free?.date, period: free?.period } }), 201);
  return String(free?.date);
}
/** Moves the server's clock to the same time of day on `day` (New Zealand), and waits until the server says so. */
async function moveServerTo(staff: APIRequestContext, day: string) {
  const run = `/api/council/councils/${AUCKLAND.id}/inspections/run`;
  const today = ((await (await staff.get(run)).json()) as { date: string }).date;
  offset += Date.parse(day) - Date.parse(today);
  fs.writeFileSync(clockFile, String(offset));
  await expect.poll(async () => ((await (await staff.get(run)).json()) as { date: string }).date).toBe(day);
}

/**
 * Issue 32.4: the owner books the foundations inspection; on its day the inspector, on a phone-sized screen and by
 * keyboard, fails it with a photo while offline; the result is kept on the phone, sent once the connection
 * returns, and recorded once; a re-inspection is booked and passed.
 */
test('an inspector on a phone fails an inspection with a photo offline; it arrives once; the re-inspection passes', async ({
  browser,
}) => {
  test.slow();
  const owner = await newOwner();
  const staff = await signedIn(OFFICER, STAFF_PASSWORD);
  const appId = await submittedConsent(owner, AUCKLAND.id);
  let inspectionId = 0;
  let day = '';
  await test.step('the consent is granted with the foundations inspection; the owner books it', async () => {
    const { types } = (await (await ok(staff.get(`/api/council/councils/${AUCKLAND.id}/inspection-types`))).json()) as {
      types: { id: number; name: string }[];
    };
    const foundations = types.find((type) => type.name === 'Foundations');
    await ok(staff.post(`/api/council/applications/${appId}/accept`, { data: { consentNumber: `BC${appId}` } }));
    await ok(
      staff.post(`/api/council/applications/${appId}/grant`, {
        data: { conditions: [CONDITION], inspections: [{ typeId: foundations?.id, notes: 'Engineer to attend.' }] },
      }),
    );
    const { invoices } = (await (await ok(staff.get(`/api/council/applications/${appId}/invoices`))).json()) as {
      invoices: { id: number; balanceCents: number }[];
    };
    for (const invoice of invoices.filter((i) => i.balanceCents > 0))
      await ok(
        staff.post(`/api/council/applications/${appId}/invoices/${invoice.id}/payments`, {
          data: {
            amountCents: invoice.balanceCents,
            paidOn: new Date().toISOString().slice(0, 10),
            method: 'counter',
            reference: 'Counter',
          },
        }),
        201,
      );
    const { inspections } = (await (await ok(owner.get(`/api/applications/${appId}/inspections`))).json()) as {
      inspections: { id: number }[];
    };
    inspectionId = Number(inspections[0]?.id);
    day = await book(owner, appId, inspectionId);
    await moveServerTo(staff, day);
  });

  const phone = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
  const inspector = await phone.newPage();
  const stop = inspector.getByRole('article').filter({ hasText: `consent BC${appId}` });
  await test.step('on the day, the inspector opens the run by keyboard on a phone', async () => {
    await signInAsStaff(inspector, OFFICER);
    await inspector.getByRole('link', { name: /Inspections: today’s run/ }).press('Enter');
    await inspector.getByLabel('Day of the run').fill(day);
    await inspector.getByLabel('Day of the run').press('Enter');
    await expect(inspector.getByRole('heading', { level: 2, name: /inspections? on / })).toBeFocused();
    await expect(stop.getByRole('heading', { level: 2 })).toContainText('Foundations: ');
    await expect(stop).toContainText('Engineer to attend.');
    await expect(stop).toContainText(CONDITION);
    await expect(stop.getByRole('link', { name: /^Map of / })).toHaveAttribute('href', /openstreetmap\.org/);
    await expectNoAxeViolations(inspector);
  });

  await test.step('a failed result needs notes: the error is linked to the field', async () => {
    await stop.getByRole('button', { name: /Record result/ }).press('Enter');
    await expect(stop.getByRole('heading', { name: 'Record the result of Foundations' })).toBeFocused();
    await stop.getByLabel('Failed').press('Space');
    await stop.getByRole('button', { name: 'Save result' }).press('Enter');
    await expect(stop.getByRole('alert')).toBeFocused();
    await stop.getByRole('link', { name: /Enter notes/ }).press('Enter');
    await expect(stop.getByLabel('Notes')).toBeFocused();
    await inspector.keyboard.type('No damp-proof membrane under the slab.');
  });

  await test.step('with a photo, saved offline, it is kept on the phone; back online, it arrives once', async () => {
    // A photo as a camera gives one: drawn in the page, 2400 px wide, encoded as JPEG.
    const jpeg = await inspector.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 2400;
      canvas.height = 1800;
      canvas.getContext('2d')?.fillRect(0, 0, 1200, 900);
      return canvas.toDataURL('image/jpeg').split(',')[1] ?? '';
    });
    await stop
      .getByLabel('Photos (optional)')
      .setInputFiles({ name: 'site.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpeg, 'base64') });
    await expect(stop.getByRole('img', { name: '1 of 1 taken for this result' })).toBeVisible();
    await expect(stop.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
    await expectNoAxeViolations(inspector);

    await phone.setOffline(true);
    await stop.getByRole('button', { name: 'Save result' }).press('Enter');
    await expect(stop.getByRole('status', { name: 'Saved on this phone — will send' })).toBeFocused();
    await expectNoAxeViolations(inspector);
    await phone.setOffline(false);
    await expect(stop.getByRole('status', { name: 'Result sent' })).toBeVisible();
    await expect(stop).toContainText('Result: Failed — No damp-proof membrane under the slab. (1 photos)');

    await inspector.goto(`/council/applications/${appId}`);
    await expect(inspector.getByText('Inspection "Foundations" failed: re-inspection required')).toHaveCount(1);
  });

  await test.step('a re-inspection is booked and, on its day, passed', async () => {
    const again = await book(owner, appId, inspectionId);
    await moveServerTo(staff, again);
    await inspector.goto(`/council/${AUCKLAND.id}/inspections?date=${again}`);
    await expect(stop.getByRole('heading', { level: 2 })).toContainText('Foundations (re-inspection): ');
    await stop.getByRole('button', { name: /Record result/ }).press('Enter');
    await stop.getByLabel('Passed', { exact: true }).press('Space');
    await stop.getByRole('button', { name: 'Save result' }).press('Enter');
    await expect(stop.getByRole('status', { name: 'Result sent' })).toBeFocused();
    const { inspections } = (await (await ok(owner.get(`/api/applications/${appId}/inspections`))).json()) as {
      inspections: { state: string }[];
    };
    expect(inspections[0]?.state).toBe('passed');
  });
  await phone.close();
  await owner.dispose();
  await staff.dispose();
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { answerEveryForm } from '../support/answers';
import { AUCKLAND, submittedConsent } from '../support/consent';
import { officerOf, signInAsStaff, STAFF_PASSWORD } from '../support/council';
import { startSecondServer, type SecondServer } from '../support/secondServer';
import { submitByApi } from '../support/submit';
import { PASSWORD, uniqueEmail } from '../support/users';

const OFFICER = officerOf(AUCKLAND.slug);
const CONDITION = 'The engineer is to observe the foundations before the pour.';
const REQUIRED = ['Foundations', 'Pre-line', 'Final'];
const REGARDLESS = 'The pre-line inspection was covered by the engineer’s producer statement.';

/** The words of a PDF as poppler's pdftotext reads them, spaces folded. */
const pdfWords = (file: string) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8').replace(/\s+/g, ' ');

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
/** A new person with a confirmed address (register, the dev outbox's link, sign in). */
async function newPerson(email: string, fullName: string): Promise<APIRequestContext> {
  const api = await apiAt();
  await ok(api.post('/api/auth/register', { data: { email, password: PASSWORD, fullName } }), 202);
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
/** The token of the newest mail of `kind` to `email`, as the dev outbox lists it. */
async function mailedToken(api: APIRequestContext, email: string, kind: string): Promise<string> {
  let token = '';
  await expect(async () => {
    const { mails } = (await (await api.get('/api/dev/outbox')).json()) as {
      mails: { to: string; kind: string; text: string }[];
    };
    token = mails.find((m) => m.to === email && m.kind === kind)?.text.match(/token=([\w%-]+)/)?.[1] ?? '';
    expect(token).toBeTruthy();
  }).toPass();
  return decodeURIComponent(token);
}
/** Staff pay every invoice's balance at the counter: what releases the council's documents (issue 31.6). */
async function payEveryInvoice(staff: APIRequestContext, appId: number) {
  const { invoices } = (await (await ok(staff.get(`/api/council/applications/${appId}/invoices`))).json()) as {
    invoices: { id: number; balanceCents: number }[];
  };
  for (const invoice of invoices.filter((i) => i.balanceCents > 0))
    await ok(
      staff.post(`/api/council/applications/${appId}/invoices/${invoice.id}/payments`, {
        data: { amountCents: invoice.balanceCents, paidOn: '2026-11-27', method: 'counter', reference: 'Counter' },
      }),
      201,
    );
}
/** The words of the application's statutory document in `form`, downloaded as the owner downloads it. */
async function documentWords(owner: APIRequestContext, appId: number, form: number, file: string) {
  const { documents } = (await (await ok(owner.get(`/api/applications/${appId}/statutory-documents`))).json()) as {
    documents: { id: number; form: number | null }[];
  };
  const document = documents.find((d) => d.form === form);
  const pdf = await ok(owner.get(`/api/applications/${appId}/statutory-documents/${document?.id}`));
  fs.writeFileSync(file, await (pdf as unknown as { body(): Promise<Buffer> }).body());
  return pdfWords(file);
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
 * Issue 32's story after the grant: a consent granted with three inspections is issued in form 5; the builder,
 * invited as an editor, books two; on the day the inspector, on a phone-sized screen and by keyboard, opens the run
 * again with no signal (the copy kept on the phone, ADR 0078), fails one with a photo while offline, and it arrives
 * once the connection returns, once; a re-inspection is booked and passed; the
 * final passes; the owner applies for the CCC and the officer issues form 7.
 */
test('after the grant: inspections booked, failed offline on a phone, re-inspected and passed, and the CCC issued', async ({
  browser,
}, testInfo) => {
  test.slow();
  const owner = await newPerson(uniqueEmail('inspected-owner'), 'Mere Tane');
  const staff = await signedIn(OFFICER, STAFF_PASSWORD);
  const appId = await submittedConsent(owner, AUCKLAND.id);
  const required = new Map<string, number>();
  let form5 = '';
  await test.step('the consent is granted with three inspections and issued in form 5', async () => {
    const { types } = (await (await ok(staff.get(`/api/council/councils/${AUCKLAND.id}/inspection-types`))).json()) as {
      types: { id: number; name: string }[];
    };
    const inspections = REQUIRED.map((name) => ({ typeId: types.find((type) => type.name === name)?.id }));
    await ok(staff.post(`/api/council/applications/${appId}/accept`, { data: { consentNumber: `BC${appId}` } }));
    await ok(
      staff.post(`/api/council/applications/${appId}/grant`, {
        data: {
          conditions: [CONDITION],
          inspections: [{ ...inspections[0], notes: 'Engineer to attend.' }, ...inspections.slice(1)],
        },
      }),
    );
    await payEveryInvoice(staff, appId);
    const listed = (await (await ok(owner.get(`/api/applications/${appId}/inspections`))).json()) as {
      inspections: { id: number; name: string }[];
    };
    for (const inspection of listed.inspections) required.set(inspection.name, inspection.id);
    form5 = await documentWords(owner, appId, 5, testInfo.outputPath('form-5.pdf'));
    expect(form5).toContain(`Building consent number BC${appId}`);
    expect(form5).toContain(CONDITION);
    for (const name of REQUIRED) expect(form5).toContain(name);
  });

  let day = '';
  let finalDay = '';
  await test.step('the builder, invited as an editor, books the foundations and the final inspection', async () => {
    const builderEmail = uniqueEmail('builder');
    const builder = await newPerson(builderEmail, 'Tama Builder');
    await ok(
      owner.post(`/api/applications/${appId}/invitations`, { data: { email: builderEmail, role: 'editor' } }),
      201,
    );
    await ok(
      builder.post('/api/invitations/accept', {
        data: { token: await mailedToken(builder, builderEmail, 'invitation') },
      }),
    );
    day = await book(builder, appId, Number(required.get('Foundations')));
    finalDay = await book(builder, appId, Number(required.get('Final')));
    await builder.dispose();
    // The site's address as the run gives it: form 5 names the same.
    const { inspections } = (await (
      await ok(staff.get(`/api/council/councils/${AUCKLAND.id}/inspections/run?date=${day}`))
    ).json()) as {
      inspections: { consentNumber: string | null; siteAddress: string }[];
    };
    const address = inspections.find((i) => i.consentNumber === `BC${appId}`)?.siteAddress ?? '';
    expect(address).not.toBe('');
    expect(form5).toContain(address.replace(/\s+/g, ' '));
    await moveServerTo(staff, day);
  });

  const phone = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
  const inspector = await phone.newPage();
  /** The stop of this consent's inspection `name` on the run shown. */
  const stopOf = (name: string) =>
    inspector
      .getByRole('article')
      .filter({ hasText: `consent BC${appId}` })
      .filter({ has: inspector.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) }) });
  const foundations = stopOf('Foundations');
  await test.step('on the day, the inspector opens the run by keyboard on a phone', async () => {
    await signInAsStaff(inspector, OFFICER);
    await inspector.getByRole('link', { name: /Inspections: today’s run/ }).press('Enter');
    await inspector.getByLabel('Day of the run').fill(day);
    await inspector.getByLabel('Day of the run').press('Enter');
    await expect(inspector.getByRole('heading', { level: 2, name: /inspections? on / })).toBeFocused();
    await expect(foundations.getByRole('heading', { level: 2 })).toContainText('Foundations: ');
    await expect(foundations).toContainText('Engineer to attend.');
    await expect(foundations).toContainText(CONDITION);
    await expect(foundations.getByRole('link', { name: /^Map of / })).toHaveAttribute('href', /openstreetmap\.org/);
    await expectNoAxeViolations(inspector);
  });

  await test.step('with no signal, the run opens again from the copy kept on the phone', async () => {
    await expect(inspector.getByText('Kept on this phone: this run opens with no signal.')).toBeVisible();
    await phone.setOffline(true);
    await inspector.reload();
    await expect(
      inspector.getByRole('status').filter({ hasText: /^Shown as saved on this phone at \d\d:\d\d — no connection$/ }),
    ).toBeVisible();
    await expect(foundations).toContainText(CONDITION);
    await expectNoAxeViolations(inspector);
  });

  await test.step('a failed result needs notes: the error is linked to the field', async () => {
    await foundations.getByRole('button', { name: /Record result/ }).press('Enter');
    await expect(foundations.getByRole('heading', { name: 'Record the result of Foundations' })).toBeFocused();
    await foundations.getByLabel('Failed').press('Space');
    await foundations.getByRole('button', { name: 'Save result' }).press('Enter');
    await expect(foundations.getByRole('alert')).toBeFocused();
    await foundations.getByRole('link', { name: /Enter notes/ }).press('Enter');
    await expect(foundations.getByLabel('Notes')).toBeFocused();
    await inspector.keyboard.type('No damp-proof membrane under the slab.');
  });

  await test.step('with a photo, saved with no signal, it is kept on the phone; back online, it arrives once', async () => {
    // A photo as a camera gives one: drawn in the page, 2400 px wide, encoded as JPEG.
    const jpeg = await inspector.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 2400;
      canvas.height = 1800;
      canvas.getContext('2d')?.fillRect(0, 0, 1200, 900);
      return canvas.toDataURL('image/jpeg').split(',')[1] ?? '';
    });
    await foundations
      .getByLabel('Photos (optional)')
      .setInputFiles({ name: 'site.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpeg, 'base64') });
    await expect(foundations.getByRole('img', { name: '1 of 1 taken for this result' })).toBeVisible();
    await expect(foundations.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
    await expectNoAxeViolations(inspector);

    await foundations.getByRole('button', { name: 'Save result' }).press('Enter');
    await expect(foundations.getByRole('status', { name: 'Saved on this phone — will send' })).toBeFocused();
    await expectNoAxeViolations(inspector);
    await phone.setOffline(false);
    await expect(foundations.getByRole('status', { name: 'Result sent' })).toBeVisible();
    await expect(foundations).toContainText('Result: Failed — No damp-proof membrane under the slab. (1 photos)');

    await inspector.goto(`/council/applications/${appId}`);
    await expect(inspector.getByText('Inspection "Foundations" failed: re-inspection required')).toHaveCount(1);
  });

  /** The inspector passes the stop of `name` on the run of `date`. */
  const pass = async (date: string, name: string) => {
    await inspector.goto(`/council/${AUCKLAND.id}/inspections?date=${date}`);
    const stop = inspector
      .getByRole('article')
      .filter({ hasText: `consent BC${appId}` })
      .filter({ hasText: name });
    await stop.getByRole('button', { name: /Record result/ }).press('Enter');
    await stop.getByLabel('Passed', { exact: true }).press('Space');
    await stop.getByRole('button', { name: 'Save result' }).press('Enter');
    await expect(stop.getByRole('status', { name: 'Result sent' })).toBeFocused();
    return stop;
  };
  await test.step('a re-inspection is booked and, on its day, passed; so is the final', async () => {
    const again = await book(owner, appId, Number(required.get('Foundations')));
    await moveServerTo(staff, again);
    await expect(await pass(again, 'Foundations')).toContainText('Foundations (re-inspection): ');
    await pass(finalDay, 'Final');
    const { inspections } = (await (await ok(owner.get(`/api/applications/${appId}/inspections`))).json()) as {
      inspections: { name: string; state: string }[];
    };
    expect(inspections.map((i) => `${i.name}: ${i.state}`)).toEqual([
      'Foundations: passed',
      'Pre-line: not_booked',
      'Final: passed',
    ]);
  });

  await test.step('signed out (from the queue), the phone no longer shows the run with no signal', async () => {
    await inspector.goto(`/council/${AUCKLAND.id}`);
    await inspector.getByRole('button', { name: 'Sign out' }).press('Enter');
    // Signed out, on the sign-in page (with the queue as `next` when a call of the queue's saw the session end first).
    await expect(inspector.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await phone.setOffline(true);
    await inspector.goto(`/council/${AUCKLAND.id}/inspections?date=${finalDay}`);
    await expect(inspector.getByRole('alert')).toContainText('Network request failed');
    await expect(inspector.getByText(`consent BC${appId}`)).toHaveCount(0);
    await phone.setOffline(false);
  });

  await test.step('the owner applies for the CCC; the officer issues form 7', async () => {
    const created = await ok(
      owner.post('/api/applications/related', { data: { kind: 'ccc', relatedAppId: appId } }),
      201,
    );
    const cccId = ((await created.json()) as { appId: number }).appId;
    await answerEveryForm({ request: owner }, cccId);
    await submitByApi(owner, cccId);
    await ok(staff.post(`/api/council/applications/${cccId}/accept`, { data: { consentNumber: `CCC${cccId}` } }));
    await ok(
      staff.post(`/api/council/applications/${cccId}/grant`, {
        data: { ccc: { inspections: 'issueRegardless', reason: REGARDLESS } },
      }),
    );
    await payEveryInvoice(staff, cccId);
    const words = await documentWords(owner, cccId, 7, testInfo.outputPath('form-7.pdf'));
    expect(words).toContain('Form 7 — Code compliance certificate');
    expect(words).toContain(`Building consent number BC${appId}`);
  });
  await phone.close();
  await owner.dispose();
  await staff.dispose();
});

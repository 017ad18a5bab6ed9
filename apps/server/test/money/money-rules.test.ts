import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { councilWorkspaceContract, defined, financeContract, moneyContract } from '@consent/domain';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { councilStaff, submittedApplication } from '../support/council.js';
import { answerOf, refusalOf } from '../support/answer.js';

let app: FastifyInstance;
let applicant: Client;
let officer: Client;
let admin: Client;
let otherCouncilAdmin: Client;
let auckland: number;

beforeAll(async () => {
  app = await createTestApp();
  const ids = await councilIds(app);
  auckland = defined(ids['Auckland Council'], 'Auckland Council');
  applicant = await registerUser(app, 'rules');
  officer = await councilStaff(app, auckland);
  admin = await councilStaff(app, auckland, 'admin');
  otherCouncilAdmin = await councilStaff(app, defined(ids['Wellington City Council'], 'Wellington'), 'admin');
});
afterAll(() => app.close());

const settingsUrl = () => `/api/council/councils/${auckland}/money-settings`;
const saveSettings = (client: Client, body: unknown) =>
  client.request({ method: 'PUT', url: settingsUrl(), payload: body as object });
const invoicesOf = async (appId: number) =>
  answerOf(await officer.get(`/api/council/applications/${appId}/invoices`), moneyContract.councilInvoices).invoices;
const payAll = async (appId: number) => {
  for (const invoice of await invoicesOf(appId))
    if (invoice.balanceCents > 0) {
      const paid = await officer.post(`/api/council/applications/${appId}/invoices/${invoice.id}/payments`, {
        amountCents: invoice.balanceCents,
        paidOn: '2026-11-27',
        method: 'counter',
        reference: 'EFTPOS',
      });
      expect(paid.statusCode, paid.body).toBe(201);
    }
};
const status = async (appId: number) =>
  answerOf(await applicant.get(`/api/applications/${appId}/money-status`), financeContract.moneyStatus);
const clockOf = async (appId: number) =>
  answerOf(await officer.get(`/api/council/applications/${appId}`), councilWorkspaceContract.application).clock;

async function granted() {
  const appId = await submittedApplication(applicant, auckland);
  await payAll(appId);
  expect(
    (await officer.post(`/api/council/applications/${appId}/accept`, { consentNumber: `BC-R${appId}` })).statusCode,
  ).toBe(200);
  const grant = await officer.post(`/api/council/applications/${appId}/grant`, {
    invoice: { processingHours: 1, inspectionCount: 0 },
  });
  expect(grant.statusCode, grant.body).toBe(200);
  return appId;
}
const documentDownload = async (appId: number) => {
  const list = JSON.parse((await applicant.get(`/api/applications/${appId}/statutory-documents`)).body) as {
    documents: { id: number }[];
  };
  const id = defined(list.documents[0], 'the issued building consent').id;
  return applicant.get(`/api/applications/${appId}/statutory-documents/${id}`);
};

describe("the council's payment rules (issue 31 point 6)", () => {
  it('withholds the building consent from the applicant until every invoice is paid, then serves it', async () => {
    const appId = await granted();
    expect(await status(appId)).toMatchObject({ released: false, awaitingPayment: false });
    const withheld = await documentDownload(appId);
    expect(withheld.statusCode).toBe(403);
    expect(refusalOf(withheld).message).toBe(
      'What the council granted (the consent, certificate or memorandum) is issued when the invoice is paid: see the invoices on the application’s page to pay them.',
    );
    await payAll(appId);
    expect((await status(appId)).released).toBe(true);
    const served = await documentDownload(appId);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
  });

  it('never withholds a notice of refusal (s50) for an unpaid invoice: only what a grant issued waits', async () => {
    const appId = await submittedApplication(applicant, auckland);
    expect(
      (await officer.post(`/api/council/applications/${appId}/accept`, { consentNumber: `BC-R${appId}` })).statusCode,
    ).toBe(200);
    const refused = await officer.post(`/api/council/applications/${appId}/refuse`, {
      reasons: ['No bracing design.'],
    });
    expect(refused.statusCode, refused.body).toBe(200);
    // The deposit is still unpaid, so the rule would hold back a granted consent; the notice is served regardless.
    expect((await status(appId)).released).toBe(false);
    const notice = await documentDownload(appId);
    expect(notice.statusCode).toBe(200);
    expect(notice.headers['content-type']).toBe('application/pdf');
  });

  it('lists every change of money state on the timeline: issued, each payment, paid in full', async () => {
    const appId = await granted();
    await payAll(appId);
    const events = (await status(appId)).events.map((e) => [e.kind, e.invoiceKind]);
    expect(events).toEqual([
      ['invoice-issued', 'deposit'],
      ['payment-recorded', 'deposit'],
      ['invoice-paid', 'deposit'],
      ['invoice-issued', 'final'],
      ['payment-recorded', 'final'],
      ['invoice-paid', 'final'],
    ]);
  });

  it('holds a submitted application "awaiting payment", refusing acceptance and its clock, until the deposit is paid', async () => {
    const saved = await saveSettings(admin, { clockAfterDeposit: true, releaseOnPayment: true, paymentTermsDays: 20 });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const appId = await submittedApplication(applicant, auckland);
      expect((await status(appId)).awaitingPayment).toBe(true);
      const queue = answerOf(
        await officer.get(`/api/council/councils/${auckland}/applications?pageSize=100`),
        councilWorkspaceContract.queue,
      );
      expect(queue.applications.find((a) => a.appId === appId)?.awaitingPayment).toBe(true);
      const refused = await officer.post(`/api/council/applications/${appId}/accept`, {
        consentNumber: `BC-W${appId}`,
      });
      expect(refused.statusCode).toBe(409);
      expect(refusalOf(refused).message).toMatch(
        /^The lodgement deposit \(tax invoice INV-\d{4}-\d{6}\) is not paid yet/,
      );
      expect((await clockOf(appId)).started).toBe(false);
      await payAll(appId);
      expect((await status(appId)).awaitingPayment).toBe(false);
      expect(
        (await officer.post(`/api/council/applications/${appId}/accept`, { consentNumber: `BC-W${appId}` })).statusCode,
      ).toBe(200);
      expect((await clockOf(appId)).started).toBe(true);
    } finally {
      await saveSettings(admin, { clockAfterDeposit: false, releaseOnPayment: true, paymentTermsDays: 20 });
    }
  });

  it('serves the consent unpaid when the council releases without payment', async () => {
    await saveSettings(admin, { clockAfterDeposit: false, releaseOnPayment: false, paymentTermsDays: 20 });
    try {
      const appId = await granted();
      expect((await status(appId)).released).toBe(true);
      expect((await documentDownload(appId)).statusCode).toBe(200);
    } finally {
      await saveSettings(admin, { clockAfterDeposit: false, releaseOnPayment: true, paymentTermsDays: 20 });
    }
  });

  it('keeps the settings per council: admins save them, bad input is named and changes nothing', async () => {
    const bad = await saveSettings(admin, { clockAfterDeposit: true, releaseOnPayment: true, paymentTermsDays: 0 });
    expect(bad.statusCode).toBe(400);
    expect(refusalOf(bad).details?.[0]?.message).toBe('Enter the payment terms as a whole number of days from 1 to 90');
    expect(
      (await saveSettings(officer, { clockAfterDeposit: true, releaseOnPayment: true, paymentTermsDays: 30 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await saveSettings(otherCouncilAdmin, { clockAfterDeposit: true, releaseOnPayment: true, paymentTermsDays: 30 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await saveSettings(applicant, { clockAfterDeposit: true, releaseOnPayment: true, paymentTermsDays: 30 }))
        .statusCode,
    ).toBe(403);
    const read = answerOf(await officer.get(settingsUrl()), financeContract.moneySettings);
    expect(read.settings).toEqual({ clockAfterDeposit: false, releaseOnPayment: true, paymentTermsDays: 20 });
  });

  it("answers another applicant and another council's staff 404 for an application's money status", async () => {
    const appId = await submittedApplication(applicant, auckland);
    const stranger = await registerUser(app, 'stranger');
    expect((await stranger.get(`/api/applications/${appId}/money-status`)).statusCode).toBe(404);
    expect((await otherCouncilAdmin.get(`/api/council/applications/${appId}/money-status`)).statusCode).toBe(404);
    expect((await applicant.get(`/api/council/applications/${appId}/money-status`)).statusCode).toBe(403);
  });
});

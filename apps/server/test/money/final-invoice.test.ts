import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defined, gstOn, moneyContract } from '@consent/domain';
import { mailOutbox } from '../../src/db/schema.js';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { councilStaff, submittedApplication } from '../support/council.js';
import { answerOf, refusalOf } from '../support/answer.js';
import { pdfText } from '../support/pdfText.js';

let app: FastifyInstance;
let applicant: Client;
let officer: Client;
let schedule: { hourlyRateCents: number; inspectionFeeCents: number };

/** The test application: a building consent of $450,000 in the band whose fee is $2,600.00 (fee-estimate.test.ts). */
const BAND_FEE = 260_000;
const DEPOSIT = { exclusive: 50_000, total: 57_500 };
const LEVIES = 78_750 + 45_000;

beforeAll(async () => {
  app = await createTestApp();
  const auckland = defined((await councilIds(app))['Auckland Council'], 'Auckland Council');
  applicant = await registerUser(app, 'final');
  officer = await councilStaff(app, auckland);
  const schedules = answerOf(
    await officer.get(`/api/council/councils/${auckland}/fee-schedules`),
    moneyContract.feeSchedules,
  );
  schedule = defined(schedules.schedules[0], "Auckland's demo schedule");
});
afterAll(() => app.close());

const invoicesOf = async (appId: number) =>
  answerOf(await applicant.get(`/api/applications/${appId}/invoices`), moneyContract.invoices).invoices;
const pay = (appId: number, invoiceId: number, amountCents: number) =>
  officer.post(`/api/council/applications/${appId}/invoices/${invoiceId}/payments`, {
    amountCents,
    paidOn: '2026-11-27',
    method: 'bank_transfer',
    reference: 'DC 1',
  });

/** A submitted application, its deposit paid with `paid` cents, accepted. */
async function accepted(paid: number) {
  const appId = await submittedApplication(applicant, defined((await councilIds(app))['Auckland Council'], 'Auckland'));
  const deposit = defined((await invoicesOf(appId))[0], 'the deposit invoice');
  expect((await pay(appId, deposit.id, paid)).statusCode).toBe(201);
  const accept = await officer.post(`/api/council/applications/${appId}/accept`, { consentNumber: `BC-F${appId}` });
  expect(accept.statusCode, accept.body).toBe(200);
  return appId;
}

describe('the final invoice issued at grant (issue 31 point 4)', () => {
  it('bills the band fee, processing hours and inspections, less the deposit, with GST and both levies', async () => {
    const appId = await accepted(DEPOSIT.total);
    const grant = await officer.post(`/api/council/applications/${appId}/grant`, {
      invoice: { processingHours: 2.5, inspectionCount: 3 },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const fees =
      BAND_FEE +
      Math.floor((schedule.hourlyRateCents * 250 + 50) / 100) +
      3 * schedule.inspectionFeeCents -
      DEPOSIT.exclusive;
    const final = defined(
      (await invoicesOf(appId)).find((i) => i.kind === 'final'),
      'the final invoice',
    );
    expect(final).toMatchObject({ totalCents: fees + gstOn(fees) + LEVIES, paidCents: 0, status: 'unpaid' });
    const pdf = await applicant.get(`/api/applications/${appId}/invoices/${final.id}/invoice.pdf`);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      `Tax invoice ${final.number}`,
      'Processing time',
      '2.5 hours ×',
      'Inspections',
      'Less fees already invoiced',
      'Building levy: 450 × $1.75',
      'Building research levy (BRANZ): 450 × $1.00',
      'GST 15%',
    ])
      expect(text).toContain(expected);
  });

  it('takes a credit from an overpaid deposit as paid, and mails the invoice to the payer', async () => {
    const appId = await accepted(DEPOSIT.total + 1_000);
    await officer.post(`/api/council/applications/${appId}/grant`, {
      invoice: { processingHours: 0, inspectionCount: 0 },
    });
    const fees = BAND_FEE - DEPOSIT.exclusive;
    const final = defined(
      (await invoicesOf(appId)).find((i) => i.kind === 'final'),
      'the final invoice',
    );
    expect(final.totalCents).toBe(fees + gstOn(fees) + LEVIES - 1_000);
    const { db } = await app.databaseReady;
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'invoice'));
    expect(mails.filter((m) => m.subject.includes(final.number)).length).toBeGreaterThan(0);
  });

  it('bills the deposit set off even when it is unpaid, which stays owed on its own invoice', async () => {
    const appId = await submittedApplication(applicant, defined((await councilIds(app))['Auckland Council'], 'A'));
    await officer.post(`/api/council/applications/${appId}/accept`, { consentNumber: `BC-U${appId}` });
    await officer.post(`/api/council/applications/${appId}/grant`, {});
    const list = await invoicesOf(appId);
    const fees = BAND_FEE - DEPOSIT.exclusive;
    expect(list.map((i) => [i.kind, i.balanceCents])).toEqual([
      ['deposit', DEPOSIT.total],
      ['final', fees + gstOn(fees) + LEVIES],
    ]);
  });

  it('refuses processing hours over the limit, naming it, and grants nothing', async () => {
    const appId = await accepted(DEPOSIT.total);
    const refused = await officer.post(`/api/council/applications/${appId}/grant`, {
      invoice: { processingHours: 501, inspectionCount: 0 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refusalOf(refused).details?.[0]?.message).toBe(
      'Enter the processing hours as a number from 0 to 500, in hours and hundredths, like 3 or 2.5',
    );
    expect((await invoicesOf(appId)).map((i) => i.kind)).toEqual(['deposit']);
  });
});

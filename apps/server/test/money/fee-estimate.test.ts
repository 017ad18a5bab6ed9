import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defined, moneyContract } from '@consent/domain';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { councilStaff, submittedApplication } from '../support/council.js';
import { answerOf } from '../support/answer.js';
import { pdfText } from '../support/pdfText.js';

let app: FastifyInstance;
let applicant: Client;
let stranger: Client;
let otherCouncilOfficer: Client;
let appId: number;

beforeAll(async () => {
  app = await createTestApp();
  const ids = await councilIds(app);
  const auckland = defined(ids['Auckland Council'], 'Auckland Council');
  applicant = await registerUser(app, 'estimate');
  stranger = await registerUser(app, 'stranger');
  otherCouncilOfficer = await councilStaff(app, defined(ids['Wellington City Council'], 'Wellington'));
  appId = await submittedApplication(applicant, auckland);
});
afterAll(() => app.close());

const url = () => `/api/applications/${appId}/fee-estimate`;

describe('the fee estimate of an application (issue 31 point 3)', () => {
  it("gives the deposit due now and each fee and levy with its basis, from the council's schedule and the value of the work", async () => {
    const response = await applicant.get(url());
    expect(response.statusCode, response.body).toBe(200);
    const estimate = defined(answerOf(response, moneyContract.feeEstimate).estimate, 'an estimate');
    expect(estimate.deposit).toEqual({ exclusiveCents: 50_000, gstCents: 7_500, totalCents: 57_500 });
    expect(estimate.lines).toEqual([
      expect.objectContaining({ label: 'Building consent processing fee', amountCents: 260_000 }),
      { label: 'Building levy', basis: '450 × $1.75', amountCents: 78_750, kind: 'levy' },
      { label: 'Building research levy (BRANZ)', basis: '450 × $1.00', amountCents: 45_000, kind: 'levy' },
    ]);
    expect(estimate).toMatchObject({ gstCents: 39_000, totalCents: 260_000 + 39_000 + 78_750 + 45_000, demo: true });
  });

  it("prints the same estimate in the application's PDF", async () => {
    const pdf = await applicant.get(`/api/applications/${appId}/summary.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Fee estimate (demo figures)');
    expect(text).toContain('Building levy: 450 × $1.75');
  });

  it("answers another applicant and another council's staff 404", async () => {
    expect((await stranger.get(url())).statusCode).toBe(404);
    expect((await otherCouncilOfficer.get(url())).statusCode).toBe(404);
  });
});

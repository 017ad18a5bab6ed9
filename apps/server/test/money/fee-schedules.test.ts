import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defined, moneyContract, type FeeSchedule } from '@consent/domain';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { councilStaff } from '../support/council.js';
import { answerOf, refusalOf } from '../support/answer.js';

let app: FastifyInstance;
let auckland: number;
let wellington: number;
let admin: Client;
let officer: Client;
let otherAdmin: Client;
let applicant: Client;

beforeAll(async () => {
  app = await createTestApp();
  const ids = await councilIds(app);
  auckland = defined(ids['Auckland Council'], 'Auckland Council');
  wellington = defined(ids['Wellington City Council'], 'Wellington City Council');
  admin = await councilStaff(app, auckland, 'admin');
  officer = await councilStaff(app, auckland, 'officer');
  otherAdmin = await councilStaff(app, wellington, 'admin');
  applicant = await registerUser(app, 'fees');
});
afterAll(() => app.close());

const url = (councilId = auckland) => `/api/council/councils/${councilId}/fee-schedules`;
const schedules = async (client: Client) => answerOf(await client.get(url()), moneyContract.feeSchedules).schedules;

const schedule: FeeSchedule = {
  effectiveFrom: '2027-07-01',
  fixedFees: [
    { kind: 'pim', amountCents: 40_000 },
    { kind: 'ccc', amountCents: 50_000 },
  ],
  valueBands: [
    { fromCents: 0, toCents: 5_000_000, amountCents: 90_000 },
    { fromCents: 5_000_000, toCents: null, amountCents: 300_000 },
  ],
  hourlyRateCents: 21_000,
  inspectionFeeCents: 23_000,
  lodgementDepositCents: 60_000,
  gstNumber: '111-222-333',
  bankAccount: '02-0500-0123456-000',
};

describe("a council's fee schedule, kept by its admins (issue 31 point 2)", () => {
  it('is seeded for every demo council with figures marked as demo figures', async () => {
    const [seeded] = await schedules(officer);
    expect(seeded).toMatchObject({ effectiveFrom: '2024-07-01', demo: true, lodgementDepositCents: 50_000 });
    const theirs = answerOf(await otherAdmin.get(url(wellington)), moneyContract.feeSchedules).schedules;
    expect(theirs[0]?.demo).toBe(true);
    expect(theirs[0]?.gstNumber).not.toBe(seeded?.gstNumber);
  });

  it('saves a schedule for a new date beside the old one, shown again when read, no longer a demo figure', async () => {
    const saved = await admin.request({ method: 'PUT', url: url(), payload: schedule });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(answerOf(saved, moneyContract.saveFeeSchedule).message).toBe('Fee schedule saved');
    const list = await schedules(admin);
    expect(list.map((s) => s.effectiveFrom)).toEqual(['2027-07-01', '2024-07-01']);
    expect(list[0]).toMatchObject({ ...schedule, demo: false });
  });

  it('replaces the schedule of a date it saves again', async () => {
    const again = { ...schedule, hourlyRateCents: 22_000 };
    expect((await admin.request({ method: 'PUT', url: url(), payload: again })).statusCode).toBe(200);
    const list = await schedules(admin);
    expect(list).toHaveLength(2);
    expect(list[0]?.hourlyRateCents).toBe(22_000);
  });

  it.each([
    [{ ...schedule, inspectionFeeCents: -1 }, 'The inspection fee must be $0.00 or more'],
    [{ ...schedule, hourlyRateCents: 100.5 }, 'The hourly processing rate must be a whole number of cents'],
    [
      {
        ...schedule,
        valueBands: [
          { fromCents: 0, toCents: 5_000_000, amountCents: 1 },
          { fromCents: 4_000_000, toCents: null, amountCents: 2 },
        ],
      },
      'Value band 2 must start where band 1 ends, with no gap or overlap',
    ],
    [
      {
        ...schedule,
        valueBands: [
          { fromCents: 0, toCents: null, amountCents: 1 },
          { fromCents: 5_000_000, toCents: null, amountCents: 2 },
        ],
      },
      'Value band 1 has no upper end, so it must be the last band',
    ],
    [{ ...schedule, valueBands: [] }, 'Add at least one value band'],
    [{ ...schedule, gstNumber: '12' }, 'Enter the GST number as 8 or 9 digits, like 123-456-789'],
  ])('refuses a bad schedule with a message naming the field, and changes nothing (%#)', async (bad, message) => {
    const before = await schedules(admin);
    const refused = await admin.request({
      method: 'PUT',
      url: url(),
      payload: { ...bad, effectiveFrom: '2028-01-01' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refusalOf(refused).details?.map((d) => d.message)).toContain(message);
    expect(await schedules(admin)).toEqual(before);
  });

  it("refuses an officer's change (403) and answers another council's staff 404, reading or writing", async () => {
    expect((await officer.request({ method: 'PUT', url: url(), payload: schedule })).statusCode).toBe(403);
    expect((await otherAdmin.get(url())).statusCode).toBe(404);
    expect((await otherAdmin.request({ method: 'PUT', url: url(), payload: schedule })).statusCode).toBe(404);
    expect((await applicant.get(url())).statusCode).toBe(403);
  });
});

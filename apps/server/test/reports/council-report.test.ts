import { cccClock, defined, statutoryClock, type ClockEvent, type LifecycleAction } from '@consent/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilStaff } from '../support/council.js';
import { councilIds } from '../support/councils.js';

/**
 * The council's report (issue 32 point 7) over a data set whose answers were counted by hand. Each application's
 * events are written straight to the event table at the New Zealand time given, as its life would have left them.
 * Hand counts of working days (Building Act s10: weekends, Waitangi Day 6 Feb 2025, 20 Dec-10 Jan excluded):
 *   A1 bc  accepted Tue 4 Mar, granted 18 Mar                                   -> 10 days (March)
 *   A2 bc  accepted 11 Mar, RFI 12 Mar, answered 26 Mar, refused 2 Apr          ->  6 days (April)
 *   A3 bc  submitted 31 Jan, accepted 3 Feb, granted 20 Mar                     -> 32 days (March)
 *   A4 bc  submitted 12 Dec 2024, accepted 16 Dec, granted 20 Jan 2025          ->  9 days (January)
 *   C1 ccc applied 3 Mar, issued 31 Mar                                          -> 20 days, in time (March)
 *   C2 ccc applied 5 Mar, RFI 7 Mar, answered Mon 10 Mar, issued 8 Apr           -> 23 days (April)
 *   C3 ccc applied 3 Mar, returned 4 Mar, made again 10 Mar, issued 24 Mar       -> 10 days (March)
 *   A5 submitted 1 Apr 00:30 NZDT (31 Mar in UTC): received in April; A6 31 Mar 23:30: received in March.
 */
/** An action (a lifecycle action or an inspection result) and its New Zealand day, or day and time. */
type Step = [string, string];
const NZ_NOON = '12:00';

const DATA: Record<string, { type: 'bc' | 'ccc'; steps: Step[] }> = {
  A1: {
    type: 'bc',
    steps: [
      ['submit', '2025-03-03'],
      ['accept', '2025-03-04'],
      ['grant', '2025-03-18'],
      ['inspection-passed', '2025-03-20'],
      ['inspection-failed', '2025-03-21'],
      ['inspection-partially-passed', '2025-04-10'],
      ['inspection-passed', '2025-04-11'],
      ['inspection-passed', '2025-04-14'],
    ],
  },
  A2: {
    type: 'bc',
    steps: [
      ['submit', '2025-03-10'],
      ['accept', '2025-03-11'],
      ['requestInformation', '2025-03-12'],
      ['provideInformation', '2025-03-26'],
      ['refuse', '2025-04-02'],
    ],
  },
  A3: {
    type: 'bc',
    steps: [
      ['submit', '2025-01-31'],
      ['accept', '2025-02-03'],
      ['grant', '2025-03-20'],
    ],
  },
  A4: {
    type: 'bc',
    steps: [
      ['submit', '2024-12-12'],
      ['accept', '2024-12-16'],
      ['grant', '2025-01-20'],
    ],
  },
  A5: { type: 'bc', steps: [['submit', '2025-04-01 00:30']] },
  A6: { type: 'bc', steps: [['submit', '2025-03-31 23:30']] },
  W1: {
    type: 'bc',
    steps: [
      ['submit', '2025-03-12'],
      ['withdraw', '2025-03-13'],
    ],
  },
  C1: {
    type: 'ccc',
    steps: [
      ['submit', '2025-03-03'],
      ['accept', '2025-03-04'],
      ['grant', '2025-03-31'],
    ],
  },
  C3: {
    type: 'ccc',
    steps: [
      ['submit', '2025-03-03'],
      ['returnAsIncomplete', '2025-03-04'],
      ['resubmit', '2025-03-10'],
      ['accept', '2025-03-11'],
      ['grant', '2025-03-24'],
    ],
  },
  C2: {
    type: 'ccc',
    steps: [
      ['submit', '2025-03-05'],
      ['accept', '2025-03-06'],
      ['requestInformation', '2025-03-07'],
      ['provideInformation', '2025-03-10'],
      ['grant', '2025-04-08'],
    ],
  },
};
/** Another council's decided application in the same months: never in Auckland's figures. */
const ELSEWHERE: Step[] = [
  ['submit', '2025-03-03'],
  ['accept', '2025-03-04'],
  ['grant', '2025-03-05'],
  ['inspection-passed', '2025-03-06'],
];

let app: FastifyInstance;
let officer: Client;
let auckland: number;
let other: number;

const whenNz = (text: string) => (text.includes(' ') ? text : `${text} ${NZ_NOON}`);

async function seed(councilId: number, userId: number, type: string, steps: Step[]): Promise<number> {
  const { db } = await app.databaseReady;
  const result: unknown = await db.execute(sql`INSERT INTO applications
    (user_id, council_id, application_type, type_code, param, step, max_step, completed, status, passcode)
    VALUES (${userId}, ${councilId}, 2, ${type}, 'standard', 3, 3, true, 'submitted', 'REPORTPS') RETURNING id`);
  const appId = Number(defined((result as { rows: { id: number | string }[] }).rows[0], 'the application').id);
  for (const [action, at] of steps)
    await db.execute(sql`INSERT INTO application_events (application_id, user_id, actor, action, from_status, to_status, created_at)
      VALUES (${appId}, ${userId}, 'officer', ${action}, 'submitted', 'submitted', ${whenNz(at)}::timestamp AT TIME ZONE 'Pacific/Auckland')`);
  return appId;
}

beforeAll(async () => {
  app = await createTestApp();
  const ids = await councilIds(app);
  auckland = defined(ids['Auckland Council'], 'Auckland Council');
  other = defined(
    Object.values(ids).find((id) => id !== auckland),
    'another council',
  );
  const applicant = await registerUser(app, 'applicant');
  const { db } = await app.databaseReady;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, applicant.email));
  const userId = defined(user, 'the applicant').id;
  for (const { type, steps } of Object.values(DATA)) await seed(auckland, userId, type, steps);
  await seed(other, userId, 'bc', ELSEWHERE);
  officer = await councilStaff(app, auckland);
});
afterAll(() => app.close());

interface Row {
  label: string;
  [key: string]: unknown;
}
const report = async (query: string) => {
  const response = await officer.get(`/api/council/councils/${auckland}/report${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ rows: Row[]; from: string; to: string; by: string }>();
};
const figures = (rows: Row[]) => Object.fromEntries(rows.map(({ label, period: _p, ...rest }) => [label, rest]));

describe("the council's report counts the event table (issue 32 point 7)", () => {
  it('gives each month of 2025 Q1-Q2 its received, decided, CCC and inspection figures', async () => {
    const { rows } = await report('?by=month&from=2025-01&to=2025-04');
    expect(rows.map((r) => r.label)).toEqual(['2025-01', '2025-02', '2025-03', '2025-04']);
    const f = figures(rows);
    expect(f['2025-01']).toMatchObject({ received: 1, granted: 1, refused: 0, decidedWithin20: 1 });
    expect(f['2025-01']).toMatchObject({ decidedWithin20Percent: 100, medianWorkingDays: 9, cccIssued: 0 });
    expect(f['2025-02']).toMatchObject({
      received: 0,
      granted: 0,
      decidedWithin20Percent: null,
      medianWorkingDays: null,
    });
    expect(f['2025-03']).toEqual({
      received: 4,
      granted: 2,
      refused: 0,
      decidedWithin20: 1,
      decidedWithin20Percent: 50,
      medianWorkingDays: 21,
      cccIssued: 2,
      cccIssuedWithin20: 2,
      cccIssuedWithin20Percent: 100,
      inspections: 2,
      inspectionsPassed: 1,
      inspectionPassPercent: 50,
    });
    expect(f['2025-04']).toEqual({
      received: 1,
      granted: 0,
      refused: 1,
      decidedWithin20: 1,
      decidedWithin20Percent: 100,
      medianWorkingDays: 6,
      cccIssued: 1,
      cccIssuedWithin20: 0,
      cccIssuedWithin20Percent: 0,
      inspections: 3,
      inspectionsPassed: 2,
      inspectionPassPercent: 66.7,
    });
  });

  it('groups the same events by calendar quarter', async () => {
    const { rows } = await report('?by=quarter&from=2025-02&to=2025-05');
    const f = figures(rows);
    expect(Object.keys(f)).toEqual(['2025 Q1', '2025 Q2']);
    expect(f['2025 Q1']).toMatchObject({ received: 5, granted: 3, refused: 0, decidedWithin20: 2 });
    expect(f['2025 Q1']).toMatchObject({ decidedWithin20Percent: 66.7, medianWorkingDays: 10, cccIssued: 2 });
    expect(f['2025 Q1']).toMatchObject({ inspections: 2, inspectionPassPercent: 50 });
    expect(f['2025 Q2']).toMatchObject({ received: 1, refused: 1, medianWorkingDays: 6, cccIssuedWithin20Percent: 0 });
    expect(f['2025 Q2']).toMatchObject({ inspections: 3, inspectionsPassed: 2 });
  });

  it("counts each decision's working days as the domain's clocks do (s48 statutoryClock, s93 cccClock)", () => {
    // Every day of the data set is in New Zealand daylight time (+13:00) but 8 April (+12:00), when noon at +13:00
    // is 11:00 the same day: each event's day is the one written.
    const events = (id: string): ClockEvent[] =>
      defined(DATA[id], id)
        .steps.filter(([action]) => !action.startsWith('inspection'))
        .map(([action, at]) => ({
          action: action as LifecycleAction,
          at: new Date(`${whenNz(at).replace(' ', 'T')}:00+13:00`),
        }));
    const decidedAt = (id: string) => defined(events(id).at(-1), 'the decision').at;
    const s48 = (id: string) => statutoryClock(events(id), decidedAt(id)).daysUsed;
    const s93 = (id: string) =>
      cccClock({ grantedAt: new Date('2024-01-01'), application: events(id) }, decidedAt(id)).clock.daysUsed;
    expect([s48('A1'), s48('A2'), s48('A3'), s48('A4')]).toEqual([10, 6, 32, 9]);
    expect([s93('C1'), s93('C2'), s93('C3')]).toEqual([20, 23, 10]);
  });

  it("counts a decision's days again when a clock event is recorded after it, ", async () => {
    const { db } = await app.databaseReady;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, officer.email));
    const userId = defined(user, 'the officer').id;
    // Granted with no acceptance recorded: decided, but with no days to count.
    const appId = await seed(auckland, userId, 'bc', [
      ['submit', '2025-07-01'],
      ['grant', '2025-07-15'],
    ]);
    const july = async () => figures((await report('?by=month&from=2025-07&to=2025-07')).rows)['2025-07'];
    expect(await july()).toMatchObject({ received: 1, granted: 1, decidedWithin20: 0, medianWorkingDays: null });
    // Its acceptance on Wednesday 2 July, written later: 9 working days to the grant on Tuesday 15 July.
    await db.execute(sql`INSERT INTO application_events (application_id, user_id, actor, action, from_status, to_status, created_at)
      VALUES (${appId}, ${userId}, 'officer', 'accept', 'submitted', 'accepted', '2025-07-02 12:00'::timestamp AT TIME ZONE 'Pacific/Auckland')`);
    expect(await july()).toMatchObject({ received: 1, granted: 1, decidedWithin20: 1, medianWorkingDays: 9 });
  });

  it('offers the same figures as a CSV file with a heading row', async () => {
    const response = await officer.get(
      `/api/council/councils/${auckland}/report.csv?by=quarter&from=2025-01&to=2025-06`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="council-report-quarter-2025-01-to-2025-06.csv"',
    );
    expect(response.body.split('\r\n')).toEqual([
      'Period,Applications received,Granted,Refused,Decided within 20 working days (%),Median working days,CCCs issued,CCCs issued within 20 working days (%),Inspections done,Inspection pass rate (%)',
      '2025 Q1,5,3,0,66.7,10,2,100,2,50',
      '2025 Q2,1,0,1,100,6,1,0,3,66.7',
      '',
    ]);
  });

  it('covers the twelve months up to this one when no months are given', async () => {
    const { rows, by } = await report('');
    expect(by).toBe('month');
    expect(rows).toHaveLength(12);
  });

  it('refuses months it cannot read with a message naming the field and the limit, changing nothing', async () => {
    const cases: [string, string][] = [
      ['?from=2025-13', 'From must be a month written YYYY-MM, for example 2026-07'],
      ['?from=1999-12&to=2000-02', 'From must be between 2000-01 and 2052-12'],
      ['?from=2025-05&to=2025-04', 'To must be the same month as From or a later one'],
      ['?from=2010-01&to=2020-01', 'The report can cover at most 120 months'],
      ['?by=week', 'Group by must be month or quarter'],
    ];
    for (const [query, message] of cases) {
      const response = await officer.get(`/api/council/councils/${auckland}/report${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toContain(message);
    }
  });

  it("answers another council's staff as if the council did not exist, and an applicant that it is for staff", async () => {
    const stranger = await councilStaff(app, other);
    expect((await stranger.get(`/api/council/councils/${auckland}/report`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/council/councils/${auckland}/report.csv`)).statusCode).toBe(404);
    const applicant = await registerUser(app, 'outsider');
    expect((await applicant.get(`/api/council/councils/${auckland}/report`)).statusCode).toBe(403);
  });
});

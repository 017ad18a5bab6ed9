import { randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  bookableDays,
  defined,
  inspectionMessages as m,
  applicationsContract,
  councilWorkspaceContract,
  inspectionsContract as c,
  lifecycleContract,
  lifecycleMessages,
  nzCalendarDate,
} from '@consent/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config.js';
import type { Db } from '../../src/db/client.js';
import {
  applicationEvents,
  inspectionBookings,
  mailOutbox,
  reportDayCounts,
  staffAccessLog,
} from '../../src/db/schema.js';
import { answerOf, bodyOf } from '../support/answer.js';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilStaff } from '../support/council.js';
import { collaborator } from '../support/sharing.js';
import { completeApplication } from '../support/wizard.js';
import { createMailCatcher, type MailCatcher } from '../support/smtp.js';
import { grantedWithInspections, requiredOf } from './support.js';

const AUCKLAND = 1;
const CHRISTCHURCH = 2;
const CONDITIONS = ['Engage a chartered engineer for the retaining wall', 'Keep the site fenced'];

let app: FastifyInstance;
let db: Db;
let catcher: MailCatcher;
let owner: Client;
let editor: Client;
let officer: Client;
let appId: number;

const today = () => nzCalendarDate(new Date());
const run = (client: Client, councilId = AUCKLAND, date?: string) =>
  client.get(`/api/council/councils/${councilId}/inspections/run${date ? `?date=${date}` : ''}`);
const resultUrl = (bookingId: number, councilId = AUCKLAND) =>
  `/api/council/councils/${councilId}/inspections/bookings/${bookingId}/result`;
const record = (client: Client, bookingId: number, body: object, key: string | null = randomUUID()) =>
  client.request({
    method: 'POST',
    url: resultUrl(bookingId),
    payload: body,
    headers: key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {},
  });

/** Books the named inspection on the first bookable day, then makes the booking today's (the day it is inspected). */
async function bookedToday(name: string, period: 'morning' | 'afternoon'): Promise<number> {
  const inspection = defined(
    (await requiredOf(owner, appId)).find((i) => i.name === name),
    name,
  );
  const date = defined(bookableDays(new Date(), 1)[0], 'a bookable day');
  const booked = await owner.post(`/api/applications/${appId}/inspections/${inspection.id}/booking`, { date, period });
  const bookingId = defined(answerOf(booked, c.book).inspection.booking, 'the booking').id;
  await db.update(inspectionBookings).set({ slotDate: today() }).where(eq(inspectionBookings.id, bookingId));
  return bookingId;
}

const runOfApp = async (client: Client, date?: string) =>
  answerOf(await run(client, AUCKLAND, date), c.run).inspections.filter((i) => i.applicationId === appId);
const resultEvents = () =>
  db
    .select()
    .from(applicationEvents)
    .where(and(eq(applicationEvents.applicationId, appId), like(applicationEvents.action, 'inspection-%')));

beforeAll(async () => {
  catcher = await createMailCatcher();
  await catcher.start();
  app = await createTestApp({
    publicUrl: 'http://consent.test',
    mail: { ...defaultConfig.mail, smtpUrl: catcher.url, pollMs: 50, retryBaseMs: 50, maxRetryMs: 200 },
  });
  db = (await app.databaseReady).db;
  owner = await registerUser(app, 'owner');
  ({ appId, officer } = await grantedWithInspections(
    app,
    owner,
    AUCKLAND,
    ['Foundations', 'Pre-line', 'Final'],
    CONDITIONS,
  ));
  editor = await collaborator(app, owner, appId, 'editor');
});
afterAll(async () => {
  await app?.close();
  await catcher?.stop();
});

describe("the inspector's run and results (issue 32.4)", () => {
  let foundations: number;
  let preLine: number;
  let final: number;

  it("lists the council's bookings of the day in slot order, with what to inspect and the consent's conditions, the read logged", async () => {
    preLine = await bookedToday('Pre-line', 'afternoon');
    foundations = await bookedToday('Foundations', 'morning');
    final = await bookedToday('Final', 'morning');

    const items = await runOfApp(officer);
    expect(items.map((i) => [i.inspectionName, i.period])).toEqual([
      ['Foundations', 'morning'],
      ['Final', 'morning'],
      ['Pre-line', 'afternoon'],
    ]);
    expect(items[0]).toMatchObject({
      bookingId: foundations,
      consentNumber: `BC${appId}`,
      date: today(),
      conditions: CONDITIONS,
      reinspection: false,
      result: null,
    });
    expect(items[0]?.mapUrl).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
    // The date given explicitly is the same run; another day has none of these bookings.
    expect((await runOfApp(officer, today())).map((i) => i.bookingId)).toEqual([foundations, final, preLine]);
    expect(await runOfApp(officer, '2020-01-06')).toEqual([]);
    const logged = await db.select().from(staffAccessLog).where(eq(staffAccessLog.applicationId, appId));
    expect(logged.map((l) => l.action)).toContain('inspection');
  });

  it('refuses a failed result without notes, notes over the limit and a malformed date, naming the field and limit', async () => {
    const noNotes = await record(officer, foundations, { outcome: 'failed' });
    expect(noNotes.statusCode).toBe(400);
    expect(JSON.stringify(bodyOf(noNotes))).toContain(m.resultNotesRequired);
    const long = await record(officer, foundations, { outcome: 'passed', notes: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(bodyOf(long))).toContain('Notes on the result must be 2000 characters or fewer');
    const badDate = await run(officer, AUCKLAND, '2026-02-30');
    expect(badDate.statusCode).toBe(400);
    expect(JSON.stringify(bodyOf(badDate))).toContain(m.runDateInvalid);
    expect(await resultEvents()).toEqual([]);
  });

  it('records a failure once however often the phone sends it with its key; mails it; the timeline and the report count it once', async () => {
    const key = randomUUID();
    const body = { outcome: 'failed', notes: 'Reinforcing bars short of the footing edge', photoIds: [] };
    const first = await record(officer, foundations, body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(answerOf(first, c.recordResult).inspection.result).toMatchObject({
      outcome: 'failed',
      notes: body.notes,
      recordedBy: expect.stringContaining('Test officer'),
    });
    const again = await record(officer, foundations, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);

    const events = await resultEvents();
    expect(events.map((e) => [e.action, e.details])).toEqual([
      [
        'inspection-failed',
        expect.objectContaining({ bookingId: foundations, outcome: 'failed', notes: body.notes, photoCount: 0 }),
      ],
    ]);
    for (const person of [owner, editor]) {
      const mail = await catcher.waitForMail(person.email, (x) => x.subject?.startsWith('Inspection failed') ?? false);
      expect(mail.text).toContain(body.notes);
      expect(mail.text).toContain('A re-inspection is required');
    }
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, owner.email), eq(mailOutbox.kind, 'inspection-reinspection-required')));
    expect(mails).toHaveLength(1);
    const [counted] = await db
      .select({
        inspections: sql<number>`sum(${reportDayCounts.inspections})::int`,
        passed: sql<number>`sum(${reportDayCounts.inspectionsPassed})::int`,
      })
      .from(reportDayCounts)
      .where(eq(reportDayCounts.councilId, AUCKLAND));
    expect(counted).toEqual({ inspections: 1, passed: 0 });
  });

  it('answers the same result sent again without its key, and refuses a different one with a clear 409', async () => {
    const same = await record(officer, foundations, {
      outcome: 'failed',
      notes: 'Reinforcing bars short of the footing edge',
    });
    expect(same.statusCode, same.body).toBe(200);
    const different = await record(officer, foundations, { outcome: 'passed' });
    expect(different.statusCode).toBe(409);
    expect(bodyOf(different)).toMatchObject({ message: m.resultAlreadyRecorded });
    expect(await resultEvents()).toHaveLength(1);
  });

  let cccId: number;
  it('refuses a CCC issued as "every required inspection passed" while one has failed', async () => {
    const created = await owner.post('/api/applications/related', { kind: 'ccc', relatedAppId: appId });
    expect(created.statusCode, created.body).toBe(201);
    cccId = answerOf(created, applicationsContract.createRelated).appId;
    await completeApplication(owner, cccId);
    const accepted = await officer.post(`/api/council/applications/${cccId}/accept`, { consentNumber: `CCC${cccId}` });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const refused = await officer.post(`/api/council/applications/${cccId}/grant`, {
      ccc: { inspections: 'allPassed' },
    });
    expect(refused.statusCode).toBe(409);
    expect(bodyOf(refused)).toMatchObject({ message: lifecycleMessages.cccInspectionsNotPassed });
  });

  it('asks the applicant for a re-inspection, books it with the same rules, and counts only its latest result', async () => {
    const listed = defined(
      (await requiredOf(owner, appId)).find((i) => i.name === 'Foundations'),
      'foundations',
    );
    expect(listed).toMatchObject({
      state: 'failed',
      reinspectionRequired: true,
      booking: null,
      latestResult: { outcome: 'failed', notes: 'Reinforcing bars short of the footing edge' },
    });
    const reinspection = await bookedToday('Foundations', 'afternoon');
    const item = defined(
      (await runOfApp(officer)).find((i) => i.bookingId === reinspection),
      'the re-inspection',
    );
    expect(item.reinspection).toBe(true);
    expect((await requiredOf(editor, appId)).find((i) => i.name === 'Foundations')).toMatchObject({
      state: 'booked',
      reinspection: true,
      reinspectionRequired: false,
    });

    const passed = await record(officer, reinspection, { outcome: 'passed' });
    expect(passed.statusCode, passed.body).toBe(201);
    expect((await requiredOf(owner, appId)).find((i) => i.name === 'Foundations')).toMatchObject({
      state: 'passed',
      reinspectionRequired: false,
      latestResult: { outcome: 'passed' },
    });
    expect((await record(officer, final, { outcome: 'passed' })).statusCode).toBe(201);
    expect((await record(officer, preLine, { outcome: 'passed' })).statusCode).toBe(201);
    expect((await requiredOf(owner, appId)).map((i) => i.state)).toEqual(['passed', 'passed', 'passed']);
    // The failure before the re-inspection's pass no longer counts: the CCC may be issued on that statement.
    const issued = await officer.post(`/api/council/applications/${cccId}/grant`, {
      ccc: { inspections: 'allPassed' },
    });
    expect(issued.statusCode, issued.body).toBe(200);
  });

  it('records a partial pass as needing a re-inspection, under its own timeline action', async () => {
    const { appId: second, officer: sameCouncil } = await grantedWithInspections(app, owner, AUCKLAND, ['Cladding']);
    const inspection = defined((await requiredOf(owner, second))[0], 'cladding');
    const date = defined(bookableDays(new Date(), 1)[0], 'a day');
    const booked = await owner.post(`/api/applications/${second}/inspections/${inspection.id}/booking`, {
      date,
      period: 'morning',
    });
    const bookingId = defined(answerOf(booked, c.book).inspection.booking, 'booking').id;
    // Not yet its day: a result is refused.
    const early = await record(sameCouncil, bookingId, { outcome: 'passed' });
    expect(early.statusCode).toBe(400);
    expect(JSON.stringify(bodyOf(early))).toContain(m.resultBeforeDay);
    await db.update(inspectionBookings).set({ slotDate: today() }).where(eq(inspectionBookings.id, bookingId));

    const partial = await record(sameCouncil, bookingId, {
      outcome: 'partially-passed',
      notes: 'North wall flashing open',
    });
    expect(partial.statusCode, partial.body).toBe(201);
    const [event] = await db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, second), like(applicationEvents.action, 'inspection-%')));
    expect(event?.action).toBe('inspection-partially-passed');
    expect((await requiredOf(owner, second))[0]).toMatchObject({
      state: 'partially_passed',
      reinspectionRequired: true,
    });
    // Both timelines read it (their schema knows the action) and describe it with its notes.
    const applicantView = answerOf(await owner.get(`/api/applications/${second}/lifecycle`), lifecycleContract.view);
    expect(applicantView.timeline.at(-1)).toMatchObject({
      action: 'inspection-partially-passed',
      details: { notes: 'North wall flashing open', inspectionName: 'Cladding' },
    });
    expect(applicantView.status).toBe('granted');
    const councilView = answerOf(
      await sameCouncil.get(`/api/council/applications/${second}`),
      councilWorkspaceContract.application,
    );
    expect(councilView.timeline.map((e) => e.action)).toContain('inspection-partially-passed');
  });

  it('records one of two different results sent at once for a booking, and refuses the other', async () => {
    const { appId: third, officer: inspector } = await grantedWithInspections(app, owner, AUCKLAND, ['Siting']);
    const inspection = defined((await requiredOf(owner, third))[0], 'siting');
    const date = defined(bookableDays(new Date(), 1)[0], 'a day');
    const booked = await owner.post(`/api/applications/${third}/inspections/${inspection.id}/booking`, {
      date,
      period: 'afternoon',
    });
    const bookingId = defined(answerOf(booked, c.book).inspection.booking, 'booking').id;
    await db.update(inspectionBookings).set({ slotDate: today() }).where(eq(inspectionBookings.id, bookingId));

    const answers = await Promise.all([
      record(inspector, bookingId, { outcome: 'passed' }),
      record(officer, bookingId, { outcome: 'failed', notes: 'Boundary peg missing' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const events = await db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, third), like(applicationEvents.action, 'inspection-%')));
    expect(events).toHaveLength(1);
  });

  it("tells another council's staff there is no such run, booking or result (404), and an applicant the workspace is for staff (403)", async () => {
    const other = await councilStaff(app, CHRISTCHURCH);
    expect((await run(other, AUCKLAND)).statusCode).toBe(404);
    expect((await run(owner, AUCKLAND)).statusCode).toBe(403);
    expect((await record(other, foundations, { outcome: 'passed' })).statusCode).toBe(404);
    expect((await record(owner, foundations, { outcome: 'passed' })).statusCode).toBe(403);
    // Their own council's path with this council's booking: no such booking.
    const own = await other.request({
      method: 'POST',
      url: resultUrl(foundations, CHRISTCHURCH),
      payload: { outcome: 'passed' },
    });
    expect(own.statusCode).toBe(404);
    expect(bodyOf(own)).toMatchObject({ message: m.bookingNotFound });
    expect((await runOfApp(officer)).length).toBeGreaterThan(0);
    const theirs = answerOf(await run(other, CHRISTCHURCH), c.run).inspections;
    expect(theirs.filter((i) => i.applicationId === appId)).toEqual([]);
  });
});

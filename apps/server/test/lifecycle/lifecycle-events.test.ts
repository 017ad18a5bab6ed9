import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lifecycleMessages, defined } from '@consent/domain';
import type { Db } from '../../src/db/client.js';
import { applicationEvents, applications, users } from '../../src/db/schema.js';
import {
  createLifecycleService,
  type LifecycleService,
  type TransitionRequest,
} from '../../src/modules/lifecycle/service.js';
import { createApplication, createTestApp, registerUser } from '../support/app.js';

let app: FastifyInstance;
let db: Db;
let lifecycle: LifecycleService;
let appId: number;
let applicantId: number;
let officerId: number;

beforeAll(async () => {
  app = await createTestApp();
  db = (await app.databaseReady).db;
  lifecycle = createLifecycleService(() => db);
  const officer = await registerUser(app, 'officer');
  const [officerRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, officer.email));
  officerId = defined(officerRow, 'the officer user').id;
});
afterAll(() => app.close());
beforeEach(async () => {
  const applicant = await registerUser(app, 'lifecycle');
  appId = await createApplication(applicant);
  const [applicantRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, applicant.email));
  applicantId = defined(applicantRow, 'the applicant user').id;
});

const byApplicant = (action: TransitionRequest['action'], details?: unknown) =>
  lifecycle.transition({ applicationId: appId, userId: applicantId, actor: 'applicant', action, details });
const byOfficer = (action: TransitionRequest['action'], details?: unknown) =>
  lifecycle.transition({ applicationId: appId, userId: officerId, actor: 'officer', action, details });
const application = async () => (await db.select().from(applications).where(eq(applications.id, appId)))[0];

describe('application events (issue 18 point 3)', () => {
  it('records a whole life, who, from, to, why and details, moving the status with each event', async () => {
    await byApplicant('submit');
    await byOfficer('returnAsIncomplete', { items: [{ item: 'Site plan', reason: 'No boundary dimensions.' }] });
    await byApplicant('resubmit', { note: 'Dimensions added.' });
    await byOfficer('accept', { consentNumber: 'BC260001' });
    await byOfficer('requestInformation', { items: [{ text: 'Truss design', documentType: 'Structural' }] });
    await byApplicant('provideInformation', { answers: [{ item: 0, text: 'Attached.' }] });
    await byOfficer('grant', { conditions: ['Inspections as listed.'] });

    const events = await lifecycle.events(appId);
    expect(events.map((e) => [e.actor, e.action, e.fromStatus, e.toStatus])).toEqual([
      ['applicant', 'submit', 'draft', 'submitted'],
      ['officer', 'returnAsIncomplete', 'submitted', 'returned'],
      ['applicant', 'resubmit', 'returned', 'resubmitted'],
      ['officer', 'accept', 'resubmitted', 'accepted'],
      ['officer', 'requestInformation', 'accepted', 'information_requested'],
      ['applicant', 'provideInformation', 'information_requested', 'information_provided'],
      ['officer', 'grant', 'information_provided', 'granted'],
    ]);
    expect(events[1]).toMatchObject({ userId: officerId, reason: 'Site plan: No boundary dimensions.' });
    expect(events[2]).toMatchObject({ userId: applicantId, reason: 'Dimensions added.' });
    expect(events[3]?.details).toEqual({ consentNumber: 'BC260001' });
    expect(await application()).toMatchObject({ status: 'granted', completed: true });
  });

  it('opens the application to the applicant again while returned, and closes it on resubmission', async () => {
    await byApplicant('submit');
    await byOfficer('returnAsIncomplete', { items: [{ item: 'Owner', reason: 'Phone missing.' }] });
    expect(await application()).toMatchObject({ status: 'returned', completed: false });
    await byApplicant('resubmit');
    expect(await application()).toMatchObject({ status: 'resubmitted', completed: true });
  });

  it.each([
    [
      'officer',
      'accept',
      { consentNumber: 'BC1' },
      409,
      'Only a submitted or resubmitted application can be accepted; this one is draft.',
    ],
    [
      'applicant',
      'accept',
      { consentNumber: 'BC1' },
      403,
      'Only a council officer or a council admin can accept an application.',
    ],
    ['officer', 'withdraw', {}, 403, 'Only the applicant can withdraw an application.'],
  ] as const)(
    "refuses %s taking %s on a draft with %i and the machine's message, changing nothing",
    async (actor, action, details, statusCode, message) => {
      const userId = actor === 'officer' ? officerId : applicantId;
      await expect(
        lifecycle.transition({ applicationId: appId, userId, actor, action, details }),
      ).rejects.toMatchObject({
        statusCode,
        body: { result: 'error', message },
      });
      expect(await lifecycle.events(appId)).toEqual([]);
      expect(await application()).toMatchObject({ status: 'draft', completed: false });
    },
  );

  it('refuses an acceptance without a consent number with 400 and the message, recording nothing', async () => {
    await byApplicant('submit');
    await expect(byOfficer('accept', { consentNumber: ' ' })).rejects.toMatchObject({
      statusCode: 400,
      body: { result: 'invalid', message: lifecycleMessages.consentNumberRequired },
    });
    expect((await lifecycle.events(appId)).map((e) => e.action)).toEqual(['submit']);
    expect((await application())?.status).toBe('submitted');
  });

  it('wants every item of the open RFI, as recorded in its event, answered', async () => {
    await byApplicant('submit');
    await byOfficer('accept', { consentNumber: 'BC2' });
    await byOfficer('requestInformation', { items: [{ text: 'Truss design' }, { text: 'Geotech report' }] });
    await expect(
      byApplicant('provideInformation', { answers: [{ item: 0, text: 'Attached.' }] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      body: { message: lifecycleMessages.answersRequired },
    });
  });

  it('lets one of four simultaneous acceptances through and refuses the others', async () => {
    await byApplicant('submit');
    // Four transactions open at once first, so a server's pool has four connections ready and the four race.
    await Promise.all(
      [1, 2, 3, 4].map(() => db.transaction(async (tx) => tx.select({ id: users.id }).from(users).limit(1))),
    );
    const results = await Promise.allSettled(
      ['A', 'B', 'C', 'D'].map((consentNumber) => byOfficer('accept', { consentNumber })),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected', 'rejected']);
    expect((await lifecycle.events(appId)).filter((e) => e.action === 'accept')).toHaveLength(1);
  });

  it('takes over an application completed before events were recorded from its status column', async () => {
    await db.update(applications).set({ completed: true, status: 'submitted' }).where(eq(applications.id, appId));
    const event = await byOfficer('accept', { consentNumber: 'BC4' });
    expect(event).toMatchObject({ fromStatus: 'submitted', toStatus: 'accepted' });
    await expect(byOfficer('accept', { consentNumber: 'BC5' })).rejects.toMatchObject({ statusCode: 409 });
  });

  it('answers 404 for an application that does not exist', async () => {
    await expect(
      lifecycle.transition({ applicationId: 987654, userId: applicantId, actor: 'applicant', action: 'submit' }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('keeps events append-only: the database refuses to change or delete one', async () => {
    await byApplicant('submit');
    await expect(
      db.update(applicationEvents).set({ reason: 'rewritten' }).where(eq(applicationEvents.applicationId, appId)),
    ).rejects.toThrow();
    await expect(db.delete(applicationEvents).where(eq(applicationEvents.applicationId, appId))).rejects.toThrow();
    expect((await lifecycle.events(appId))[0]?.reason).toBeNull();
  });

  it('gives the statutory clock from the recorded events: started at acceptance, day 0 today', async () => {
    await byApplicant('submit');
    expect(await lifecycle.clock(appId)).toMatchObject({ started: false });
    await byOfficer('accept', { consentNumber: 'BC3' });
    const accepted = defined((await lifecycle.events(appId))[1], 'the acceptance event').createdAt;
    expect(await lifecycle.clock(appId, accepted)).toMatchObject({
      started: true,
      running: true,
      daysUsed: 0,
      daysRemaining: 20,
    });
  });
});

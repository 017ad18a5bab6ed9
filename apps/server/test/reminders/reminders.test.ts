import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { applicationEvents, applications, mailOutbox } from '../../src/db/schema.js';
import type { ReminderService } from '../../src/modules/reminders/service.js';
import { servicesOver } from '../support/services.js';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilStaff, submittedApplication } from '../support/council.js';

const AUCKLAND = 1;
/** Midday in New Zealand on that date. */
const nz = (date: string) => new Date(`${date}T12:00:00+12:00`);

let app: FastifyInstance;
let db: Db;
let reminders: ReminderService;
let officer: Client;
let closePool: () => Promise<void> | void = () => {};

beforeAll(async () => {
  app = await createTestApp();
  db = (await app.databaseReady).db;
  // The product's own services over this file's database: the mails' facts and recipients as the server reads them.
  const services = servicesOver(app, db);
  reminders = services.reminders;
  closePool = () => services.pdfRenderPool.close();
  officer = await councilStaff(app, AUCKLAND);
  // The events are moved to known dates below, so the working days counted are known: this file's own database
  // copy lets that one change through the append-only trigger.
  await db.execute(sql`ALTER TABLE application_events DISABLE TRIGGER application_events_append_only`);
});
afterAll(async () => {
  await closePool();
  await app.close();
});

/** An application accepted by the officer, its events moved to `date` so the working days are known. */
async function acceptedOn(applicant: Client, date: string, requestInformation = false): Promise<number> {
  const appId = await submittedApplication(applicant, AUCKLAND);
  const steps: [string, object][] = [['accept', { consentNumber: `BC${appId}` }]];
  if (requestInformation) steps.push(['request-information', { items: [{ text: 'Truss design' }] }]);
  for (const [path, details] of steps) {
    const response = await officer.post(`/api/council/applications/${appId}/${path}`, details);
    expect(response.statusCode, response.body).toBe(200);
  }
  await db
    .update(applicationEvents)
    .set({ createdAt: nz(date) })
    .where(eq(applicationEvents.applicationId, appId));
  return appId;
}

const mailsOf = (kind: string, to: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.toAddress, to)));

/** The reference the application was given at submission (issue 30.1), which every mail about it names. */
async function referenceOf(appId: number): Promise<string> {
  const [row] = await db
    .select({ reference: applications.reference })
    .from(applications)
    .where(eq(applications.id, appId));
  if (!row?.reference) throw new Error(`application ${appId} has no reference`);
  return row.reference;
}

describe('reminders from the statutory clock (issue 32.6)', () => {
  it('reminds the applicant once of a request for information open 10 working days, not after 9', async () => {
    const applicant = await registerUser(app, 'reminded');
    const appId = await acceptedOn(applicant, '2026-03-02', true);

    await reminders.sendDue(nz('2026-03-13'));
    expect(await mailsOf('information-reminder', applicant.email)).toEqual([]);
    await reminders.sendDue(nz('2026-03-16'));
    await reminders.sendDue(nz('2026-03-17'));
    const sent = await mailsOf('information-reminder', applicant.email);
    expect(sent.map((m) => m.subject)).toEqual([
      `Reminder: Auckland Council is waiting for information for application ${await referenceOf(appId)} (building consent BC${appId})`,
    ]);
    expect(sent[0]?.textBody).toContain('10 working days ago');
  });

  it("reminds the council's officers once on working day 15 of 20", async () => {
    const applicant = await registerUser(app, 'processing');
    const appId = await acceptedOn(applicant, '2026-03-02');

    await reminders.sendDue(nz('2026-03-20'));
    expect(await mailsOf('decision-due-reminder', officer.email)).toEqual([]);
    await reminders.sendDue(nz('2026-03-23'));
    await reminders.sendDue(nz('2026-03-24'));
    const sent = await mailsOf('decision-due-reminder', officer.email);
    expect(sent.map((m) => m.subject)).toEqual([
      `Decision due: application ${await referenceOf(appId)} (building consent BC${appId}) is on working day 15 of 20`,
    ]);
    expect(sent[0]?.textBody).toContain('The decision is due by 2026-03-30.');
    expect(await mailsOf('decision-due-reminder', applicant.email)).toEqual([]);
  });
});

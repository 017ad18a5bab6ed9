import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { applicationEvents, mailOutbox } from '../../src/db/schema.js';
import { defaultConfig } from '../../src/config.js';
import type { ReminderService } from '../../src/modules/reminders/service.js';
import { servicesOver } from '../support/services.js';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { grantedConsent } from '../support/council.js';
import { createMailCatcher, type MailCatcher } from '../support/smtp.js';

const AUCKLAND = 1;
/** Midday in New Zealand on that date. */
const nz = (date: string) => new Date(`${date}T12:00:00+12:00`);

let app: FastifyInstance;
let db: Db;
let catcher: MailCatcher;
let reminders: ReminderService;
let closePool: () => Promise<void> | void = () => {};

beforeAll(async () => {
  catcher = await createMailCatcher();
  await catcher.start();
  // The app's own mail worker sends what the reminders queue, through SMTP to the catcher.
  app = await createTestApp({
    mail: { ...defaultConfig.mail, smtpUrl: catcher.url, pollMs: 50, retryBaseMs: 50, maxRetryMs: 200 },
  });
  db = (await app.databaseReady).db;
  const services = servicesOver(app, db);
  reminders = services.reminders;
  closePool = () => services.pdfRenderPool.close();
  // The grants are moved to known dates: this file's own database copy lets that through the append-only trigger.
  await db.execute(sql`ALTER TABLE application_events DISABLE TRIGGER application_events_append_only`);
});
afterAll(async () => {
  await closePool();
  await app?.close();
  await catcher?.stop();
});

/** A building consent granted on that New Zealand date. */
async function grantedOn(owner: Client, date: string): Promise<number> {
  const { appId } = await grantedConsent(app, owner, AUCKLAND);
  await db
    .update(applicationEvents)
    .set({ createdAt: nz(date) })
    .where(and(eq(applicationEvents.applicationId, appId), eq(applicationEvents.action, 'grant')));
  return appId;
}

const cccMailsTo = (email: string) =>
  catcher.mails.filter(
    (m) =>
      m.subject?.startsWith('Reminder: apply for the code compliance certificate') &&
      JSON.stringify(m.to).includes(email),
  );
/** What was queued, sent or not yet: a second queuing would show here even before its mail arrives. */
const queuedTo = async (email: string) =>
  (
    await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'ccc-reminder'), eq(mailOutbox.toAddress, email)))
  ).length;

describe("the two-year rule's reminders to the owner (issue 32.5, s93(2)(b))", () => {
  it('mails the owner once at 18 months and once at 23 months after the grant, through SMTP', async () => {
    const owner = await registerUser(app, 'ccc-reminded');
    await grantedOn(owner, '2024-06-10');

    await reminders.sendDue(nz('2025-12-09'));
    await reminders.sendDue(nz('2025-12-10'));
    const first = await catcher.waitForMail(owner.email, (m) => Boolean(m.subject?.includes('code compliance')));
    expect(first.text).toContain('granted by Auckland Council on 10 June 2024, 18 months ago');
    expect(first.text).toContain('on 10 June 2026');
    await reminders.sendDue(nz('2025-12-11'));
    await reminders.sendDue(nz('2026-05-09'));

    await reminders.sendDue(nz('2026-05-10'));
    const second = await catcher.waitForMail(owner.email, (m) => Boolean(m.text?.includes('23 months ago')));
    expect(second.subject).toBe(first.subject);
    await reminders.sendDue(nz('2026-05-11'));
    // Each went once: the runs after each was due queued neither again.
    expect(await queuedTo(owner.email)).toBe(2);
    expect(cccMailsTo(owner.email).map((m) => /(\d+) months ago/.exec(m.text ?? '')?.[1])).toEqual(['18', '23']);
  });

  it('does not remind the owner of a consent someone has applied for a CCC for', async () => {
    const owner = await registerUser(app, 'ccc-applied');
    const appId = await grantedOn(owner, '2024-06-10');
    const created = await owner.post('/api/applications/related', { kind: 'ccc', relatedAppId: appId });
    expect(created.statusCode, created.body).toBe(201);
    await db.execute(sql`update applications set status = 'submitted', completed = true
      where related_application_id = ${appId} and type_code = 'ccc'`);

    expect(await reminders.sendDue(nz('2025-12-10'))).toBe(0);
    expect(await queuedTo(owner.email)).toBe(0);
  });
});

import { bookableDays, defined, inspectionsContract, nzTime } from '@consent/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config.js';
import type { Db } from '../../src/db/client.js';
import { inspectionBookings, mailOutbox } from '../../src/db/schema.js';
import { answerOf } from '../support/answer.js';
import { servicesOver } from '../support/services.js';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { collaborator } from '../support/sharing.js';
import { createMailCatcher, type MailCatcher } from '../support/smtp.js';
import { grantedWithInspections, requiredOf } from './support.js';

const AUCKLAND = 1;
const icsTime = (at: Date) => `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

let app: FastifyInstance;
let db: Db;
let catcher: MailCatcher;
let owner: Client;
let editor: Client;
let appId: number;
let closePool: () => Promise<void> = async () => {};

beforeAll(async () => {
  catcher = await createMailCatcher();
  await catcher.start();
  app = await createTestApp({
    publicUrl: 'http://consent.test',
    mail: { ...defaultConfig.mail, smtpUrl: catcher.url, pollMs: 50, retryBaseMs: 50, maxRetryMs: 200 },
  });
  db = (await app.databaseReady).db;
  owner = await registerUser(app, 'owner');
  ({ appId } = await grantedWithInspections(app, owner, AUCKLAND, ['Pre-slab']));
  editor = await collaborator(app, owner, appId, 'editor');
});
afterAll(async () => {
  await closePool();
  await app?.close();
  await catcher?.stop();
});

describe('booking mails (issue 32.3-4)', () => {
  it('mails the owner and the editor a confirmation with a calendar file of the slot, in New Zealand hours', async () => {
    const inspection = defined((await requiredOf(owner, appId))[0], 'the pre-slab inspection');
    const date = defined(bookableDays(new Date(), 1)[0], 'a day');
    const booked = await editor.post(`/api/applications/${appId}/inspections/${inspection.id}/booking`, {
      date,
      period: 'afternoon',
    });
    expect(answerOf(booked, inspectionsContract.book).inspection.state).toBe('booked');
    for (const person of [owner, editor]) {
      const mail = await catcher.waitForMail(person.email, (m) => m.subject?.startsWith('Inspection booked') ?? false);
      expect(mail.text).toContain('The Pre-slab inspection is booked for');
      expect(mail.text).toContain('afternoon (12pm to 4pm)');
      const ics = defined(
        mail.attachments.find((a) => a.filename === 'inspection.ics'),
        'the calendar file',
      );
      expect(ics.contentType).toBe('text/calendar');
      const text = ics.content.toString('utf8');
      expect(text).toContain('BEGIN:VEVENT');
      expect(text).toContain(`DTSTART:${icsTime(nzTime(date, 12))}`);
      expect(text).toContain(`DTEND:${icsTime(nzTime(date, 16))}`);
      expect(text).toMatch(/SUMMARY:Pre-slab inspection — /);
      expect(text).toMatch(/UID:inspection-booking-\d+@consent\.test/);
    }
  });

  it('reminds everyone the day before, once however often the job runs, and again after a move to another day', async () => {
    const services = servicesOver(app, db, { config: { publicUrl: 'http://consent.test' } });
    closePool = () => services.pdfRenderPool.close();
    const [booking] = await db.select().from(inspectionBookings);
    const date = defined(booking, 'the booking').slotDate;
    expect(await services.inspections.remindFor(date)).toBe(2);
    expect(await services.inspections.remindFor(date)).toBe(0);
    const mail = await catcher.waitForMail(
      owner.email,
      (m) => m.subject?.startsWith('Reminder: Pre-slab inspection tomorrow') ?? false,
    );
    expect(mail.text).toContain('tomorrow');
    const reminders = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'inspection-reminder'), eq(mailOutbox.toAddress, editor.email)));
    expect(reminders).toHaveLength(1);

    // Moved to another day, it is reminded for that day.
    const other = defined(bookableDays(new Date(), 3)[2], 'another day');
    await db.update(inspectionBookings).set({ slotDate: other });
    expect(await services.inspections.remindFor(other)).toBe(2);
  });
});

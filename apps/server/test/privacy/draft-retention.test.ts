import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addMonths, defined } from '@consent/domain';
import { defaultConfig } from '../../src/config.js';
import type { Db } from '../../src/db/client.js';
import { applications, documents, draftRetentionWarnings } from '../../src/db/schema.js';
import type { DraftRetentionService } from '../../src/modules/privacy/retention.js';
import { createStorage, StoredFileMissing } from '../../src/storage/index.js';
import { servicesOver } from '../support/services.js';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { submittedApplication } from '../support/council.js';
import { councilIds } from '../support/councils.js';
import { SMALL_PDF, uploadDocument } from '../support/documents.js';
import { createMailCatcher, linkIn, type MailCatcher } from '../support/smtp.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const storage = createStorage(
  { kind: 'local', dir: fs.mkdtempSync(path.join(os.tmpdir(), 'consent-retention-')) },
  null,
);
let catcher: MailCatcher;
let app: FastifyInstance;
let db: Db;
let retention: DraftRetentionService;
let closePool: () => Promise<void> | void = () => {};
let applicant: Client;
let council: number;

beforeAll(async () => {
  catcher = await createMailCatcher();
  await catcher.start();
  app = await createTestApp({ mail: { ...defaultConfig.mail, smtpUrl: catcher.url, pollMs: 30 } }, { storage });
  db = (await app.databaseReady).db;
  // The product's own services over this file's database and file store; the app's mail worker sends what they queue.
  const services = servicesOver(app, db, { storage });
  retention = services.draftRetention;
  closePool = () => services.pdfRenderPool.close();
  council = defined((await councilIds(app))['Auckland Council'], 'Auckland');
  applicant = await registerUser(app, 'retention');
});
afterAll(async () => {
  await closePool();
  await app.close();
  await catcher.stop();
});

/** Moves the application's last change (and any warning) back in time, as months passing would. */
async function lastChanged(appId: number, at: Date) {
  await db.update(applications).set({ updatedAt: at }).where(eq(applications.id, appId));
}
const exists = async (appId: number) =>
  (await db.select({ id: applications.id }).from(applications).where(eq(applications.id, appId))).length === 1;
const warningMailsFor = (appId: number) =>
  catcher.mails.filter(
    (mail) => mail.subject === `Your draft application ${appId} will be deleted unless you change it`,
  );

describe('the daily draft retention job (issue 29.5)', () => {
  it('is scheduled on the job queue, daily in New Zealand time', async () => {
    await vi.waitFor(
      async () => {
        const rows = await db
          .select({ cron: sql<string>`cron`, timezone: sql<string>`timezone` })
          .from(sql`pgboss.schedule`)
          .where(sql`name = 'draft-retention'`);
        expect(rows).toEqual([{ cron: '30 3 * * *', timezone: 'Pacific/Auckland' }]);
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it('warns once at 6 months untouched, then deletes the draft and its files at 12, never a submitted application', async () => {
    const now = new Date();
    const submitted = await submittedApplication(applicant, council);
    const stale = await createApplication(applicant, { type: 2, param: 'standard', role: 'owner', councilId: council });
    expect((await uploadDocument(applicant, stale, 1, 'old plan.pdf', SMALL_PDF)).statusCode).toBe(201);
    const staleFiles = (
      await db.select({ key: documents.storedName }).from(documents).where(eq(documents.applicationId, stale))
    ).map((row) => row.key);
    const fresh = await createApplication(applicant, { type: 1, param: 'standard', role: 'owner', councilId: council });
    const neverWarned = await createApplication(applicant, {
      type: 2,
      param: 'standard',
      role: 'owner',
      councilId: defined((await councilIds(app))['Wellington City Council'], 'Wellington'),
    });
    await lastChanged(stale, addMonths(now, -7));
    await lastChanged(fresh, addMonths(now, -5));
    await lastChanged(submitted, addMonths(now, -13));
    await lastChanged(neverWarned, addMonths(now, -13));

    expect(await retention.run(now)).toEqual({ warned: 2, deleted: 0 });
    const mail = await catcher.waitForMail(applicant.email, (m) => warningMailsFor(stale).includes(m));
    expect(linkIn(mail, `/helix/newapp/${stale}`)).toContain(`/helix/newapp/${stale}`);
    await catcher.waitForMail(applicant.email, (m) => warningMailsFor(neverWarned).includes(m));
    expect(
      await db.select().from(draftRetentionWarnings).where(eq(draftRetentionWarnings.applicationId, stale)),
    ).toHaveLength(1);

    // Run again the same day: no second warning.
    expect(await retention.run(now)).toEqual({ warned: 0, deleted: 0 });

    // Six months on, and the warning 40 days old: the stale draft goes with its file.
    await lastChanged(stale, addMonths(now, -13));
    await db
      .update(draftRetentionWarnings)
      .set({ warnedAt: new Date(now.getTime() - 40 * DAY_MS) })
      .where(eq(draftRetentionWarnings.applicationId, stale));
    expect(await retention.run(now)).toEqual({ warned: 0, deleted: 1 });
    expect(await exists(stale)).toBe(false);
    for (const key of staleFiles) await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissing);
    // Warned today: not deleted before 30 days' notice, however old. Submitted: never. Changed recently: kept.
    expect(await exists(neverWarned)).toBe(true);
    expect(await exists(submitted)).toBe(true);
    expect(await exists(fresh)).toBe(true);
    expect(warningMailsFor(stale)).toHaveLength(1);
    expect(warningMailsFor(fresh)).toHaveLength(0);
    expect(warningMailsFor(submitted)).toHaveLength(0);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClosureMessages, defined } from '@consent/domain';
import type { Db } from '../../src/db/client.js';
import {
  accountTokens,
  applicationCollaborators,
  applications,
  documents,
  mailOutbox,
  sessions,
  users,
} from '../../src/db/schema.js';
import { createStorage, StoredFileMissing } from '../../src/storage/index.js';
import {
  createApplication,
  createTestApp,
  mailedLink,
  PASSWORD,
  registerUser,
  sessionCookie,
  verifyEmail,
  type Client,
} from '../support/app.js';
import { councilStaff, submittedApplication } from '../support/council.js';
import { councilIds } from '../support/councils.js';
import { SMALL_PDF, uploadDocument } from '../support/documents.js';
import { validPerson } from '../support/wizard.js';

const storage = createStorage({ kind: 'local', dir: fs.mkdtempSync(path.join(os.tmpdir(), 'consent-closure-')) }, null);
let app: FastifyInstance;
let db: Db;
let auckland: number;
let officer: Client;
beforeAll(async () => {
  app = await createTestApp({}, { storage });
  db = (await app.databaseReady).db;
  auckland = defined((await councilIds(app))['Auckland Council'], 'Auckland');
  officer = await councilStaff(app, auckland, 'officer');
});
afterAll(() => app.close());

const userIdOf = async (email: string) =>
  defined((await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0], email).id;
const storedNamesOf = async (appId: number) =>
  (await db.select({ storedName: documents.storedName }).from(documents).where(eq(documents.applicationId, appId))).map(
    (row) => row.storedName,
  );
const tokenOf = (link: string) => defined(new URL(link).searchParams.get('token'), 'the token');
const confirm = (token: string) => app.inject({ method: 'POST', url: '/api/account/close', payload: { token } });

async function askToClose(client: Client): Promise<string> {
  const asked = await client.post('/api/profile/close-account', {});
  expect(asked.statusCode, asked.body).toBe(202);
  expect(asked.json()).toMatchObject({ message: accountClosureMessages.requested });
  return tokenOf(await mailedLink(app, client.email, 'close-account'));
}

describe('closing an account, confirmed by mail (issue 29.5)', () => {
  it('deletes drafts and their files, keeps submitted applications for the council, ends sessions, leaves shares', async () => {
    const applicant = await registerUser(app, 'closing');
    const userId = await userIdOf(applicant.email);
    const submittedId = await submittedApplication(applicant, auckland);
    const draftId = await createApplication(applicant, {
      type: 2,
      param: 'standard',
      role: 'owner',
      councilId: auckland,
    });
    expect((await uploadDocument(applicant, draftId, 1, 'draft plan.pdf', SMALL_PDF)).statusCode).toBe(201);
    const draftFiles = await storedNamesOf(draftId);
    const submittedFiles = await storedNamesOf(submittedId);
    expect(draftFiles).toHaveLength(1);
    expect(submittedFiles.length).toBeGreaterThan(0);
    // Someone else's application shared with the applicant.
    const other = await registerUser(app, 'sharer');
    const sharedId = await createApplication(other);
    await db.insert(applicationCollaborators).values({ applicationId: sharedId, userId, role: 'editor' });

    const token = await askToClose(applicant);
    // Only the token's SHA-256 is kept.
    const kept = await db.select({ id: accountTokens.id }).from(accountTokens).where(eq(accountTokens.userId, userId));
    expect(kept.map((row) => row.id)).not.toContain(token);
    // Nothing is closed until the link is confirmed.
    expect((await applicant.get('/api/auth/me')).statusCode).toBe(200);

    const closed = await confirm(token);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ message: accountClosureMessages.closed });

    expect(await db.select().from(applications).where(eq(applications.id, draftId))).toEqual([]);
    expect(await storedNamesOf(draftId)).toEqual([]);
    for (const key of draftFiles) await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissing);
    for (const key of submittedFiles) (await storage.get(key)).destroy();

    const record = await officer.get(`/api/council/applications/${submittedId}`);
    expect(record.statusCode).toBe(200);
    const answers = await officer.get(`/api/council/applications/${submittedId}/answers`);
    expect(answers.statusCode, answers.body).toBe(200);
    expect(answers.body).toContain(validPerson.email);

    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect((await applicant.get('/api/auth/me')).statusCode).toBe(401);
    expect(await db.select().from(applicationCollaborators).where(eq(applicationCollaborators.userId, userId))).toEqual(
      [],
    );
    const [account] = await db.select().from(users).where(eq(users.id, userId));
    expect(account).toMatchObject({ fullName: 'Closed account', details: {}, closedAt: expect.any(Date) });
    expect(account?.email).not.toBe(applicant.email);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.toAddress}) = lower(${applicant.email})`);
    expect(mails).toEqual([]);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: applicant.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('frees the email address: it registers again as a new account', async () => {
    const applicant = await registerUser(app, 'again');
    const oldId = await userIdOf(applicant.email);
    expect((await confirm(await askToClose(applicant))).statusCode).toBe(200);

    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: applicant.email, password: PASSWORD, fullName: 'Back Again' },
    });
    expect(registered.statusCode).toBe(202);
    expect((await verifyEmail(app, applicant.email)).statusCode).toBe(200);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: applicant.email, password: PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(await userIdOf(applicant.email)).not.toBe(oldId);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: sessionCookie(signIn) } });
    expect(me.json()).toMatchObject({ fullName: 'Back Again', hasApplications: false });
  });

  it('refuses a link used twice, and an expired one, changing nothing', async () => {
    const applicant = await registerUser(app, 'twice');
    const draftId = await createApplication(applicant);
    const token = await askToClose(applicant);
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: accountClosureMessages.linkInvalid });
    expect(await db.select().from(applications).where(eq(applications.id, draftId))).toEqual([]);

    const late = await registerUser(app, 'late');
    const lateId = await userIdOf(late.email);
    const lateDraft = await createApplication(late);
    const expired = await askToClose(late);
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, lateId));
    const refused = await confirm(expired);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: accountClosureMessages.linkInvalid });
    expect((await late.get('/api/auth/me')).statusCode).toBe(200);
    expect(
      await db
        .select({ id: applications.id })
        .from(applications)
        .where(inArray(applications.id, [lateDraft])),
    ).toEqual([{ id: lateDraft }]);
    expect((await confirm('not-a-token')).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/profile/close-account', payload: {} })).statusCode).toBe(401);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { councilAdminContract, councilWorkspaceContract, defined, formatNumber, nzToday } from '@consent/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { migrationsFolder } from '../../src/db/client.js';
import { applicationEvents, applications, councilSequences, councils, users } from '../../src/db/schema.js';
import { createApplicationAccess } from '../../src/modules/applications/access.js';
import { createSubmissionService } from '../../src/modules/applications/submission.js';
import { createCouncilService } from '../../src/modules/councils/service.js';
import { createLifecycleService } from '../../src/modules/lifecycle/service.js';
import { peekNext, takeNext } from '../../src/modules/sequences/service.js';
import { answerOf } from '../support/answer.js';
import { applicationData, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilStaff, submittedApplication } from '../support/council.js';
import { councilIds } from '../support/councils.js';
import { pdfText } from '../support/pdfText.js';

/*
 * Issue 30.1: every application gets a reference at submission from its council's format and one gapless sequence
 * per council and year, shown wherever the application is named; the consent number defaults to the council's next.
 */
let app: FastifyInstance;
let db: Db;
let wellington: number;
let hamilton: number;
let applicant: Client;
const year = Number(nzToday().slice(0, 4));

beforeAll(async () => {
  app = await createTestApp();
  db = (await app.databaseReady).db;
  const ids = await councilIds(app);
  wellington = defined(ids['Wellington City Council'], 'Wellington');
  hamilton = defined(ids['Hamilton City Council'], 'Hamilton');
  applicant = await registerUser(app, 'reference');
});
afterAll(() => app.close());

const referenceOf = async (appId: number) =>
  (await db.select({ reference: applications.reference }).from(applications).where(eq(applications.id, appId)))[0]
    ?.reference;

/** The product's submission (the one transaction that completes, records the event and gives the reference). */
function submissionService() {
  const refuse = () => {
    throw new Error('not asked when an application is submitted');
  };
  const access = createApplicationAccess(
    () => db,
    createCouncilService(() => db),
  );
  return createSubmissionService(
    () => db,
    access,
    { unanswered: refuse },
    createLifecycleService(() => db),
    [],
  );
}

/** Open applications of the council, written straight to the table (their answers are not this test's subject). */
async function draftsOf(councilId: number, count: number): Promise<number[]> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, applicant.email));
  const rows = await db
    .insert(applications)
    .values(
      Array.from({ length: count }, () => ({
        userId: defined(owner, 'the applicant').id,
        councilId,
        applicationType: 2,
        typeCode: 'bc' as const,
        param: 'standard',
        role: 'OWNER',
        step: 15,
        maxStep: 15,
        passcode: 'test',
        firstSavedAt: new Date(),
      })),
    )
    .returning({ id: applications.id });
  return rows.map((r) => r.id);
}

describe('the reference given at submission', () => {
  it("is the council's format with the next number of its sequence for the year, on the confirmation data and the PDF", async () => {
    const next = await peekNext(db, wellington, 'application', year);
    const appId = await submittedApplication(applicant, wellington);
    const expected = formatNumber('WCC-{year}-{number:5}', year, next);
    expect(expected).toMatch(new RegExp(`^WCC-${year}-\\d{5}$`));
    expect((await applicationData(applicant, appId)).reference).toBe(expected);
    const pdf = await applicant.get(`/api/applications/${appId}/summary.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain(expected);
  });

  it('is none while the application is a draft', async () => {
    const [draft] = await draftsOf(wellington, 1);
    expect((await applicationData(applicant, defined(draft, 'draft'))).reference).toBeNull();
  });

  it('is shown in the queue and the pull API, and the queue finds the application by it', async () => {
    const officer = await councilStaff(app, hamilton, 'admin');
    const appId = await submittedApplication(applicant, hamilton);
    const reference = defined(await referenceOf(appId), 'the reference');
    expect(reference).toMatch(/^HCC-/);

    const queue = await officer.get(
      `/api/council/councils/${hamilton}/applications?q=${encodeURIComponent(reference)}`,
    );
    const found = answerOf(queue, councilWorkspaceContract.queue).applications;
    expect(found.map((a) => [a.appId, a.reference])).toEqual([[appId, reference]]);

    const page = answerOf(
      await officer.get(`/api/council/applications/${appId}`),
      councilWorkspaceContract.application,
    );
    expect(page.application.reference).toBe(reference);

    const key = answerOf(
      await officer.post(`/api/council/councils/${hamilton}/api-keys`, { name: 'Consenting system' }),
      councilAdminContract.createApiKey,
    ).apiKey.key;
    const pulled = await app.inject({
      method: 'GET',
      url: '/api/council/v1/applications',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(pulled.statusCode).toBe(200);
    const listed = pulled.json<{ applications: { id: number; reference: string | null }[] }>().applications;
    expect(listed.find((a) => a.id === appId)?.reference).toBe(reference);
  });

  it('gives 100 applications submitted at once 100 consecutive numbers: no duplicate, no gap', async () => {
    const drafts = await draftsOf(wellington, 100);
    const first = await peekNext(db, wellington, 'application', year);
    const service = submissionService();
    await Promise.all(drafts.map((appId) => service.completeWith(appId, {})));

    const rows = await db
      .select({ reference: applications.reference })
      .from(applications)
      .where(inArray(applications.id, drafts));
    const numbers = rows
      .map((r) => Number(defined(r.reference, 'a reference').split('-').at(-1)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => first + i));
    expect(await peekNext(db, wellington, 'application', year)).toBe(first + 100);
  });

  it('numbers a council without a format of its own in the default format, which another such council may share', async () => {
    const ids = await councilIds(app);
    const plain = [
      defined(ids['Auckland Council'], 'Auckland'),
      defined(ids['Christchurch City Council'], 'Christchurch'),
    ];
    await db.execute(
      sql`update councils set config = config - 'applicationReferenceFormat' where id in (${plain[0]}, ${plain[1]})`,
    );
    const service = submissionService();
    const given: string[] = [];
    for (const councilId of plain) {
      const [draft] = await draftsOf(councilId, 1);
      const next = await peekNext(db, councilId, 'application', year);
      await service.completeWith(defined(draft, 'draft'), {});
      const reference = await referenceOf(defined(draft, 'draft'));
      expect(reference).toBe(formatNumber('APP-{year}-{number:5}', year, next));
      given.push(defined(reference, 'the reference'));
    }
    // Each council's first reference of the year: the same text, each unique within its council.
    expect(given[0]).toBe(given[1]);
  });

  it('keeps its number in the sequence only when its transaction commits', async () => {
    const before = await peekNext(db, hamilton, 'application', year);
    await expect(
      db.transaction(async (tx) => {
        expect(await takeNext(tx, hamilton, 'application', year)).toBe(before);
        throw new Error('the submission failed after taking its number');
      }),
    ).rejects.toThrow('the submission failed');
    expect(await peekNext(db, hamilton, 'application', year)).toBe(before);
  });

  it('is kept when a returned application is submitted again', async () => {
    const officer = await councilStaff(app, wellington);
    const appId = await submittedApplication(applicant, wellington);
    const reference = await referenceOf(appId);
    await officer.post(`/api/council/applications/${appId}/return`, {
      items: [{ item: 'Site plan', reason: 'No boundary dimensions.' }],
    });
    const resubmitted = await applicant.post(`/ajax/complete_application_form/${appId}`, {
      accepted: true,
      signedName: 'Test Applicant',
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(await referenceOf(appId)).toBe(reference);
  });
});

describe('the consent number on acceptance', () => {
  it("offers the council's next consent number, takes it from the sequence when accepted as offered", async () => {
    const officer = await councilStaff(app, wellington);
    const appId = await submittedApplication(applicant, wellington);
    const next = await peekNext(db, wellington, 'consent', year);
    const offered = answerOf(
      await officer.get(`/api/council/applications/${appId}`),
      councilWorkspaceContract.application,
    ).consentNumberOffered;
    expect(offered).toBe(formatNumber('WCC-BC-{year}-{number:5}', year, next));

    const accepted = await officer.post(`/api/council/applications/${appId}/accept`, { consentNumber: offered });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await applicationData(applicant, appId)).bc_number).toBe(offered);
    expect(await peekNext(db, wellington, 'consent', year)).toBe(next + 1);
  });

  it("keeps a number the council's own system issued as typed, and refuses one another application has", async () => {
    const officer = await councilStaff(app, wellington);
    const [first, second] = [
      await submittedApplication(applicant, wellington),
      await submittedApplication(applicant, wellington),
    ];
    const next = await peekNext(db, wellington, 'consent', year);
    const own = `SR-${process.pid}-${Date.now()}`;
    expect((await officer.post(`/api/council/applications/${first}/accept`, { consentNumber: own })).statusCode).toBe(
      200,
    );
    expect((await applicationData(applicant, first)).bc_number).toBe(own);
    expect(await peekNext(db, wellington, 'consent', year)).toBe(next);

    const taken = await officer.post(`/api/council/applications/${second}/accept`, { consentNumber: own });
    expect(taken.statusCode).toBe(400);
    expect(taken.json<{ details: { message: string }[] }>().details[0]?.message).toBe(
      `Consent number ${own} is already given to application ${first}. Enter another; the council's next number is ${formatNumber('WCC-BC-{year}-{number:5}', year, next)}.`,
    );
    expect((await applicationData(applicant, second)).bc_number).toBeNull();
  });
});

describe('migration 0040', () => {
  it('gives every submitted application a reference in submission order per council and continues each sequence after them', async () => {
    // As before 0040: no references, no sequences, and councils without formats.
    await db.execute(sql`alter table applications drop column reference`);
    await db.execute(sql`drop table council_sequences`);
    await db.execute(sql`update councils set config = config - 'applicationReferenceFormat' - 'consentNumberFormat'`);
    const migration = fs.readFileSync(path.join(migrationsFolder, '0040_application_references.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const [config] = await db.select({ config: councils.config }).from(councils).where(eq(councils.id, wellington));
    expect(config?.config.applicationReferenceFormat).toBe('WCC-{year}-{number:5}');
    // In the order of their first submission (its event's time, then id).
    const submitted = await db
      .select({ reference: applications.reference })
      .from(applications)
      .innerJoin(applicationEvents, eq(applicationEvents.applicationId, applications.id))
      .where(and(eq(applications.councilId, wellington), eq(applicationEvents.action, 'submit')))
      .orderBy(applicationEvents.createdAt, applications.id);
    expect(submitted.length).toBeGreaterThan(100);
    expect(submitted.map((r) => r.reference)).toEqual(
      submitted.map((_, i) => formatNumber('WCC-{year}-{number:5}', year, i + 1)),
    );
    const drafts = await db
      .select({ reference: applications.reference })
      .from(applications)
      .where(and(eq(applications.councilId, wellington), eq(applications.status, 'draft')));
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((d) => d.reference === null)).toBe(true);
    const [sequence] = await db
      .select()
      .from(councilSequences)
      .where(and(eq(councilSequences.councilId, wellington), eq(councilSequences.kind, 'application')));
    expect(sequence?.lastValue).toBe(submitted.length);
  });
});

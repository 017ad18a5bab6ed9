import { defined } from '@consent/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { applicationEvents, applications, users } from '../../src/db/schema.js';
import { createLifecycleService } from '../../src/modules/lifecycle/service.js';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { DECLARATION, completeApplication } from '../support/wizard.js';

let app: FastifyInstance;
let db: Db;
let owner: Client;

beforeAll(async () => {
  app = await createTestApp();
  db = (await app.databaseReady).db;
  owner = await registerUser(app, 'submitter');
});
afterAll(() => app.close());

const events = (appId: number) =>
  db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, appId)).orderBy(applicationEvents.id);
const statusOf = async (appId: number) => (await db.select().from(applications).where(eq(applications.id, appId)))[0];

describe('completing an application submits it (issue 18)', () => {
  it("records the applicant's submit with the completion, and a resubmit once the council returned it", async () => {
    const appId = await createApplication(owner);
    await completeApplication(owner, appId);
    expect((await events(appId)).map((e) => [e.actor, e.action, e.fromStatus, e.toStatus])).toEqual([
      ['applicant', 'submit', 'draft', 'submitted'],
    ]);
    expect(await statusOf(appId)).toMatchObject({ status: 'submitted', completed: true });

    const [officer] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, (await registerUser(app, 'officer')).email));
    await createLifecycleService(() => db).transition({
      applicationId: appId,
      userId: defined(officer, 'the officer').id,
      actor: 'officer',
      action: 'returnAsIncomplete',
      details: { items: [{ item: 'Site plan', reason: 'No boundary dimensions.' }] },
    });
    expect(await statusOf(appId)).toMatchObject({ status: 'returned', completed: false });

    expect((await owner.post(`/ajax/complete_application_form/${appId}`, DECLARATION)).statusCode).toBe(200);
    expect((await events(appId)).map((e) => e.action)).toEqual(['submit', 'returnAsIncomplete', 'resubmit']);
    expect(await statusOf(appId)).toMatchObject({ status: 'resubmitted', completed: true });
  });

  it('records nothing when the completion is refused', async () => {
    const appId = await createApplication(owner);
    expect((await owner.post(`/ajax/complete_application_form/${appId}`, DECLARATION)).statusCode).toBe(400);
    expect(await events(appId)).toEqual([]);
    expect(await statusOf(appId)).toMatchObject({ status: 'draft', completed: false });
  });
});

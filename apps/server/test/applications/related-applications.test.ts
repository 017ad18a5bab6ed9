import { defined, applicationsContract, authContract } from '@consent/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { completeApplication } from '../support/wizard.js';
import { councilIds } from '../support/councils.js';
import { grantedConsent } from '../support/council.js';
import { answerOf, refusalOf, detailsOf } from '../support/answer.js';

let app: FastifyInstance;
let applicant: Client;
let ids: Record<string, number>;

beforeAll(async () => {
  app = await createTestApp();
  ids = await councilIds(app);
});
afterAll(() => app.close());
beforeEach(async () => {
  applicant = await registerUser(app, 'related');
});

const related = (client: Client, body: unknown) => client.post('/api/applications/related', body);
const load = async (client: Client, appId: number) =>
  answerOf(await client.post('/obca/application', { application_id: appId }), applicationsContract.application);

async function completedConsent(client: Client, param = 'standard'): Promise<number> {
  const appId = await createApplication(client, { type: 2, param, councilId: ids['Christchurch City Council'] });
  await completeApplication(client, appId);
  return appId;
}

async function grantMultiproof(client: Client) {
  const db = (await app.databaseReady).db;
  await db.update(users).set({ multiproofPermission: 'yes' }).where(eq(users.email, client.email));
}

describe('applications started from a building consent (CCC, CPU, amendment, clone, resource consent)', () => {
  it.each([
    ['ccc', 'ccc', 'Code Compliance Certificate'],
    ['cpu', 'cpu', 'Certificate for Public Use'],
    ['abc', 'abc', 'Building Consent Amendment'],
    ['rc', 'rc', 'Resource Consent'],
  ])("creates a %s from the user's own granted consent, at its council", async (kind, code, name) => {
    const { appId: consent } = await grantedConsent(
      app,
      applicant,
      defined(ids['Christchurch City Council'], 'Christchurch'),
    );
    const response = await related(applicant, { kind, relatedAppId: consent });
    expect(response.statusCode).toBe(201);
    const { appId, isNew, step } = answerOf(response, applicationsContract.createRelated);
    expect({ isNew, step }).toEqual({ isNew: true, step: 3 });
    expect(await load(applicant, appId)).toMatchObject({
      appTypeCode: code,
      appTypeName: name,
      council_id: ids['Christchurch City Council'],
      imported: 'n',
      // importedappid (spec point 3): the consent whose answers were imported into it.
      importedappid: consent,
      appCompleted: false,
    });
  });

  it('creates a CCC for a consent made outside the product from its consent number and passcode', async () => {
    const response = await related(applicant, {
      kind: 'ccc',
      councilId: ids['Wellington City Council'],
      bcNumber: 'BC240123',
      passcode: 'X7K2P9',
    });
    expect(response.statusCode).toBe(201);
    expect(await load(applicant, answerOf(response, applicationsContract.createRelated).appId)).toMatchObject({
      appTypeCode: 'ccc',
      imported: 'y',
      importedappid: null,
      bc_number: 'BC240123',
      passcode: 'X7K2P9',
      council_id: ids['Wellington City Council'],
    });
  });

  it('refuses a consent that is not completed, and creates nothing', async () => {
    const open = await createApplication(applicant, { type: 2, param: 'standard', councilId: ids['Auckland Council'] });
    const response = await related(applicant, { kind: 'rc', relatedAppId: open });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response).message).toBe('Choose a completed building consent.');
    expect(answerOf(await applicant.get('/api/applications'), applicationsContract.list).applications).toHaveLength(1);
  });

  it.each(['ccc', 'cpu', 'abc'])(
    'refuses a %s from a consent that is submitted but not granted, and creates nothing',
    async (kind) => {
      const submitted = await completedConsent(applicant);
      const response = await related(applicant, { kind, relatedAppId: submitted });
      expect(response.statusCode).toBe(400);
      expect(refusalOf(response).message).toBe(
        'Choose a building consent the council has granted: only a granted consent can have a code compliance certificate, a certificate for public use or an amendment.',
      );
      expect(answerOf(await applicant.get('/api/applications'), applicationsContract.list).applications).toHaveLength(
        1,
      );
    },
  );

  it('lists each application with its lifecycle status, so the dialog offers only granted consents', async () => {
    const submitted = await completedConsent(applicant);
    const { appId: granted } = await grantedConsent(
      app,
      applicant,
      defined(ids['Christchurch City Council'], 'Christchurch'),
    );
    const listed = answerOf(await applicant.get('/api/applications'), applicationsContract.list).applications as {
      appId: number;
      lifecycleStatus: string;
    }[];
    expect(Object.fromEntries(listed.map((a) => [a.appId, a.lifecycleStatus]))).toEqual({
      [submitted]: 'submitted',
      [granted]: 'granted',
    });
  });

  it('refuses a completed application that is not a building consent', async () => {
    const ca = await createApplication(applicant, { type: 6, param: 'standard', councilId: ids['Auckland Council'] });
    await completeApplication(applicant, ca);
    const refused = await related(applicant, { kind: 'abc', relatedAppId: ca });
    expect(refused.statusCode).toBe(400);
    // An amendment is made from a granted building consent: the refusal says so.
    expect(refused.json()).toMatchObject({
      details: [
        {
          message:
            'Choose a building consent the council has granted: only a granted consent can have a code compliance certificate, a certificate for public use or an amendment.',
        },
      ],
    });
  });

  it("answers 404 for another user's consent", async () => {
    const consent = await completedConsent(applicant);
    const stranger = await registerUser(app, 'stranger');
    expect((await related(stranger, { kind: 'ccc', relatedAppId: consent })).statusCode).toBe(404);
  });

  it('refuses a malformed consent number or passcode, naming the field', async () => {
    const response = await related(applicant, {
      kind: 'ccc',
      councilId: ids['Auckland Council'],
      bcNumber: '<script>',
      passcode: 'ok1234',
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(detailsOf(response))).toContain('bcNumber');
  });

  it("shows a council's own message when it is not taking applications", async () => {
    const response = await related(applicant, {
      kind: 'ccc',
      councilId: ids['Kaikōura District Council'],
      bcNumber: 'BC1001',
      passcode: 'ABCD12',
    });
    expect(response.statusCode).toBe(409);
    expect(refusalOf(response).message).toMatch(/^Kaikōura District Council is not taking online applications/);
  });

  it("clones only with the multiproof permission, only a completed multiproof, noting 'Clone from Application'", async () => {
    await grantMultiproof(applicant);
    const standard = await completedConsent(applicant);
    expect(refusalOf(await related(applicant, { kind: 'clone', relatedAppId: standard })).message).toBe(
      'Choose a completed multiproof building consent to clone.',
    );
    const multiproof = await completedConsent(applicant, 'multiproof');
    const response = await related(applicant, { kind: 'clone', relatedAppId: multiproof });
    expect(response.statusCode).toBe(201);
    expect(await load(applicant, answerOf(response, applicationsContract.createRelated).appId)).toMatchObject({
      appTypeCode: 'bc',
      appParam: 'multiproof',
      app_notes: `Clone from Application ${multiproof}`,
    });

    const refused = await related(await registerUser(app, 'nomultiproof'), { kind: 'clone', relatedAppId: multiproof });
    expect(refused.statusCode).toBe(403);
    expect(refusalOf(refused).message).toBe('Error! You are not allowed to apply for multiproof application!');
  });
});

describe('asking for the multiproof function', () => {
  it('stores the request and reports it on /me', async () => {
    const response = await applicant.post('/api/multiproof/request', {
      reason: 'We build the same house design across many sites.',
    });
    expect(response.statusCode).toBe(201);
    expect(answerOf(await applicant.get('/api/auth/me'), authContract.me)).toMatchObject({
      multiproofRequested: true,
      multiproofPermission: 'no',
    });
  });

  it('asks for a reason', async () => {
    const response = await applicant.post('/api/multiproof/request', { reason: '' });
    expect(response.statusCode).toBe(400);
    expect(detailsOf(response)[0]).toMatchObject({ field: 'reason' });
  });
});

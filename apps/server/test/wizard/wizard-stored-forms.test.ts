import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_MISC, applicationsContract, defined, storedFormsContract } from '@consent/domain';
import type { Db } from '../../src/db/client.js';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { answerOf, refusalOf } from '../support/answer.js';
import { runMigration, sectionsOf } from '../support/migrations.js';
import { councilIds } from '../support/councils.js';
import { pdfText } from '../support/pdfText.js';
import { validMisc } from '../support/wizard.js';

/*
 * Miscellaneous Information is kept in the one store of section forms (applications.sections, ADR 0031): its
 * spec calls, the application data, the PDF and completion read it from there, and nothing reads a column of its own.
 */
let app: FastifyInstance;
let db: Db;
let christchurch: number;
beforeAll(async () => {
  app = await createTestApp();
  db = (await app.databaseReady).db;
  christchurch = defined((await councilIds(app))['Christchurch City Council'], 'Christchurch');
});
afterAll(() => app.close());

const [miscLoad] = storedFormsContract.miscInfo.load;
const LOADS = ['/ajax/get_misc_data', '/obca/ajaxform/otherinfo'];
const disasterOther = { ...validMisc, disaster_related: 'yes', disaster_id: 5, disaster_other: 'Hail storm, Timaru' };

/** The role each application here is created with, kept in the store under its form's id (ADR 0062). */
const CREATED_ROLE = { applicantRole: { role: 'OWNER' } };

async function newApplication(type = 2) {
  const client = await registerUser(app, 'stored');
  const appId = await createApplication(client, { type, param: 'standard', role: 'owner', councilId: christchurch });
  return { client, appId };
}

async function loads(client: Client, appId: number) {
  return Promise.all(LOADS.map(async (load) => answerOf(await client.get(`${load}/${appId}`), miscLoad)));
}

/** The application's PDF as one text, white space removed so that a wrapped line still matches. */
async function squashedPdf(client: Client, appId: number): Promise<string> {
  const response = await client.get(`/api/applications/${appId}/summary.pdf`);
  expect(response.statusCode).toBe(200);
  return (await pdfText(response.rawPayload)).replace(/\s+/g, '');
}

describe('Miscellaneous Information in the store of section forms', () => {
  it('answers both loads with the empty answers, and the application data with null, until it is saved', async () => {
    const { client, appId } = await newApplication();
    expect(await loads(client, appId)).toEqual([
      { result: 'success', data: EMPTY_MISC },
      { result: 'success', data: EMPTY_MISC },
    ]);
    const data = answerOf(
      await client.post('/obca/application', { application_id: appId }),
      applicationsContract.application,
    );
    expect(data.miscData).toBeNull();
  });

  it('saves through POST /obca/ajax/otherinfo under its form id, and both loads, the application data and the PDF show it', async () => {
    const { client, appId } = await newApplication();
    const saved = await client.post(`/obca/ajax/otherinfo/${appId}`, { data: disasterOther, validation_mode: 'all' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ result: 'success', message: 'Saved' });
    expect(await sectionsOf(db, appId)).toEqual({ ...CREATED_ROLE, miscInfo: disasterOther });
    for (const answer of await loads(client, appId)) expect(answer).toEqual({ result: 'success', data: disasterOther });
    const data = answerOf(
      await client.post('/obca/application', { application_id: appId }),
      applicationsContract.application,
    );
    expect(data.miscData).toEqual(disasterOther);
    const pdf = await squashedPdf(client, appId);
    for (const phrase of ['Miscellaneous Information', 'Related to a natural disaster', 'Yes: Hail storm, Timaru'])
      expect(pdf).toContain(phrase.replace(/\s+/g, ''));
  });

  it('writes only its own key: another stored answer beside it stays as it was', async () => {
    const { client, appId } = await newApplication();
    const beside = { answer: 'kept' };
    await db.execute(
      sql`update applications set sections = ${JSON.stringify({ other: beside })}::jsonb where id = ${appId}`,
    );
    expect((await client.post(`/obca/ajax/otherinfo/${appId}`, { data: validMisc })).statusCode).toBe(200);
    expect(await sectionsOf(db, appId)).toEqual({ other: beside, miscInfo: { ...EMPTY_MISC, ...validMisc } });
  });

  it('reads an answer stored in an older shape without a 500: fields that no longer fit read as unanswered', async () => {
    const { client, appId } = await newApplication();
    const old = { disaster_related: 'perhaps', disaster_id: 'five', has_dogs: 'yes', retired_question: true };
    await db.execute(
      sql`update applications set sections = jsonb_build_object('miscInfo', ${JSON.stringify(old)}::jsonb) where id = ${appId}`,
    );
    const read = { ...EMPTY_MISC, has_dogs: 'yes' };
    for (const answer of await loads(client, appId)) expect(answer).toEqual({ result: 'success', data: read });
    const data = answerOf(
      await client.post('/obca/application', { application_id: appId }),
      applicationsContract.application,
    );
    expect(data.miscData).toEqual(read);
    expect((await client.get(`/api/applications/${appId}/summary.pdf`)).statusCode).toBe(200);
    const validated = await client.post('/access/app', { action: 'validate', appId, validation_mode: 'all' });
    expect(validated.statusCode).toBe(200);
  });

  it('refuses a stranger (404) on every one of its routes and a page the application does not have (409), saving nothing', async () => {
    const { appId } = await newApplication();
    const stranger = await registerUser(app, 'stranger');
    for (const load of LOADS) expect((await stranger.get(`${load}/${appId}`)).statusCode).toBe(404);
    expect((await stranger.post(`/obca/ajax/otherinfo/${appId}`, { data: validMisc })).statusCode).toBe(404);
    expect(await sectionsOf(db, appId)).toEqual(CREATED_ROLE);

    // A PIM-only application has no Miscellaneous Information page.
    const pim = await newApplication(1);
    const refused = await pim.client.post(`/obca/ajax/otherinfo/${pim.appId}`, { data: validMisc });
    expect(refused.statusCode).toBe(409);
    expect(refusalOf(refused).message).toContain('Miscellaneous Information');
    expect(await sectionsOf(db, pim.appId)).toEqual(CREATED_ROLE);
  });

  it('refuses unknown fields and a step its call does not carry (400), as the spec call did', async () => {
    const { client, appId } = await newApplication();
    for (const body of [{ data: { ...validMisc, colour: 'red' } }, { data: validMisc, step: 14 }])
      expect((await client.post(`/obca/ajax/otherinfo/${appId}`, body)).statusCode).toBe(400);
    expect(await sectionsOf(db, appId)).toEqual(CREATED_ROLE);
  });

  it('was moved from its own column by migration 0035, which leaves no column behind', async () => {
    const { client, appId } = await newApplication();
    // The database as it was before 0035: the answers in their own column.
    await db.execute(sql`alter table applications add column misc jsonb`);
    await db.execute(sql`update applications set misc = ${JSON.stringify(disasterOther)}::jsonb where id = ${appId}`);
    await runMigration(db, '0035_misc_info_in_sections.sql');
    expect(await sectionsOf(db, appId)).toEqual({ ...CREATED_ROLE, miscInfo: disasterOther });
    for (const answer of await loads(client, appId)) expect(answer.data).toEqual(disasterOther);
    await expect(db.execute(sql`select misc from applications limit 1`)).rejects.toThrow(/misc/);
  });
});

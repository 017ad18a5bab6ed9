import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defined, storedFormsContract } from '@consent/domain';
import type { Db } from '../../src/db/client.js';
import { createApplication, createTestApp, registerUser } from '../support/app.js';
import { answerOf } from '../support/answer.js';
import { runMigration, sectionsOf } from '../support/migrations.js';
import { councilIds } from '../support/councils.js';
import { validPerson, validPlg } from '../support/wizard.js';

/*
 * Migration 0036 moves the answers of pre-application, Owner's Detail, Record of Title and FORM PLG 1 from their own
 * columns into the store of section forms (ADR 0031). Run on a database holding real answers of each, as saved
 * before it, the spec's loads answer them exactly as they did, and no column of theirs is left.
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

const PRE = { preAppAnswered: true, haveRefNumber: true, refNumber: 'WCCPRE1021' };
const TITLE = { has_cert: 'yes', request_ct_from_council: 'n', site_address_postcode: '6011' };
const PERSON = { ...validPerson, nzbn: '', rego: '', contact_person: '', street_same_as_mail: false, mobile: '' };
const PLG = { ...validPlg, nes_assessment: '', nes_date: '' };

describe("migration 0036: the section forms' own columns into the store", () => {
  it("moves every stored answer under its form id, the spec's loads answer them as before, and drops the columns", async () => {
    const client = await registerUser(app, 'migrated');
    const appId = await createApplication(client, {
      type: 2,
      param: 'standard',
      role: 'owner',
      councilId: christchurch,
    });
    const other = await registerUser(app, 'unanswered');
    const untouched = await createApplication(other, {
      type: 2,
      param: 'standard',
      role: 'owner',
      councilId: christchurch,
    });
    // The database as it was before 0036: each form's answers in its own column, the request to the council in its own.
    await db.execute(sql`alter table applications add column pre_application jsonb, add column owner_details jsonb,
      add column cert_title jsonb, add column plg jsonb`);
    await db.execute(sql`update applications set pre_application = ${JSON.stringify(PRE)}::jsonb,
      owner_details = ${JSON.stringify(PERSON)}::jsonb, cert_title = ${JSON.stringify({ ...TITLE, request_ct_from_council: 'n' })}::jsonb,
      request_ct_from_council = true, plg = ${JSON.stringify(PLG)}::jsonb, sections = '{"miscInfo":{"has_dogs":"yes"}}'::jsonb
      where id = ${appId}`);
    await runMigration(db, '0036_section_forms_in_sections.sql');

    const title = { ...TITLE, request_ct_from_council: 'y' };
    expect(await sectionsOf(db, appId)).toEqual({
      miscInfo: { has_dogs: 'yes' },
      preApplication: PRE,
      ownerDetails: PERSON,
      recordOfTitle: title,
      plg: PLG,
    });
    // The role it was created with is kept in the store (migration 0082).
    expect(await sectionsOf(db, untouched)).toEqual({ applicantRole: { role: 'OWNER' } });
    const stored = storedFormsContract;
    const get = async (url: string) => (await client.get(`${url}/${appId}`)).json<unknown>();
    expect(answerOf(await client.get(`/obca/ajaxform/getRefNo/${appId}`), stored.preApplication.load[0])).toEqual({
      result: 'success',
      ...PRE,
    });
    expect(await get('/obca/ajaxform/owner')).toEqual({
      result: 'success',
      data: PERSON,
      streetAddressRequired: false,
    });
    expect(await get('/obca/ajaxform/certtitle')).toEqual({ result: 'success', ...title });
    for (const load of ['/obca/ajaxform/plg1', '/ajax/get_plg_data'])
      expect(await get(load)).toEqual({ result: 'success', data: PLG });
    for (const column of ['pre_application', 'owner_details', 'cert_title', 'plg'])
      await expect(db.execute(sql.raw(`select ${column} from applications limit 1`))).rejects.toThrow(column);
  });
});

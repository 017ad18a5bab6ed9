import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_REGISTRY, PIM_MATTERS, applicationsContract, defined, storedFormsContract } from '@consent/domain';
import type { Db } from '../../src/db/client.js';
import { migrationsFolder } from '../../src/db/client.js';
import { applications } from '../../src/db/schema.js';
import { createApplication, createTestApp, registerUser } from '../support/app.js';
import { answerOf } from '../support/answer.js';
import { councilIds } from '../support/councils.js';
import { validPerson } from '../support/wizard.js';

/*
 * Migration 0062 moves the answers of the section forms that still had columns of their own into the store of
 * section forms (ADR 0031, ADR 0044): run on a database holding real answers of each, as saved before it, the spec's
 * calls answer them exactly as they did, and no column of theirs is left.
 */
let app: FastifyInstance;
let db: Db;
let auckland: number;
beforeAll(async () => {
  app = await createTestApp();
  db = (await app.databaseReady).db;
  auckland = defined((await councilIds(app))['Auckland Council'], 'Auckland');
});
afterAll(() => app.close());

const sectionsOf = async (appId: number) =>
  defined(
    (await db.select({ sections: applications.sections }).from(applications).where(eq(applications.id, appId)))[0],
    'the application',
  ).sections;

const EMPTY_OTHER = { profession: '', street: '', suburb: '', region: '', city: '', postcode: '' };
/** The first point of contact as the edit saved it: the owner, with the other fields cleared and its Id. */
const FIRST_CONTACT = { Id: 1, contactType: 1, name: '', company: '', phone: '', email: '', ...EMPTY_OTHER };
/** The invoice payer: someone else, with details of their own. */
const INVOICE_CONTACT = {
  Id: 2,
  contactType: 11,
  name: 'Hēmi Walker',
  company: 'Walker Accounting',
  phone: 'NA',
  email: 'hemi@example.co.nz',
  ...EMPTY_OTHER,
};

/** The PIM as set_pimmatters saved it for a PIM-only application. */
const PIM = { answered: true, pimClasses: [1, 3], notes: 'New garage' };

/** The agent's details as the agent's save kept them. */
const AGENT = { ...validPerson, nzbn: '', rego: '', contact_person: '', street_same_as_mail: false, mobile: '' };

/** The columns as they were before 0062, added back to the migrated schema. */
const OLD_COLUMNS = sql`alter table applications add column first_contact jsonb, add column invoice_contact jsonb,
  add column pim jsonb, add column agent_details jsonb, add column need_agent text`;
const DROPPED = ['first_contact', 'invoice_contact', 'pim', 'agent_details', 'need_agent'];

describe("migration 0062: the remaining section forms' own columns into the store", () => {
  it("moves every stored answer under its form id, the spec's calls answer them as before, and drops the columns", async () => {
    const client = await registerUser(app, 'migrated-columns');
    const appId = await createApplication(client, { type: 1, param: 'standard', role: 'owner', councilId: auckland });
    const other = await registerUser(app, 'unanswered-columns');
    const untouched = await createApplication(other, {
      type: 2,
      param: 'standard',
      role: 'owner',
      councilId: auckland,
    });
    await db.execute(OLD_COLUMNS);
    await db.execute(sql`update applications set first_contact = ${JSON.stringify(FIRST_CONTACT)}::jsonb,
      invoice_contact = ${JSON.stringify(INVOICE_CONTACT)}::jsonb, pim = ${JSON.stringify(PIM)}::jsonb,
      agent_details = ${JSON.stringify(AGENT)}::jsonb, need_agent = 'yes',
      sections = '{"miscInfo":{"has_dogs":"yes"}}'::jsonb
      where id = ${appId}`);
    const migration = fs.readFileSync(path.join(migrationsFolder, '0062_column_forms_in_sections.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    expect(await sectionsOf(appId)).toEqual({
      miscInfo: { has_dogs: 'yes' },
      firstPointOfContact: FIRST_CONTACT,
      invoicePayableBy: INVOICE_CONTACT,
      pim: PIM,
      agentDetails: { data: AGENT, needagent: 'yes' },
    });
    // The role it was created with is kept in the store (migration 0082).
    expect(await sectionsOf(untouched)).toEqual({ applicantRole: { role: 'OWNER' } });

    // The contact forms' spec load is the application data.
    const data = answerOf(
      await client.post('/obca/application', { application_id: appId }),
      applicationsContract.application,
    );
    expect(data.firstContact).toEqual(FIRST_CONTACT);
    expect(data.invoiceContact).toEqual(INVOICE_CONTACT);
    const unanswered = answerOf(
      await other.post('/obca/application', { application_id: untouched }),
      applicationsContract.application,
    );
    expect([unanswered.firstContact, unanswered.invoiceContact]).toEqual([null, null]);

    expect(answerOf(await client.get(`/obca/ajaxform/apptype/${appId}`), storedFormsContract.pim.load[0])).toEqual({
      result: 'success',
      appType: 1,
      ...PIM,
      pim_classes: PIM_MATTERS,
    });

    const agent = FORM_REGISTRY.agentDetails.store.load;
    expect(answerOf(await client.get(`/obca/ajaxform/agent/${appId}`), agent[0].route)).toEqual({
      result: 'success',
      data: AGENT,
      streetAddressRequired: false,
    });
    expect(answerOf(await client.get(`/obca/ajaxform/needagent/${appId}`), agent[1].route)).toEqual({
      result: 'success',
      needagent: 'yes',
    });
    expect(data.agentDetails).toEqual(AGENT);

    for (const column of DROPPED)
      await expect(db.execute(sql.raw(`select ${column} from applications limit 1`))).rejects.toThrow(column);
  });
});

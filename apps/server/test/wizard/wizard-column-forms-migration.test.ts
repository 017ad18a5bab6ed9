import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORM_REGISTRY,
  PIM_MATTERS,
  applicationsContract,
  authContract,
  defined,
  storedFormsContract,
} from '@consent/domain';
import type { Db } from '../../src/db/client.js';
import { createApplication, createTestApp, registerUser } from '../support/app.js';
import { answerOf } from '../support/answer.js';
import { runMigration, sectionsOf } from '../support/migrations.js';
import { councilIds } from '../support/councils.js';
import { validPerson } from '../support/wizard.js';

/*
 * Migrations 0062 and 0082 move the answers of the section forms that still had columns of their own into the store
 * of section forms (ADR 0031, ADR 0044, ADR 0062): run on a database holding real answers of each, as saved before
 * them, the spec's calls answer them exactly as they did, and no column of theirs is left.
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
    await runMigration(db, '0062_column_forms_in_sections.sql');

    expect(await sectionsOf(db, appId)).toEqual({
      miscInfo: { has_dogs: 'yes' },
      firstPointOfContact: FIRST_CONTACT,
      invoicePayableBy: INVOICE_CONTACT,
      pim: PIM,
      agentDetails: { data: AGENT, needagent: 'yes' },
    });
    // The role it was created with is kept in the store (migration 0082).
    expect(await sectionsOf(db, untouched)).toEqual({ applicantRole: { role: 'OWNER' } });

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

describe("migration 0082: the applicant's role column into the store", () => {
  it("moves every stored role under the form's id, the spec's calls answer it as before, and drops the column", async () => {
    const agent = await registerUser(app, 'migrated-role');
    const agentsApp = await createApplication(agent, { type: 2, param: 'standard', councilId: auckland });
    const owner = await registerUser(app, 'migrated-owner');
    const ownersApp = await createApplication(owner, { type: 5, param: 'standard', councilId: auckland });
    const unanswered = await createApplication(owner, { type: 2, param: 'standard', councilId: auckland });
    // The column as it was before 0082, holding each application's role as the old saves wrote it.
    await db.execute(sql`alter table applications add column role text`);
    await db.execute(sql`update applications set role = 'AGENT',
      sections = '{"miscInfo":{"has_dogs":"yes"}}'::jsonb where id = ${agentsApp}`);
    await db.execute(sql`update applications set role = 'OWNER', sections = '{}'::jsonb where id = ${ownersApp}`);
    await db.execute(sql`update applications set role = null, sections = '{}'::jsonb where id = ${unanswered}`);
    await runMigration(db, '0082_applicant_role_in_sections.sql');

    expect(await sectionsOf(db, agentsApp)).toEqual({
      miscInfo: { has_dogs: 'yes' },
      applicantRole: { role: 'AGENT' },
    });
    expect(await sectionsOf(db, ownersApp)).toEqual({ applicantRole: { role: 'OWNER' } });
    expect(await sectionsOf(db, unanswered)).toEqual({});

    const load = storedFormsContract.applicantRole.load[0];
    expect(answerOf(await agent.get(`/obca/ajaxform/approle/${agentsApp}`), load)).toEqual({
      result: 'success',
      appRole: 'AGENT',
      role: 'AGENT',
    });
    expect(answerOf(await owner.get(`/obca/ajaxform/approle/${unanswered}`), load)).toEqual({
      result: 'success',
      appRole: null,
      role: null,
    });
    const data = async (client: typeof agent, appId: number) =>
      answerOf(await client.post('/obca/application', { application_id: appId }), applicationsContract.application);
    expect([(await data(agent, agentsApp)).app_signee, (await data(agent, agentsApp)).applicantRole]).toEqual([
      'AGENT',
      'AGENT',
    ]);
    expect((await data(owner, unanswered)).app_signee).toBeNull();
    // The last role: the owner's latest application with a role is the exemption, answered OWNER.
    expect(answerOf(await owner.get('/api/auth/me'), authContract.me).applicantRole).toBe('owner');
    expect(answerOf(await agent.get('/api/auth/me'), authContract.me).applicantRole).toBe('agent');
    // An edit of another attribute answers the role as stored.
    const edited = await agent.post('/access/app', { action: 'edit', appId: agentsApp, data: { param: 'standard' } });
    expect(answerOf(edited, applicationsContract.accessApp).data).toMatchObject({ role: 'AGENT' });

    await expect(db.execute(sql.raw('select role from applications limit 1'))).rejects.toThrow('role');
  });
});

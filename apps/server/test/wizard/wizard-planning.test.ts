import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_TYPE,
  EMPTY_MISC,
  EMPTY_PLG,
  addYears,
  contactMessages,
  formMessages,
  messages,
  nzToday,
  projectMessages,
  siteLocationMessages,
  applicationsContract,
  storedFormsContract,
  wizardContract,
} from '@consent/domain';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import {
  DECLARATION,
  answerWizardForms,
  completeApplication,
  validEcan,
  validMisc,
  validPlg,
} from '../support/wizard.js';
import { answerOf, refusalOf, detailsOf } from '../support/answer.js';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { applications } from '../../src/db/schema.js';

let app: FastifyInstance;
let db: Db;
let ids: Record<string, number>;

beforeAll(async () => {
  app = await createTestApp();
  db = (await app.databaseReady).db;
  ids = await councilIds(app);
});
afterAll(() => app.close());

async function newApplication(council = 'Christchurch City Council', data: Record<string, unknown> = {}) {
  const client = await registerUser(app, 'planning');
  const appId = await createApplication(client, {
    type: 2,
    param: 'standard',
    role: 'owner',
    councilId: ids[council],
    ...data,
  });
  return { client, appId };
}

const edit = (client: Client, appId: number, data: unknown, validation_mode = 'all') =>
  client.post('/access/app', { action: 'edit', appId, validation_mode, data });

describe('FORM PLG 1: POST /obca/ajax/plg1, GET /obca/ajaxform/plg1 and /ajax/get_plg_data', () => {
  it('saves the answers and both loads answer them', async () => {
    const { client, appId } = await newApplication();
    expect(answerOf(await client.get(`/ajax/get_plg_data/${appId}`), storedFormsContract.plg.load[0])).toEqual({
      result: 'success',
      data: EMPTY_PLG,
    });
    const data = {
      change_use: 'yes',
      disturb_soil: 'yes',
      hail_land: 'yes',
      nes_assessment: 'undertaken',
      nes_date: addYears(nzToday(), 1),
    };
    expect((await client.post(`/obca/ajax/plg1/${appId}`, { data, validation_mode: 'all' })).statusCode).toBe(200);
    expect(answerOf(await client.get(`/obca/ajaxform/plg1/${appId}`), storedFormsContract.plg.load[0]).data).toEqual(
      data,
    );
    expect(answerOf(await client.get(`/ajax/get_plg_data/${appId}`), storedFormsContract.plg.load[0]).data).toEqual(
      data,
    );
  });

  it('refuses a past NES date even in mode min, and missing answers in mode all, saving nothing', async () => {
    const { client, appId } = await newApplication();
    const past = { ...validPlg, hail_land: 'yes', nes_assessment: 'taken', nes_date: addYears(nzToday(), -1) };
    const refused = await client.post(`/obca/ajax/plg1/${appId}`, { data: past, validation_mode: 'min' });
    expect(refused.statusCode).toBe(400);
    expect(detailsOf(refused)).toEqual([{ field: 'nes_date', message: formMessages.nesDateFuture }]);
    const missing = await client.post(`/obca/ajax/plg1/${appId}`, { data: {}, validation_mode: 'all' });
    expect(refusalOf(missing).message).toBe(formMessages.changeUseUnanswered);
    expect(answerOf(await client.get(`/ajax/get_plg_data/${appId}`), storedFormsContract.plg.load[0]).data).toEqual(
      EMPTY_PLG,
    );
    expect((await client.post(`/obca/ajax/plg1/${appId}`, { data: past, validation_mode: 'none' })).statusCode).toBe(
      200,
    );
  });
});

/** Both of Miscellaneous Information's loads answer in this route's shape. */
const [miscLoad] = storedFormsContract.miscInfo.load;

describe('Miscellaneous Information: POST /obca/ajax/otherinfo, GET /obca/ajaxform/otherinfo and /ajax/get_misc_data', () => {
  it('saves a disaster "other" (id 5) with its text and loads it back', async () => {
    const { client, appId } = await newApplication();
    const data = { ...validMisc, disaster_related: 'yes', disaster_id: 5, disaster_other: 'Hail storm, Timaru 2024' };
    expect((await client.post(`/obca/ajax/otherinfo/${appId}`, { data })).statusCode).toBe(200);
    expect(answerOf(await client.get(`/ajax/get_misc_data/${appId}`), miscLoad).data).toEqual(data);
    expect(answerOf(await client.get(`/obca/ajaxform/otherinfo/${appId}`), miscLoad).data).toEqual(data);
  });

  it('asks for the text of disaster 5 and refuses an unknown disaster id', async () => {
    const { client, appId } = await newApplication();
    const refused = await client.post(`/obca/ajax/otherinfo/${appId}`, {
      data: { ...validMisc, disaster_related: 'yes', disaster_id: 5 },
    });
    expect(refusalOf(refused).message).toBe(formMessages.disasterOther);
    expect(
      (await client.post(`/obca/ajax/otherinfo/${appId}`, { data: { ...validMisc, disaster_id: 77 } })).statusCode,
    ).toBe(400);
    expect(answerOf(await client.get(`/ajax/get_misc_data/${appId}`), miscLoad).data).toEqual(EMPTY_MISC);
  });
});

describe('regional-council form: POST /obca/ajax/ecan and GET /obca/ajaxform/ecan', () => {
  it('is for a regional council only', async () => {
    const { client, appId } = await newApplication();
    expect(answerOf(await client.get(`/obca/ajaxform/ecan/${appId}`), wizardContract.ecan)).toMatchObject({
      regional: false,
    });
    const refused = await client.post(`/obca/ajax/ecan/${appId}`, { data: validEcan });
    expect(refused.statusCode).toBe(400);
    expect(refusalOf(refused).message).toBe(formMessages.regionalCouncilOnly);
  });

  it('keeps the works date within ten years either side of today', async () => {
    const { client, appId } = await newApplication('Canterbury Regional Council (Environment Canterbury)');
    const late = await client.post(`/obca/ajax/ecan/${appId}`, {
      data: { ...validEcan, works_date: addYears(nzToday(), 11) },
    });
    expect(refusalOf(late).message).toBe(formMessages.worksDateRange);
    const data = { ...validEcan, works_date: addYears(nzToday(), -9) };
    expect((await client.post(`/obca/ajax/ecan/${appId}`, { data })).statusCode).toBe(200);
    expect(answerOf(await client.get(`/obca/ajaxform/ecan/${appId}`), wizardContract.ecan)).toEqual({
      result: 'success',
      data,
      regional: true,
    });
  });
});

describe('first point of contact and invoice payable by: POST /access/app edit {firstContact, invoiceContact}', () => {
  it('saves the owner as first contact and an "other" payer, and the application data answers them', async () => {
    const { client, appId } = await newApplication('Auckland Council');
    const other = {
      contactType: CONTACT_TYPE.OTHER,
      name: 'Hēmi Walker',
      company: 'Walker Accounting',
      phone: 'NA',
      email: 'hemi@example.co.nz',
    };
    expect((await edit(client, appId, { firstContact: { contactType: 1 }, invoiceContact: other })).statusCode).toBe(
      200,
    );
    const data = answerOf(
      await client.post('/obca/application', { application_id: appId }),
      applicationsContract.application,
    );
    expect(data.firstContact).toMatchObject({ contactType: 1 });
    expect(data.invoiceContact).toMatchObject({ ...other, profession: '', street: '' });
  });

  it('keeps none of the other fields for the owner or the agent: cleared in what is stored and read back (issue 30.3)', async () => {
    const { client, appId } = await newApplication('Auckland Council');
    const junk = {
      name: '<script>alert(1)</script>',
      company: 'Walker Accounting',
      phone: '021 448 2093',
      email: "'; drop table users; --",
      profession: 'Accountant',
      street: '1 Queen Street',
      city: 'Auckland',
      postcode: '1010',
    };
    for (const contactType of [CONTACT_TYPE.OWNER, CONTACT_TYPE.AGENT]) {
      expect(
        (
          await edit(client, appId, {
            firstContact: { contactType, ...junk },
            invoiceContact: { contactType, ...junk },
          })
        ).statusCode,
      ).toBe(200);
      const [row] = await db.select().from(applications).where(eq(applications.id, appId));
      const cleared = {
        name: '',
        company: '',
        phone: '',
        email: '',
        profession: '',
        street: '',
        city: '',
        postcode: '',
      };
      expect(row?.sections.firstPointOfContact).toMatchObject({ contactType, ...cleared });
      expect(row?.sections.invoicePayableBy).toMatchObject({ contactType, ...cleared });
      const data = answerOf(
        await client.post('/obca/application', { application_id: appId }),
        applicationsContract.application,
      );
      expect(data.firstContact).toMatchObject({ contactType, ...cleared });
      expect(
        JSON.stringify([row?.sections.firstPointOfContact, row?.sections.invoicePayableBy, data.firstContact]),
      ).not.toMatch(/script|drop/);
    }
  });

  it("checks an 'other' contact's email as an email address, with the message for every email field", async () => {
    const { client, appId } = await newApplication('Auckland Council');
    const other = { contactType: CONTACT_TYPE.OTHER, name: 'Hēmi Walker', phone: '021 448 2093' };
    for (const email of ["'; drop table users; --", '<script>alert(1)</script>', 'hemi@example']) {
      const refused = await edit(client, appId, { invoiceContact: { ...other, email } });
      expect(detailsOf(refused)).toEqual([{ field: 'invoiceContact.email', message: formMessages.emailFormat }]);
    }
    expect(formMessages.emailFormat).toBe('Enter an email address in the correct format, like name@example.com');
    const [row] = await db.select().from(applications).where(eq(applications.id, appId));
    expect(row?.sections.invoicePayableBy).toBeUndefined();
  });

  it("refuses an 'other' contact without name, phone or email with the spec's messages, changing nothing", async () => {
    const { client, appId } = await newApplication('Auckland Council');
    const response = await edit(
      client,
      appId,
      { firstContact: { contactType: 1 }, invoiceContact: { contactType: 11, name: 'Jo' } },
      'min',
    );
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toMatchObject({
      message: messages.contactFullName,
      details: [
        { field: 'invoiceContact.name', message: messages.contactFullName },
        { field: 'invoiceContact.phone', message: messages.contactPhone },
        { field: 'invoiceContact.email', message: messages.contactEmail },
      ],
    });
    expect(
      answerOf(await client.post('/obca/application', { application_id: appId }), applicationsContract.application)
        .firstContact,
    ).toBeNull();
    expect((await edit(client, appId, { invoiceContact: { contactType: 11, name: 'Jo' } }, 'none')).statusCode).toBe(
      200,
    );
  });

  it("gives the first contact its Id (spec point 3 'First contact / invoice payer: contactType, Id'): one per person", async () => {
    const { client, appId } = await newApplication('Auckland Council');
    const other = {
      contactType: CONTACT_TYPE.OTHER,
      name: 'Hēmi Walker',
      phone: '021 448 2093',
      email: 'hemi@example.co.nz',
    };
    const saved = async () =>
      answerOf(await client.post('/obca/application', { application_id: appId }), applicationsContract.application);
    expect((await edit(client, appId, { firstContact: { contactType: 1, Id: 99 } })).statusCode).toBe(200);
    expect((await saved()).firstContact).toMatchObject({ Id: 1 });
    await edit(client, appId, { invoiceContact: other });
    expect((await saved()).invoiceContact).toMatchObject({ Id: 2 });
    await edit(client, appId, { firstContact: other });
    expect((await saved()).firstContact).toMatchObject({ Id: 2 });
    await edit(client, appId, { invoiceContact: { ...other, name: 'Ana Sione' } });
    expect((await saved()).invoiceContact).toMatchObject({ Id: 3 });
  });

  it("takes 'NA' as the placeholder for a phone or email the applicant does not have (spec point 3), and only 'NA'", async () => {
    const { client, appId } = await newApplication('Auckland Council');
    const other = { contactType: CONTACT_TYPE.OTHER, name: 'Hēmi Walker', phone: 'NA', email: 'NA' };
    expect((await edit(client, appId, { firstContact: other })).statusCode).toBe(200);
    expect(
      answerOf(await client.post('/obca/application', { application_id: appId }), applicationsContract.application)
        .firstContact,
    ).toMatchObject({ phone: 'NA', email: 'NA' });
    const unknown = await edit(client, appId, { firstContact: { ...other, phone: 'N/A', email: 'na' } });
    expect(detailsOf(unknown)).toEqual([
      { field: 'firstContact.phone', message: formMessages.phoneFormat },
      { field: 'firstContact.email', message: formMessages.emailFormat },
    ]);
  });

  it('refuses a contact type other than 1, 2 or 11', async () => {
    const { client, appId } = await newApplication('Auckland Council');
    const response = await edit(client, appId, { firstContact: { contactType: 3 } });
    expect(response.statusCode).toBe(400);
    expect(detailsOf(response)[0]?.field).toBe('firstContact.contactType');
  });
});

describe("completion and 'validate' use the wizard engine", () => {
  it('refuses completion with the first unanswered required form, in page order, and completes once all are answered', async () => {
    // Auckland enables the pre-application meeting, first point of contact and invoice payable by.
    const { client, appId } = await newApplication('Auckland Council');
    const refused = await client.post(`/ajax/complete_application_form/${appId}`, DECLARATION);
    expect(refused.statusCode).toBe(400);
    expect(refusalOf(refused).message).toBe(messages.preAppUnanswered);
    expect(detailsOf(refused).map((d: { message: string }) => d.message)).toEqual([
      messages.preAppUnanswered,
      messages.pimUnanswered,
      formMessages.personFullName('owner'),
      formMessages.firstContactUnanswered,
      formMessages.invoiceContactUnanswered,
      siteLocationMessages.noParcel,
      formMessages.hasCertUnanswered,
      projectMessages.description,
      contactMessages.hasLbpUnanswered,
      formMessages.changeUseUnanswered,
      formMessages.disasterUnanswered,
      'Upload the plans and drawings.',
    ]);
    const validate = answerOf(
      await client.post('/access/app', { action: 'validate', appId, validation_mode: 'all' }),
      applicationsContract.accessApp,
    );
    expect(validate).toMatchObject({ result: 'invalid', message: messages.preAppUnanswered });
    expect(
      answerOf(
        await client.post('/access/app', { action: 'validate', appId, validation_mode: 'none' }),
        applicationsContract.accessApp,
      ).result,
    ).toBe('success');
    expect(
      answerOf(await client.post('/obca/application', { application_id: appId }), applicationsContract.application)
        .appCompleted,
    ).toBe(false);

    await completeApplication(client, appId);
    expect(
      answerOf(await client.post('/obca/application', { application_id: appId }), applicationsContract.application)
        .appCompleted,
    ).toBe(true);
  });

  it('asks a regional council application for its regional-council form before completing', async () => {
    const { client, appId } = await newApplication('Canterbury Regional Council (Environment Canterbury)');
    await answerWizardForms(client, appId);
    await client.post(`/obca/ajax/ecan/${appId}`, { data: {}, validation_mode: 'none' });
    expect(refusalOf(await client.post(`/ajax/complete_application_form/${appId}`, DECLARATION)).message).toBe(
      formMessages.damName,
    );
  });

  it('refuses every planning save once completed (409) and another user (404)', async () => {
    const { client, appId } = await newApplication();
    await completeApplication(client, appId);
    expect((await client.post(`/obca/ajax/plg1/${appId}`, { data: validPlg })).statusCode).toBe(409);
    expect((await client.post(`/obca/ajax/otherinfo/${appId}`, { data: validMisc })).statusCode).toBe(409);
    expect((await edit(client, appId, { firstContact: { contactType: 2 } })).statusCode).toBe(409);
    const stranger = await registerUser(app, 'stranger');
    for (const path of [
      '/ajax/get_plg_data',
      '/ajax/get_misc_data',
      '/obca/ajaxform/ecan',
      '/obca/ajaxform/plg1',
      '/obca/ajaxform/otherinfo',
    ]) {
      expect((await stranger.get(`${path}/${appId}`)).statusCode).toBe(404);
    }
  });
});

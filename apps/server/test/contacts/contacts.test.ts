import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LICENCE_CLASSES,
  PROFESSIONS,
  contactMessages,
  formMessages,
  messages,
  contactsContract,
  councilsContract,
} from '@consent/domain';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { DECLARATION, answerWizardForms, completeApplication } from '../support/wizard.js';
import { answerOf, refusalOf } from '../support/answer.js';

const hemi = {
  contact_mode: 'lbp',
  name: 'Hemi Walker',
  phone: '021 448 2093',
  email: 'hemi.walker@example.co.nz',
  licence_number: 'BP104233',
  licence_class: 'Carpentry',
  locations: 'Riccarton, Christchurch',
};
const engineer = {
  contact_mode: 'other',
  name: 'Ana Sione',
  phone: '04 555 0199',
  email: 'ana@example.co.nz',
  profession: 'Engineer',
  registration_number: 'CPEng 1012345',
};

describe('project contacts: save, edit, delete, list (spec point 7 "Contacts")', () => {
  let app: FastifyInstance;
  let client: Client;
  let appId: number;
  const save = (body: Record<string, unknown>, id = appId) =>
    client.post(`/obca/savecontact/${id}`, { appId: id, ...body });
  beforeAll(async () => {
    app = await createTestApp();
    client = await registerUser(app, 'contacts');
    appId = await createApplication(client);
  });
  afterAll(() => app.close());

  it('loads the page: no answer yet, mode lbp for a building consent, the lists it offers', async () => {
    const form = answerOf(await client.get(`/obca/ajaxform/lbp/${appId}`), contactsContract.form);
    expect(form).toMatchObject({
      result: 'success',
      has_lbp: '',
      contact_mode: 'lbp',
      contacts: { lbp: [], other: [] },
      imported: false,
    });
    expect(form.lbp_classes).toEqual(JSON.parse(JSON.stringify(LICENCE_CLASSES)));
    expect(form.professions).toEqual([...PROFESSIONS]);
    expect(form.lbp_register_url).toMatch(/^https:\/\//);
  });

  it("carries the council url with the contact lists (spec point 3 'Project contact: … council url')", async () => {
    const { configs } = answerOf(await client.get('/ajax/get_councils_configs/1'), councilsContract.configs);
    expect(configs.url).toMatch(/^https:\/\//);
    expect(answerOf(await client.get(`/obca/ajaxform/lbp/${appId}`), contactsContract.form).url).toBe(configs.url);
    expect(answerOf(await client.get(`/ajax/get_contacts_data/${appId}`), contactsContract.contactsData).url).toBe(
      configs.url,
    );
  });

  it('adds an LBP from the register and lists it', async () => {
    const saved = await save(hemi);
    expect(saved.statusCode).toBe(200);
    expect(answerOf(saved, contactsContract.add)).toMatchObject({
      result: 'success',
      data: { ...hemi, pid: expect.any(Number), registration_number: '', profession: '' },
    });
    const listed = answerOf(await client.get(`/ajax/get_contacts_data/${appId}`), contactsContract.contactsData);
    expect(listed.data.lbp).toEqual([answerOf(saved, contactsContract.add).data]);
    expect(listed.data.other).toEqual([]);
  });

  it.each([
    ['a name under 3 characters', { name: 'Jo' }, messages.contactFullName],
    ['no phone', { phone: '' }, messages.contactPhone],
    ['no email', { email: '' }, messages.contactEmail],
    ['an LBP number that is not BP and 6 digits', { licence_number: 'BP12' }, contactMessages.lbpNumberFormat],
    [
      'a practitioner nobody on the register has',
      { licence_number: 'BP000001' },
      contactMessages.lbpNotFound('BP000001'),
    ],
    [
      'a practitioner with no active licence',
      { name: 'Rawiri Parata', licence_number: 'BP127450', licence_class: 'Design 2' },
      "Unable to select Licensed Building Practitioner 'Rawiri Parata (BP127450)' has no active licence.",
    ],
    [
      'a class that is not current for the practitioner',
      { name: 'Mere Tane', licence_number: 'BP118822', licence_class: 'Foundations' },
      contactMessages.licenceClassNotCurrent('Foundations'),
    ],
  ])('refuses %s with the message, saving nothing', async (_label, change, message) => {
    const before = answerOf(await client.get(`/ajax/get_contacts_data/${appId}`), contactsContract.contactsData).data;
    const refused = await save({ ...hemi, ...change });
    expect(refused.statusCode).toBe(400);
    expect(refusalOf(refused).message).toBe(message);
    expect(answerOf(await client.get(`/ajax/get_contacts_data/${appId}`), contactsContract.contactsData).data).toEqual(
      before,
    );
  });

  it("takes 'NA' for phone and email (I don't have this information), and the placeholder BP000000 without a class", async () => {
    const saved = await save({
      ...hemi,
      name: 'Unknown Roofer',
      phone: 'NA',
      email: 'NA',
      licence_number: 'BP000000',
      licence_class: '',
    });
    expect(saved.statusCode).toBe(200);
    const text = await client.post('/a2/apix/contacts/view', { regnumber: 'BP000000', app_id: appId });
    expect(text.headers['content-type']).toMatch(/^text\/plain/);
    expect(text.body).toBe(
      'Unknown Roofer\nPhone: Not provided\nEmail: Not provided\nLocation: Riccarton, Christchurch\n',
    );
  });

  it('answers a contact as text by its licence or registration number', async () => {
    const text = await client.post('/a2/apix/contacts/view', { regnumber: 'bp104233', app_id: String(appId) });
    expect(text.statusCode).toBe(200);
    expect(text.body).toBe(
      'Hemi Walker\nLicensed Building Practitioner BP104233\nLicence class: Carpentry\nPhone: 021 448 2093\nEmail: hemi.walker@example.co.nz\nLocation: Riccarton, Christchurch\n',
    );
    expect((await client.post('/a2/apix/contacts/view', { regnumber: 'BP999999', app_id: appId })).statusCode).toBe(
      404,
    );
  });

  it('answers the text post sent form-encoded: POST {council}/a2/apix/contacts/view {regnumber, app_id} returns text', async () => {
    const text = await client.request({
      method: 'POST',
      url: '/a2/apix/contacts/view',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ regnumber: 'BP104233', app_id: String(appId) }).toString(),
    });
    expect(text.statusCode).toBe(200);
    expect(text.headers['content-type']).toMatch(/^text\/plain/);
    expect(text.body).toMatch(/^Hemi Walker\nLicensed Building Practitioner BP104233\n/);
    const unknownField = await client.request({
      method: 'POST',
      url: '/a2/apix/contacts/view',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `regnumber=BP104233&app_id=${appId}&other=1`,
    });
    expect(unknownField.statusCode).toBe(400);
  });

  it('keeps every other contacts post JSON-only', async () => {
    const formSave = await client.request({
      method: 'POST',
      url: `/obca/savecontact/${appId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ appId: String(appId), ...hemi }).toString(),
    });
    expect(formSave.statusCode).toBe(415);
  });

  it('refuses other professionals where the contacts mode is lbp only', async () => {
    const refused = await save(engineer);
    expect(refused.statusCode).toBe(400);
    expect(refusalOf(refused).message).toBe(contactMessages.otherContactsNotAllowed);
  });

  it('edits a contact with contacts_for_councils, and deletes it', async () => {
    const { pid } = answerOf(await save({ ...hemi, name: 'Hemi Walker Jr' }), contactsContract.add).data;
    const { contact_mode, ...details } = hemi;
    const edited = await client.post(`/obca/editcontact/${appId}`, {
      appId,
      pid,
      contact_mode,
      contacts_for_councils: { ...details, phone: '021 000 1111' },
    });
    expect(edited.statusCode).toBe(200);
    expect(answerOf(edited, contactsContract.edit).data).toMatchObject({ pid, phone: '021 000 1111' });
    const badEdit = await client.post(`/obca/editcontact/${appId}`, {
      appId,
      pid,
      contact_mode,
      contacts_for_councils: { ...details, name: 'H' },
    });
    expect(refusalOf(badEdit).message).toBe(messages.contactFullName);

    expect(
      answerOf(await client.post(`/obca/deletecontact/${appId}`, { appId, params: { pid } }), contactsContract.remove),
    ).toEqual({
      result: 'success',
      message: 'Deleted',
    });
    const list = answerOf(await client.get(`/ajax/get_contacts_data/${appId}`), contactsContract.contactsData).data.lbp;
    expect(list.map((c: { pid: number }) => c.pid)).not.toContain(pid);
    expect((await client.post(`/obca/deletecontact/${appId}`, { appId, params: { pid } })).statusCode).toBe(404);
    expect(
      (await client.post(`/obca/editcontact/${appId}`, { appId, pid, contact_mode, contacts_for_councils: details }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses unknown fields and an appId that is not the one in the path', async () => {
    expect((await save({ ...hemi, isAdmin: true })).statusCode).toBe(400);
    const mismatch = await client.post(`/obca/savecontact/${appId}`, { ...hemi, appId: appId + 1 });
    expect(mismatch.statusCode).toBe(400);
    expect(refusalOf(mismatch).message).toBe(formMessages.appIdMismatch);
  });

  it('saves the page question has_lbp with its rules by validation mode', async () => {
    const other = await createApplication(client);
    const post = (has_lbp: string, validation_mode?: string) =>
      client.post(`/obca/ajax/lbp/${other}`, { has_lbp, step: 11, validation_mode });
    expect(refusalOf(await post('')).message).toBe(contactMessages.hasLbpUnanswered);
    expect(refusalOf(await post('yes')).message).toBe(contactMessages.lbpContactMissing);
    expect((await post('', 'min')).statusCode).toBe(200);
    expect((await post('no')).statusCode).toBe(200);
    expect(answerOf(await client.get(`/obca/ajaxform/lbp/${other}`), contactsContract.form).has_lbp).toBe('no');
    await save(hemi, other);
    expect((await post('yes')).statusCode).toBe(200);
    expect((await client.post(`/obca/ajax/lbp/${other}`, { has_lbp: 'yes', step: 12 })).statusCode).toBe(400);
  });
});

describe('contacts mode both (certificate of acceptance, flood, fast track)', () => {
  it('takes other professionals with their registration numbers', async () => {
    const app = await createTestApp();
    try {
      const client = await registerUser(app, 'contacts-both');
      const appId = await createApplication(client, { type: 2, param: 'flooded', role: 'owner', councilId: 1 });
      expect(answerOf(await client.get(`/obca/ajaxform/lbp/${appId}`), contactsContract.form).contact_mode).toBe(
        'both',
      );
      const saved = await client.post(`/obca/savecontact/${appId}`, { appId, ...engineer, licence_number: 'BP104233' });
      expect(saved.statusCode).toBe(200);
      expect(answerOf(saved, contactsContract.add).data).toMatchObject({
        ...engineer,
        licence_number: '',
        licence_class: '',
      });
      const noProfession = await client.post(`/obca/savecontact/${appId}`, {
        appId,
        ...engineer,
        profession: 'Wizard',
      });
      expect(refusalOf(noProfession).message).toBe(contactMessages.professionMissing);
      expect(
        answerOf(await client.get(`/ajax/get_contacts_data/${appId}`), contactsContract.contactsData).data.other,
      ).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describe("the user's contact library (GET /api/contacts/search?q=&type=lbp)", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('offers the contacts used on earlier applications, once each, to their user only', async () => {
    const client = await registerUser(app, 'library');
    const first = await createApplication(client);
    const second = await createApplication(client, { type: 2, param: 'flooded', role: 'owner', councilId: 1 });
    await client.post(`/obca/savecontact/${first}`, { appId: first, ...hemi });
    await client.post(`/obca/savecontact/${second}`, { appId: second, ...hemi, locations: 'Sumner, Christchurch' });
    await client.post(`/obca/savecontact/${second}`, { appId: second, ...engineer });

    const found = answerOf(await client.get('/api/contacts/search?q=hemi&type=lbp'), contactsContract.library);
    expect(found).toEqual({
      result: 'success',
      message: '',
      data: [
        {
          contact_mode: 'lbp',
          name: 'Hemi Walker',
          registration_number: 'BP104233',
          phone_number: '021 448 2093',
          email: 'hemi.walker@example.co.nz',
          license_classes: ['Carpentry'],
          locations: ['Sumner, Christchurch', 'Riccarton, Christchurch'],
          address: '',
          profession: '',
        },
      ],
    });
    expect(answerOf(await client.get('/api/contacts/search?q=BP1042'), contactsContract.library).data).toHaveLength(1);
    expect(
      answerOf(await client.get('/api/contacts/search?q=&type=other'), contactsContract.library).data.map(
        (c: { name: string }) => c.name,
      ),
    ).toEqual(['Ana Sione']);
    expect(
      answerOf(await client.get('/api/contacts/search?q=&type=lbp'), contactsContract.library).data.map(
        (c: { name: string }) => c.name,
      ),
    ).toEqual(['Hemi Walker']);
    expect(answerOf(await client.get('/api/contacts/search?q=%25'), contactsContract.library).data).toEqual([]);
    expect((await client.get('/api/contacts/search?type=both')).statusCode).toBe(400);

    const stranger = await registerUser(app, 'library-stranger');
    expect(answerOf(await stranger.get('/api/contacts/search?q=hemi'), contactsContract.library).data).toEqual([]);
  });
});

describe('ownership and completed applications', () => {
  it("answers 404 for another user's application and 409 once it is completed", async () => {
    const app = await createTestApp();
    try {
      const owner = await registerUser(app, 'contacts-owner');
      const stranger = await registerUser(app, 'contacts-stranger');
      const appId = await createApplication(owner);
      const { pid } = answerOf(
        await owner.post(`/obca/savecontact/${appId}`, { appId, ...hemi }),
        contactsContract.add,
      ).data;
      const { contact_mode, ...details } = hemi;
      const calls = (c: Client) => [
        c.get(`/obca/ajaxform/lbp/${appId}`),
        c.get(`/ajax/get_contacts_data/${appId}`),
        c.post('/a2/apix/contacts/view', { regnumber: 'BP104233', app_id: appId }),
        c.post(`/obca/savecontact/${appId}`, { appId, ...hemi }),
        c.post(`/obca/editcontact/${appId}`, { appId, pid, contact_mode, contacts_for_councils: details }),
        c.post(`/obca/deletecontact/${appId}`, { appId, params: { pid } }),
        c.post(`/obca/ajax/lbp/${appId}`, { has_lbp: 'no', step: 11 }),
      ];
      for (const response of await Promise.all(calls(stranger))) expect(response.statusCode).toBe(404);

      await completeApplication(owner, appId);
      const [form, list, view, ...writes] = await Promise.all(calls(owner));
      expect([form?.statusCode, list?.statusCode, view?.statusCode]).toEqual([200, 200, 200]);
      for (const response of writes) expect(response.statusCode).toBe(409);
      expect(
        answerOf(await owner.get(`/ajax/get_contacts_data/${appId}`), contactsContract.contactsData).data.lbp,
      ).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describe('completion asks for the Project Contacts page', () => {
  it("refuses to complete while has_lbp is unanswered, or 'yes' without an LBP, then completes", async () => {
    const app = await createTestApp();
    try {
      const client = await registerUser(app, 'contacts-complete');
      const appId = await createApplication(client);
      await answerWizardForms(client, appId);
      expect(
        (await client.post(`/obca/ajax/lbp/${appId}`, { has_lbp: '', step: 11, validation_mode: 'min' })).statusCode,
      ).toBe(200);
      const unanswered = await client.post(`/ajax/complete_application_form/${appId}`, DECLARATION);
      expect(unanswered.statusCode).toBe(400);
      expect(refusalOf(unanswered).message).toBe(contactMessages.hasLbpUnanswered);
      expect(
        (await client.post(`/obca/ajax/lbp/${appId}`, { has_lbp: 'yes', step: 11, validation_mode: 'none' }))
          .statusCode,
      ).toBe(200);
      expect(refusalOf(await client.post(`/ajax/complete_application_form/${appId}`, DECLARATION)).message).toBe(
        contactMessages.lbpContactMissing,
      );
      await client.post(`/obca/savecontact/${appId}`, { appId, ...hemi });
      expect((await client.post(`/ajax/complete_application_form/${appId}`, DECLARATION)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

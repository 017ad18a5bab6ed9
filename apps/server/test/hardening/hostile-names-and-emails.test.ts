import { NAME_CONTROL_MESSAGE, defined, formMessages } from '@consent/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import {
  applicationInvitations,
  applications,
  councilInvitations,
  projectContacts,
  users,
} from '../../src/db/schema.js';
import { PASSWORD, createApplication, createTestApp, registerUser, uniqueEmail, type Client } from '../support/app.js';
import { councilStaff } from '../support/council.js';
import { councilIds } from '../support/councils.js';
import { answerWizardForms, validPerson } from '../support/wizard.js';

/*
 * Issue 30.4: a person's or company's name is one line: C0 and C1 control characters (tab and line breaks
 * included) are refused with a clear message on every route that takes a name, and a hostile email address on
 * every route that takes one. Refused means 400 and nothing stored.
 */
let app: FastifyInstance;
let db: Db;
let client: Client;
let wellington: number;

/** A licensed building practitioner as a project contact (the contacts page of a building consent asks for them). */
const practitioner = {
  contact_mode: 'lbp',
  name: 'Hemi Walker',
  phone: '021 448 2093',
  email: 'hemi.walker@example.co.nz',
  licence_number: 'BP104233',
  licence_class: 'Carpentry',
};

/** Names with a control character inside (at the ends, trimming would take tabs and line breaks away). */
const HOSTILE_NAMES = [
  'Eve Injector\nBcc: evil@example.com',
  'Eve\r\nX-Injected: yes',
  'Eve\tInjector',
  'Eve\u0007Injector',
  'Eve\u007fInjector',
  'Eve\u0085Injector',
  'Eve\u009bInjector',
];
const HOSTILE_EMAILS = [
  'eve@example.com\nBcc: evil@example.com',
  'eve@example.com\r\nX-Injected: yes',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  'eve\u0001@example.com',
  'eve@exa\u0085mple.com',
  'eve@example',
];

beforeAll(async () => {
  app = await createTestApp();
  db = (await app.databaseReady).db;
  client = await registerUser(app, 'hostile');
  wellington = defined((await councilIds(app))['Wellington City Council'], 'Wellington');
});
afterAll(() => app.close());

const messagesOf = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { message?: string; details?: { message: string }[] };
  return [body.message ?? '', ...(body.details ?? []).map((d) => d.message)].join(' | ');
};
const rowOf = async (appId: number) =>
  defined((await db.select().from(applications).where(eq(applications.id, appId)))[0], 'the application');

describe('names with control characters', () => {
  it('refuse NUL too, before anything else looks at the body (the server refuses text PostgreSQL cannot keep)', async () => {
    const email = uniqueEmail('nul-name');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: PASSWORD, fullName: 'Eve\u0000Injector' },
    });
    expect(response.statusCode).toBe(400);
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('are refused at registration, and no account is made', async () => {
    for (const fullName of HOSTILE_NAMES) {
      const email = uniqueEmail('hostile-name');
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: PASSWORD, fullName },
      });
      expect(messagesOf(response), JSON.stringify(fullName)).toContain(NAME_CONTROL_MESSAGE);
      expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
  });

  it('are refused on the profile, for the person and the company, and the profile is unchanged', async () => {
    for (const name of HOSTILE_NAMES) {
      for (const payload of [{ fullName: name }, { fullName: 'Test hostile', companyName: name }]) {
        const response = await client.request({ method: 'PUT', url: '/api/profile', payload });
        expect(messagesOf(response)).toContain(NAME_CONTROL_MESSAGE);
      }
    }
    const [stored] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.email, client.email));
    expect(stored?.fullName).toBe('Test hostile');
  });

  it("are refused in the owner's details, the first contact and invoice payer, a project contact and the declaration", async () => {
    const appId = await createApplication(client, { type: 2, param: 'standard', role: 'owner', councilId: wellington });
    await answerWizardForms(client, appId);
    const before = await rowOf(appId);
    const contactsOf = () => db.select().from(projectContacts).where(eq(projectContacts.applicationId, appId));
    const contactsBefore = await contactsOf();
    for (const name of HOSTILE_NAMES) {
      const refusals = [
        client.post(`/obca/ajax/owner/${appId}`, { data: { ...validPerson, full_name: name }, step: 4 }),
        client.post(`/obca/ajax/owner/${appId}`, { data: { ...validPerson, contact_person: name }, step: 4 }),
        client.post('/access/app', {
          action: 'edit',
          appId,
          data: { firstContact: { contactType: 11, name, phone: '021 555 0101', email: 'eve@example.com' } },
        }),
        client.post('/access/app', {
          action: 'edit',
          appId,
          data: {
            invoiceContact: {
              contactType: 11,
              name: 'Eve Payer',
              company: name,
              phone: '021 555 0101',
              email: 'eve@example.com',
            },
          },
        }),
        client.post(`/obca/savecontact/${appId}`, { appId, ...practitioner, name }),
        client.post(`/ajax/complete_application_form/${appId}`, { accepted: true, signedName: name }),
      ];
      for (const response of await Promise.all(refusals)) expect(messagesOf(response)).toContain(NAME_CONTROL_MESSAGE);
    }
    const after = await rowOf(appId);
    expect({ ...after, updatedAt: null, firstSavedAt: null }).toEqual({
      ...before,
      updatedAt: null,
      firstSavedAt: null,
    });
    expect(after.completed).toBe(false);
    expect(await contactsOf()).toEqual(contactsBefore);
  });
});

describe('hostile email addresses', () => {
  it('are refused at registration, on an invitation, a council invitation, and in the forms that take one, storing nothing', async () => {
    const appId = await createApplication(client, { type: 2, param: 'standard', role: 'owner', councilId: wellington });
    const before = await rowOf(appId);
    const admin = await councilStaff(app, wellington, 'admin');
    for (const email of HOSTILE_EMAILS) {
      const registration = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: PASSWORD, fullName: 'Eve Injector' },
      });
      expect(messagesOf(registration), JSON.stringify(email)).toContain(formMessages.emailFormat);
      const refusals = [
        client.post(`/api/applications/${appId}/invitations`, { email, role: 'editor' }),
        admin.post(`/api/council/councils/${wellington}/invitations`, { email, role: 'officer' }),
        client.post(`/obca/ajax/owner/${appId}`, { data: { ...validPerson, email }, step: 4 }),
        client.post('/access/app', {
          action: 'edit',
          appId,
          data: { firstContact: { contactType: 11, name: 'Eve Contact', phone: '021 555 0101', email } },
        }),
        client.post(`/obca/savecontact/${appId}`, { appId, ...practitioner, email }),
      ];
      for (const response of await Promise.all(refusals))
        expect(messagesOf(response), JSON.stringify(email)).toContain(formMessages.emailFormat);
    }
    expect(
      await db.select().from(applicationInvitations).where(eq(applicationInvitations.applicationId, appId)),
    ).toEqual([]);
    expect(await db.select().from(councilInvitations).where(eq(councilInvitations.councilId, wellington))).toEqual([]);
    const after = await rowOf(appId);
    expect({ ...after, updatedAt: null, firstSavedAt: null }).toEqual({
      ...before,
      updatedAt: null,
      firstSavedAt: null,
    });
  });
});

import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config.js';
import { applicationData, createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { councilStaff } from '../support/council.js';
import { collaborator } from '../support/sharing.js';
import { createMailCatcher, type MailCatcher } from '../support/smtp.js';
import { completeApplication } from '../support/wizard.js';
import { defined, sharingContract } from '@consent/domain';
import { answerOf } from '../support/answer.js';

const PUBLIC_URL = 'http://consent.test';

let app: FastifyInstance;
let catcher: MailCatcher;
let auckland: number;
let officer: Client;

beforeAll(async () => {
  catcher = await createMailCatcher();
  await catcher.start();
  app = await createTestApp({
    publicUrl: PUBLIC_URL,
    mail: { ...defaultConfig.mail, smtpUrl: catcher.url, pollMs: 50, retryBaseMs: 50, maxRetryMs: 200 },
  });
  auckland = defined((await councilIds(app))['Auckland Council'], "(await councilIds(app))['Auckland Council']");
  officer = await councilStaff(app, auckland, 'officer');
});
afterAll(async () => {
  await app?.close();
  await catcher?.stop();
});

const act = (appId: number, action: string, details: unknown) =>
  officer.post(`/api/council/applications/${appId}/${action}`, details);
const linkIn = (mail: ParsedMail) => mail.text?.match(/View your application: (\S+)/)?.[1] ?? '';

/** The mail with this subject to both the owner and the editor: it names the application and links to a page that opens. */
async function expectToBoth(
  people: { owner: Client; editor: Client; appId: number; reference: string },
  subject: string,
  words: string[],
) {
  for (const person of [people.owner, people.editor]) {
    const mail = await catcher
      .waitForMail(person.email, (m) => m.subject === subject)
      .catch((err: unknown) => {
        throw new Error(`${String(err)}; got ${catcher.mails.map((m) => m.subject).join(' | ')}`);
      });
    for (const word of [...words, `Reference: ${people.reference}`, 'Council: Auckland Council'])
      expect(mail.text).toContain(word);
    expect(mail.html).toContain(`<a href="${linkIn(mail).replace(/&/g, '&amp;')}">View your application</a>`);
    const url = new URL(linkIn(mail));
    expect(url.origin).toBe(PUBLIC_URL);
    expect((await person.get(`${url.pathname}${url.search}`)).statusCode).toBe(200);
    expect(url.pathname).toMatch(new RegExp(`/${people.appId}(/|$)`));
  }
}

describe('the invitation mail (issue 19.6)', () => {
  it('reaches the invitee naming the application, with a link whose page opens and whose token the invitation call takes', async () => {
    const owner = await registerUser(app, 'inviter');
    const appId = await createApplication(owner, { type: 2, param: 'standard', role: 'owner', councilId: auckland });
    const email = 'builder@example.co.nz';
    expect(
      answerOf(
        await owner.post(`/api/applications/${appId}/invitations`, { email, role: 'editor' }),
        sharingContract.invite,
      ).message,
    ).toBe(`We have emailed an invitation to ${email}.`);
    const mail = await catcher.waitForMail(
      email,
      (m) => m.subject === `Test inviter has shared application ${appId} with you`,
    );
    expect(mail.text).toContain('Council: Auckland Council');
    const url = new URL(mail.text?.match(/Accept the invitation: (\S+)/)?.[1] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/invitations/accept`);
    expect((await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(200);
    const invitation = await app.inject({
      method: 'GET',
      url: `/api/invitations?token=${url.searchParams.get('token')}`,
    });
    expect(answerOf(invitation, sharingContract.invitation).invitation).toMatchObject({ appId, email, role: 'editor' });
  });
});

describe('status-change mails from the council (issue 19.2), to the owner and every collaborator', () => {
  it('mails the submission receipt to the editor as well as the owner', async () => {
    const owner = await registerUser(app, 'receipt-owner');
    const appId = await createApplication(owner, { type: 2, param: 'standard', role: 'owner', councilId: auckland });
    const editor = await collaborator(app, owner, appId, 'editor');
    await completeApplication(owner, appId);
    const { reference } = await applicationData(owner, appId);
    for (const person of [owner, editor])
      await catcher.waitForMail(
        person.email,
        (m) => m.subject === `Application ${reference} submitted to Auckland Council`,
      );
  });

  it('mails "returned as incomplete" with the reasons, linking to the application to change', async () => {
    const people = await sharedApplicationSubmitted('returned');
    expect(
      (await act(people.appId, 'return', { items: [{ item: 'Site plan', reason: 'The boundary is not shown' }] }))
        .statusCode,
    ).toBe(200);
    await expectToBoth(people, `Application ${people.reference} returned as incomplete by Auckland Council`, [
      'Site plan: The boundary is not shown',
    ]);
  });

  it('mails "accepted" with the consent number, then "RFI raised" with its items, then the decision', async () => {
    const people = await sharedApplicationSubmitted('accepted');
    expect((await act(people.appId, 'accept', { consentNumber: 'BC-2026-0042' })).statusCode).toBe(200);
    await expectToBoth(
      people,
      `Application ${people.reference} accepted by Auckland Council: consent number BC-2026-0042`,
      ['Consent number: BC-2026-0042'],
    );

    expect(
      (await act(people.appId, 'request-information', { items: [{ text: 'Provide the truss design' }] })).statusCode,
    ).toBe(200);
    // Once accepted, the reference names the consent number too.
    const reference = `${people.reference} (building consent BC-2026-0042)`;
    await expectToBoth(people, `Auckland Council needs more information for application ${reference}`, [
      '1. Provide the truss design',
    ]);

    expect(
      (
        await people.owner.post(`/api/applications/${people.appId}/information`, {
          answers: [{ item: 0, text: 'Attached.' }],
        })
      ).statusCode,
    ).toBe(200);
    expect((await act(people.appId, 'grant', { conditions: ['Inspect the foundations'] })).statusCode).toBe(200);
    await expectToBoth(people, `Application ${reference} granted by Auckland Council`, ['- Inspect the foundations']);
  });

  it('mails a refusal with its reasons, and nothing for a transition the machine refuses', async () => {
    const people = await sharedApplicationSubmitted('refused');
    expect((await act(people.appId, 'grant', {})).statusCode).toBe(409);
    expect((await act(people.appId, 'accept', { consentNumber: 'BC-9' })).statusCode).toBe(200);
    expect((await act(people.appId, 'refuse', { reasons: ['Not code compliant'] })).statusCode).toBe(200);
    await expectToBoth(people, `Application ${people.reference} (building consent BC-9) refused by Auckland Council`, [
      '- Not code compliant',
    ]);
    expect(catcher.mails.filter((m) => m.subject?.includes(`${people.reference} granted`))).toEqual([]);
  });
});

/** An application shared with an editor and then submitted by its owner. */
async function sharedApplicationSubmitted(label: string) {
  const owner = await registerUser(app, label);
  const appId = await createApplication(owner, { type: 2, param: 'standard', role: 'owner', councilId: auckland });
  const editor = await collaborator(app, owner, appId, 'editor');
  await completeApplication(owner, appId);
  const reference = defined((await applicationData(owner, appId)).reference, 'the reference given at submission');
  return { owner, editor, appId, reference };
}

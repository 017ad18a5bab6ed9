import { authContract, councilWorkspaceContract, defined, documentTypeById } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config.js';
import { applicationData, createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { PNG_BYTES, uploadDocument, uploadRequiredDocuments } from '../support/documents.js';
import { saveSiteLocation } from '../support/siteLocation.js';
import { DECLARATION, completeApplication, validPerson } from '../support/wizard.js';
import { councilStaff } from '../support/council.js';
import { createMailCatcher, type MailCatcher } from '../support/smtp.js';
import { answerOf } from '../support/answer.js';

const PUBLIC_URL = 'http://consent.test';
const COUNCIL_ADMINS = 'consents-admin@council.example.nz';

let app: FastifyInstance;
let catcher: MailCatcher;
let councils: Record<string, number>;

beforeAll(async () => {
  catcher = await createMailCatcher();
  await catcher.start();
  app = await createTestApp({
    publicUrl: PUBLIC_URL,
    mail: {
      ...defaultConfig.mail,
      smtpUrl: catcher.url,
      pollMs: 50,
      retryBaseMs: 50,
      maxRetryMs: 200,
      multiproofRequestsTo: COUNCIL_ADMINS,
    },
  });
  councils = await councilIds(app);
});
afterAll(async () => {
  await app?.close();
  await catcher?.stop();
});

/** The link's path and query, opened in the product as the signed-in applicant. */
const openLink = (client: Client, link: string) => {
  const url = new URL(link);
  expect(url.origin).toBe(PUBLIC_URL);
  return client.get(`${url.pathname}${url.search}`);
};
const linkTo = (text: string, label: string) => text.match(new RegExp(`${label}: (\\S+)`))?.[1] ?? '';

describe('the submission receipt', () => {
  it('is mailed when the wizard completes an application, naming it and linking to its summary and PDF', async () => {
    const client = await registerUser(app, 'receipt');
    const appId = await createApplication(client, {
      type: 2,
      param: 'standard',
      role: 'owner',
      councilId: councils['Auckland Council'],
    });
    await completeApplication(client, appId);
    const { reference } = await applicationData(client, appId);
    expect(reference).toMatch(/^AKL-\d{4}-\d{5}$/);

    const mail = await catcher.waitForMail(
      client.email,
      (m) => m.subject?.startsWith(`Application ${reference} `) ?? false,
    );
    expect(mail.subject).toBe(`Application ${reference} submitted to Auckland Council`);
    expect(mail.text).toContain(`Reference: ${reference}`);
    expect(mail.text).toMatch(/Site address: \S.*\d/);
    expect(mail.text).toContain('Council: Auckland Council');

    const summary = linkTo(mail.text ?? '', 'View your application');
    expect(summary).toBe(`${PUBLIC_URL}/helix/app/obca/${appId}/0?opt=resume`);
    const page = await openLink(client, summary);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const pdf = await openLink(client, linkTo(mail.text ?? '', 'Download your application as a PDF'));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(mail.html).toContain(`<a href="${PUBLIC_URL}/api/applications/${appId}/summary.pdf">`);
  });

  it('is mailed when a single-page form is submitted, and not for a refused submit', async () => {
    const client = await registerUser(app, 'receipt-single');
    const appId = await createApplication(client, {
      type: 2,
      param: 'fasttrack',
      role: 'owner',
      councilId: councils['Auckland Council'],
    });
    const submit = () =>
      client.post(`/helix/fastTrackApplication/save/${appId}`, {
        submit_action: 'submit',
        owner: validPerson,
        needagent: 'no',
        data: { project: 'Proprietary Garage', garage_size: '6 m x 3 m', clauses: ['B1', 'E2'] },
      });
    expect((await submit()).statusCode).toBe(400);
    await saveSiteLocation(client, appId);
    await client.post(`/obca/ajax/lbp/${appId}`, { has_lbp: 'no', step: 11 });
    await uploadRequiredDocuments(client, appId);
    expect((await submit()).statusCode).toBe(200);

    const subject = `Application ${(await applicationData(client, appId)).reference} submitted to Auckland Council`;
    const mail = await catcher.waitForMail(client.email, (m) => m.subject === subject);
    expect(mail.text).toContain(`${PUBLIC_URL}/helix/app/obca/${appId}/0?opt=resume`);
    expect(catcher.mails.filter((m) => m.subject === subject)).toHaveLength(1);
  });
});

describe('the resubmission receipt (issue 30.5)', () => {
  it('says "resubmitted", with what the council asked for and what changed since the return, and the timeline says the same', async () => {
    const client = await registerUser(app, 'resubmit');
    const auckland = defined(councils['Auckland Council'], 'Auckland');
    const appId = await createApplication(client, { type: 2, param: 'standard', role: 'owner', councilId: auckland });
    await completeApplication(client, appId);
    const { reference } = await applicationData(client, appId);
    await catcher.waitForMail(
      client.email,
      (m) => m.subject === `Application ${reference} submitted to Auckland Council`,
    );

    const officer = await councilStaff(app, auckland);
    const returned = await officer.post(`/api/council/applications/${appId}/return`, {
      items: [{ item: 'Site plan', reason: 'The boundary is not shown' }],
    });
    expect(returned.statusCode, returned.body).toBe(200);
    const upload = await uploadDocument(client, appId, 1, 'site plan v2.png', PNG_BYTES);
    expect(upload.statusCode, upload.body).toBe(201);
    const resubmitted = await client.post(`/ajax/complete_application_form/${appId}`, DECLARATION);
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);

    const subject = `Application ${reference} resubmitted to Auckland Council`;
    const mail = await catcher.waitForMail(client.email, (m) => m.subject === subject);
    const uploaded = `Uploaded site plan v2.png (${defined(documentTypeById(1), 'document type 1').name})`;
    for (const line of [
      'has been resubmitted to Auckland Council after it was returned as incomplete.',
      'The council had asked for:',
      '- Site plan: The boundary is not shown',
      'Changed since the return:',
      `- ${uploaded}`,
      `Reference: ${reference}`,
    ])
      expect(mail.text).toContain(line);
    expect(
      catcher.mails.filter((m) => m.subject === `Application ${reference} submitted to Auckland Council`),
    ).toHaveLength(1);

    const page = answerOf(
      await officer.get(`/api/council/applications/${appId}`),
      councilWorkspaceContract.application,
    );
    const entry = page.timeline.at(-1);
    expect(entry?.action).toBe('resubmit');
    expect(entry?.reason).toBe(`Resubmitted after the return (Site plan). Since the return: ${uploaded}.`);
  });
});

describe('the multiproof activation request', () => {
  it('is mailed to MULTIPROOF_REQUESTS_TO with who asked and why, and a link that answers them', async () => {
    const client = await registerUser(app, 'multiproof');
    const asked = await client.post('/api/multiproof/request', {
      reason: 'We build the same three-bedroom plan across Waikato.',
    });
    expect(asked.statusCode).toBe(201);

    const mail = await catcher.waitForMail(COUNCIL_ADMINS, (m) => m.text?.includes(client.email) ?? false);
    expect(mail.subject).toBe('Request to activate the multiproof function: Test multiproof');
    expect(mail.text).toContain('Their reason: We build the same three-bedroom plan across Waikato.');
    expect(mail.html).toContain(`<a href="mailto:${client.email}">`);
  });

  it('is neither stored nor mailed for an empty reason', async () => {
    const client = await registerUser(app, 'multiproof-empty');
    const refused = await client.post('/api/multiproof/request', { reason: '' });
    expect(refused.statusCode).toBe(400);
    expect(answerOf(await client.get('/api/auth/me'), authContract.me).multiproofRequested).toBe(false);
  });
});

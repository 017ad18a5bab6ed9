import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lifecycleMessages as m,
  lifecycleStatusLabels as label,
  lifecycleTransitions as rules,
  defined,
  councilWorkspaceContract,
  documentsContract,
  lifecycleContract,
} from '@consent/domain';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { councilStaff, submittedApplication } from '../support/council.js';
import { EXE_BYTES, SMALL_PDF, multipartFile } from '../support/documents.js';
import { answerOf, refusalOf } from '../support/answer.js';

let app: FastifyInstance;
let applicant: Client;
let officer: Client;
let auckland: number;

beforeAll(async () => {
  app = await createTestApp();
  const councils = await councilIds(app);
  auckland = defined(councils['Auckland Council'], "councils['Auckland Council']");
  applicant = await registerUser(app, 'applicant');
  officer = await councilStaff(app, auckland, 'officer');
});
afterAll(() => app.close());

const uploadAnswerFile = (who: Client, appId: number, name: string, content: Buffer) =>
  who.request({
    method: 'POST',
    url: `/api/applications/${appId}/information/documents`,
    ...multipartFile(name, content),
  });

/** Submitted, accepted and asked for further information on two items. */
async function applicationWithOpenRequest(): Promise<number> {
  const appId = await submittedApplication(applicant, auckland);
  await officer.post(`/api/council/applications/${appId}/accept`, { consentNumber: `ABA-${appId}` });
  await officer.post(`/api/council/applications/${appId}/request-information`, {
    items: [{ text: 'Truss design' }, { text: 'Bracing plan' }],
  });
  return appId;
}

const closedMessage = (status: keyof typeof label) =>
  m.wrongStatus(rules.provideInformation.allowedWhen, label[status]);

describe('answering a request for further information with uploads (issue 18 points 3 and 5)', () => {
  it('takes an upload while the request is open, links it to the item by the answer, and shows it to the officer', async () => {
    const appId = await applicationWithOpenRequest();
    const upload = await uploadAnswerFile(applicant, appId, 'truss-design.pdf', SMALL_PDF);
    expect(upload.statusCode).toBe(201);
    const documentId = answerOf(upload, documentsContract.uploadInformation).document.id;
    expect(answerOf(upload, documentsContract.uploadInformation).document).toMatchObject({
      originalName: 'truss-design.pdf',
      contentType: 'application/pdf',
    });

    const answered = await applicant.post(`/api/applications/${appId}/information`, {
      answers: [
        { item: 0, text: 'Design attached.', documentIds: [documentId] },
        { item: 1, text: 'See sheet 4.' },
      ],
    });
    expect(answerOf(answered, lifecycleContract.provideInformation).status).toBe('information_provided');

    const read = answerOf(
      await officer.get(`/api/council/applications/${appId}`),
      councilWorkspaceContract.application,
    );
    expect(read.information.requests).toEqual([
      expect.objectContaining({
        open: false,
        items: [
          { text: 'Truss design', answer: { text: 'Design attached.', documentIds: [documentId] } },
          { text: 'Bracing plan', answer: { text: 'See sheet 4.', documentIds: [] } },
        ],
      }),
    ]);
    expect(read.information.files).toEqual([
      expect.objectContaining({ id: documentId, originalName: 'truss-design.pdf' }),
    ]);

    const byOfficer = await officer.get(`/api/council/applications/${appId}/documents/${documentId}`);
    expect(byOfficer.statusCode).toBe(200);
    expect(byOfficer.rawPayload.equals(SMALL_PDF)).toBe(true);
    expect(byOfficer.headers['content-disposition']).toContain('truss-design.pdf');
    expect(
      (await applicant.get(`/api/applications/${appId}/documents/${documentId}`)).rawPayload.equals(SMALL_PDF),
    ).toBe(true);
    const mine = answerOf(await applicant.get(`/api/applications/${appId}/lifecycle`), lifecycleContract.view);
    expect(mine.information.requests[0]?.items[0]?.answer?.documentIds).toEqual([documentId]);
  });

  it('checks the file as every upload is checked: a program is refused (415)', async () => {
    const appId = await applicationWithOpenRequest();
    expect((await uploadAnswerFile(applicant, appId, 'design.pdf', EXE_BYTES)).statusCode).toBe(415);
  });

  it('refuses an upload before a request and after it is answered, with the clear message', async () => {
    const appId = await submittedApplication(applicant, auckland);
    const before = await uploadAnswerFile(applicant, appId, 'early.pdf', SMALL_PDF);
    expect(before.statusCode).toBe(409);
    expect(refusalOf(before).message).toBe(closedMessage('submitted'));

    const requested = await applicationWithOpenRequest();
    await applicant.post(`/api/applications/${requested}/information`, {
      answers: [
        { item: 0, text: 'a' },
        { item: 1, text: 'b' },
      ],
    });
    const after = await uploadAnswerFile(applicant, requested, 'late.pdf', SMALL_PDF);
    expect(after.statusCode).toBe(409);
    expect(refusalOf(after).message).toBe(closedMessage('information_provided'));
    expect(refusalOf(after).message).toBe(
      'Further information can be provided only while a request for it is open; this one is further information provided.',
    );
  });

  it('answers a stranger 404 on the upload and the download, and an officer of another council 404', async () => {
    const appId = await applicationWithOpenRequest();
    const documentId = answerOf(
      await uploadAnswerFile(applicant, appId, 'plan.pdf', SMALL_PDF),
      documentsContract.uploadInformation,
    ).document.id;
    const stranger = await registerUser(app, 'stranger');
    expect((await uploadAnswerFile(stranger, appId, 'plan.pdf', SMALL_PDF)).statusCode).toBe(404);
    expect((await stranger.get(`/api/applications/${appId}/documents/${documentId}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/applications/${appId}/lifecycle`)).statusCode).toBe(404);

    const otherOfficer = await councilStaff(
      app,
      defined((await councilIds(app))['Christchurch City Council'], 'Christchurch'),
      'officer',
    );
    const download = await otherOfficer.get(`/api/council/applications/${appId}/documents/${documentId}`);
    expect(download.statusCode).toBe(404);
    expect(refusalOf(download).message).toBe('No submitted application of your council has this id.');
    expect((await officer.get(`/api/council/applications/${appId}/documents/99999999`)).statusCode).toBe(404);
  });
});

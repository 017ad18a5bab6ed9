import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lifecycleMessages as m,
  lifecycleStatusLabels as label,
  lifecycleTransitions as rules,
  defined,
  applicationsContract,
  councilWorkspaceContract,
  lifecycleContract,
} from '@consent/domain';
import { documents } from '../../src/db/schema.js';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { councilStaff, submittedApplication } from '../support/council.js';
import { DECLARATION } from '../support/wizard.js';
import { answerOf, refusalOf } from '../support/answer.js';

let app: FastifyInstance;
let applicant: Client;
let officer: Client;
let admin: Client;
let auckland: number;

beforeAll(async () => {
  app = await createTestApp();
  auckland = defined((await councilIds(app))['Auckland Council'], "(await councilIds(app))['Auckland Council']");
  applicant = await registerUser(app, 'applicant');
  officer = await councilStaff(app, auckland, 'officer');
  admin = await councilStaff(app, auckland, 'admin');
});
afterAll(() => app.close());

const act = (who: Client, appId: number, path: string, details?: unknown) =>
  who.post(`/api/council/applications/${appId}/${path}`, details);
async function expectRefused(response: Promise<LightMyRequestResponse>, status: number, message: string) {
  const answer = await response;
  expect(answer.statusCode).toBe(status);
  expect(refusalOf(answer).message).toBe(message);
}
const statusOf = async (appId: number) =>
  answerOf(await officer.get(`/api/council/applications/${appId}`), councilWorkspaceContract.application).application
    .status;

describe("the council's transitions through /api/council/applications/:appId/… (issue 18 point 3)", () => {
  it('returns, takes the resubmission, accepts, asks for information, hears the answer and grants, refusing what is out of turn', async () => {
    const appId = await submittedApplication(applicant, auckland);
    await expectRefused(act(officer, appId, 'return', { items: [] }), 400, m.returnItemsRequired);
    await expectRefused(act(officer, appId, 'grant', {}), 409, m.wrongStatus(rules.grant.allowedWhen, label.submitted));
    expect(
      answerOf(
        await act(officer, appId, 'return', { items: [{ item: 'Site plan', reason: 'No boundary dimensions.' }] }),
        councilWorkspaceContract.returnAsIncomplete,
      ).status,
    ).toBe('returned');
    await expectRefused(
      act(officer, appId, 'accept', { consentNumber: 'BC1' }),
      409,
      m.wrongStatus(rules.accept.allowedWhen, label.returned),
    );

    expect((await applicant.post(`/ajax/complete_application_form/${appId}`, DECLARATION)).statusCode).toBe(200);
    await expectRefused(act(officer, appId, 'accept', {}), 400, m.consentNumberRequired);
    const accepted = await act(admin, appId, 'accept', { consentNumber: 'ABA-2026-0001' });
    expect(answerOf(accepted, councilWorkspaceContract.accept)).toMatchObject({
      status: 'accepted',
      event: { actor: 'admin', action: 'accept' },
    });
    await expectRefused(act(officer, appId, 'request-information', { items: [] }), 400, m.requestItemsRequired);
    expect(
      answerOf(
        await act(officer, appId, 'request-information', { items: [{ text: 'Truss design' }, { text: 'Bracing' }] }),
        councilWorkspaceContract.requestInformation,
      ).status,
    ).toBe('information_requested');
    await expectRefused(
      act(officer, appId, 'grant', {}),
      409,
      m.wrongStatus(rules.grant.allowedWhen, label.information_requested),
    );
    await expectRefused(
      act(officer, appId, 'refuse', { reasons: ['No'] }),
      409,
      m.wrongStatus(rules.refuse.allowedWhen, label.information_requested),
    );

    await expectRefused(
      applicant.post(`/api/applications/${appId}/information`, { answers: [{ item: 0, text: 'Attached.' }] }),
      400,
      m.answersRequired,
    );
    const answered = await applicant.post(`/api/applications/${appId}/information`, {
      answers: [
        { item: 0, text: 'Attached.' },
        { item: 1, text: 'See sheet 4.' },
      ],
    });
    expect(answerOf(answered, lifecycleContract.provideInformation).status).toBe('information_provided');
    expect(
      answerOf(
        await act(officer, appId, 'grant', { conditions: ['Inspections as listed.'] }),
        councilWorkspaceContract.grant,
      ).status,
    ).toBe('granted');
    await expectRefused(act(officer, appId, 'refuse', { reasons: ['Late'] }), 409, m.finalStatus(label.granted));
    await expectRefused(applicant.post(`/api/applications/${appId}/withdraw`), 409, m.finalStatus(label.granted));

    const read = answerOf(
      await officer.get(`/api/council/applications/${appId}`),
      councilWorkspaceContract.application,
    );
    expect(read.application).toMatchObject({ status: 'granted', bcNumber: 'ABA-2026-0001' });
    expect(read.application).not.toHaveProperty('passcode');
    expect(read.timeline.map((e: { action: string }) => e.action)).toEqual([
      'submit',
      'returnAsIncomplete',
      'resubmit',
      'accept',
      'requestInformation',
      'provideInformation',
      'grant',
    ]);
    expect(read.clock).toMatchObject({ started: true, running: false, daysUsed: 0, overdue: false });
    expect(read.actions).toEqual([]);
  });

  it('refuses with reasons, and not without', async () => {
    const appId = await submittedApplication(applicant, auckland);
    await act(officer, appId, 'accept', { consentNumber: 'ABA-2026-0002' });
    expect(
      answerOf(await officer.get(`/api/council/applications/${appId}`), councilWorkspaceContract.application).actions,
    ).toEqual(['requestInformation', 'grant', 'refuse']);
    await expectRefused(act(officer, appId, 'refuse', { reasons: [] }), 400, m.refuseReasonsRequired);
    expect(
      answerOf(
        await act(officer, appId, 'refuse', { reasons: ['Fire separation not shown.'] }),
        councilWorkspaceContract.refuse,
      ).status,
    ).toBe('refused');
    expect(await statusOf(appId)).toBe('refused');
  });

  it('lets the applicant withdraw before a decision, and then the council can do nothing', async () => {
    const appId = await submittedApplication(applicant, auckland);
    expect(
      answerOf(
        await applicant.post(`/api/applications/${appId}/withdraw`, { note: 'Changed plans.' }),
        lifecycleContract.withdraw,
      ).status,
    ).toBe('withdrawn');
    await expectRefused(act(officer, appId, 'accept', { consentNumber: 'X' }), 409, m.finalStatus(label.withdrawn));
    const lifecycle = answerOf(await applicant.get(`/api/applications/${appId}/lifecycle`), lifecycleContract.view);
    expect(lifecycle).toMatchObject({ status: 'withdrawn', actions: [] });
    expect(lifecycle.timeline.map((e: { action: string }) => e.action)).toEqual(['submit', 'withdraw']);
  });

  it("refuses a withdrawal of a draft and an answer with no request open, with the machine's messages", async () => {
    // Another applicant's untouched draft: the same applicant would be offered their earlier one again.
    const drafter = await registerUser(app, 'drafter');
    const draft = answerOf(
      await drafter.post('/access/app', {
        action: 'new',
        data: { type: 2, param: 'standard', role: 'owner', councilId: auckland },
      }),
      applicationsContract.accessApp,
    ).appId;
    await expectRefused(
      drafter.post(`/api/applications/${draft}/withdraw`),
      409,
      m.wrongStatus(rules.withdraw.allowedWhen, label.draft),
    );
    const appId = await submittedApplication(applicant, auckland);
    await expectRefused(
      applicant.post(`/api/applications/${appId}/information`, { answers: [{ item: 0, text: 'x' }] }),
      409,
      m.wrongStatus(rules.provideInformation.allowedWhen, label.submitted),
    );
  });

  it("takes an answer naming the application's own upload, and refuses another application's or none", async () => {
    const other = await submittedApplication(applicant, auckland);
    const appId = await submittedApplication(applicant, auckland);
    const { db } = await app.databaseReady;
    const [own] = await db.select({ id: documents.id }).from(documents).where(eq(documents.applicationId, appId));
    const [foreign] = await db.select({ id: documents.id }).from(documents).where(eq(documents.applicationId, other));
    if (!own || !foreign) throw new Error('both applications should have a document');
    await act(officer, appId, 'accept', { consentNumber: 'ABA-2026-0003' });
    await act(officer, appId, 'request-information', { items: [{ text: 'Truss design', documentType: 'Structural' }] });
    const answer = (documentIds: number[]) =>
      applicant.post(`/api/applications/${appId}/information`, { answers: [{ item: 0, documentIds }] });
    await expectRefused(answer([foreign.id]), 400, m.documentNotOfApplication);
    await expectRefused(answer([own.id, 99_999_999]), 400, m.documentNotOfApplication);
    expect(answerOf(await answer([own.id]), lifecycleContract.provideInformation).status).toBe('information_provided');
    const read = answerOf(
      await officer.get(`/api/council/applications/${appId}`),
      councilWorkspaceContract.application,
    );
    expect(read.timeline.at(-1)).toMatchObject({
      action: 'provideInformation',
      details: { answers: [{ item: 0, documentIds: [own.id] }] },
    });
  });
});

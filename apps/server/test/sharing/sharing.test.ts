import { applicationsContract, sharingContract, defined } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  createApplication,
  createTestApp,
  registerUser,
  sessionCookie,
  uniqueEmail,
  verifyEmail,
  type Client,
} from '../support/app.js';
import { SMALL_PDF, uploadDocument } from '../support/documents.js';
import { collaborator, invitationToken } from '../support/sharing.js';
import { DECLARATION, answerWizardForms } from '../support/wizard.js';
import { answerOf, refusalOf } from '../support/answer.js';

let app: FastifyInstance;
let owner: Client;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'http://consent.test' });
});
// Each test's owner is new: an untouched application is offered again rather than created twice.
beforeEach(async () => {
  owner = await registerUser(app, 'owner');
});
afterAll(() => app.close());

const VIEWER_REFUSED = 'You can view this application but not change it. Ask its owner to make you an editor.';
const OWNER_ONLY =
  'Only the person who started this application can submit or withdraw it, or change who has access to it.';

describe('inviting someone to an application (issue 19.6)', () => {
  it('mails a single-use link that lets an invitee with an account accept, and lists them with their role', async () => {
    const appId = await createApplication(owner);
    const editor = await collaborator(app, owner, appId, 'editor');
    const people = answerOf(await owner.get(`/api/applications/${appId}/people`), sharingContract.people).people;
    expect(people).toMatchObject({
      yourRole: 'owner',
      owner: { email: owner.email },
      collaborators: [{ email: editor.email, role: 'editor' }],
      invitations: [],
    });
    expect(
      answerOf(await editor.get(`/api/applications/${appId}/people`), sharingContract.people).people.yourRole,
    ).toBe('editor');

    const again = await editor.post('/api/invitations/accept', { token: await invitationToken(app, editor.email) });
    expect(again.statusCode).toBe(400);
    expect(refusalOf(again).message).toBe(
      'This invitation link has expired or has already been used. Ask the application’s owner to invite you again.',
    );
  });

  it('lets an invitee with no account register from the link, verify and then accept', async () => {
    const appId = await createApplication(owner);
    const email = uniqueEmail('newcomer');
    expect((await owner.post(`/api/applications/${appId}/invitations`, { email, role: 'viewer' })).statusCode).toBe(
      201,
    );
    const token = await invitationToken(app, email);
    const invitation = await app.inject({ method: 'GET', url: `/api/invitations?token=${token}` });
    expect(answerOf(invitation, sharingContract.invitation).invitation).toMatchObject({
      appId,
      email,
      role: 'viewer',
      invitedBy: 'Test owner',
    });

    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: PASSWORD, fullName: 'New Comer' },
    });
    expect((await verifyEmail(app, email)).statusCode).toBe(200);
    const cookie = sessionCookie(
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } }),
    );
    const accept = await app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token },
      headers: { cookie },
    });
    expect(answerOf(accept, sharingContract.accept)).toMatchObject({ result: 'success', appId });
    const list = answerOf(
      await app.inject({ method: 'GET', url: '/api/applications', headers: { cookie } }),
      applicationsContract.list,
    ).applications;
    expect(list).toEqual([expect.objectContaining({ appId, access: 'viewer' })]);
  });

  it('refuses the link to an account with another address, and a made-up token', async () => {
    const appId = await createApplication(owner);
    const other = await registerUser(app, 'other');
    const email = uniqueEmail('intended');
    await owner.post(`/api/applications/${appId}/invitations`, { email, role: 'editor' });
    const wrong = await other.post('/api/invitations/accept', { token: await invitationToken(app, email) });
    expect(wrong.statusCode).toBe(403);
    expect(refusalOf(wrong).message).toBe(
      `This invitation was sent to ${email}. Sign in with that email address to accept it.`,
    );
    expect((await other.post('/api/invitations/accept', { token: 'made-up' })).statusCode).toBe(400);
    expect((await other.post(`/obca/application`, { application_id: appId })).statusCode).toBe(404);
  });

  it('refuses a malformed address or role with a clear message, and inviting oneself', async () => {
    const appId = await createApplication(owner);
    const bad = await owner.post(`/api/applications/${appId}/invitations`, { email: 'not-an-address', role: 'owner' });
    expect(bad.statusCode).toBe(400);
    const self = await owner.post(`/api/applications/${appId}/invitations`, { email: owner.email, role: 'editor' });
    expect(refusalOf(self).message).toBe(
      'You already have access to this application: enter someone else’s email address.',
    );
  });
});

describe('inviting, limited', () => {
  it('refuses more than 30 invitations an hour from one owner, recording nothing more', async () => {
    const appId = await createApplication(owner);
    const invite = () =>
      owner.post(`/api/applications/${appId}/invitations`, { email: uniqueEmail('many'), role: 'viewer' });
    for (let i = 0; i < 30; i++) expect((await invite()).statusCode).toBe(201);
    const refused = await invite();
    expect(refused.statusCode).toBe(429);
    expect(refusalOf(refused).message).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(
      answerOf(await owner.get(`/api/applications/${appId}/people`), sharingContract.people).people.invitations,
    ).toHaveLength(30);
  });
});

describe('what each role may do', () => {
  it('lets an editor save pages and upload, but not submit, invite or remove anyone', async () => {
    const appId = await createApplication(owner);
    const editor = await collaborator(app, owner, appId, 'editor');
    await answerWizardForms(editor, appId);
    expect((await uploadDocument(editor, appId, 1, 'plans.pdf', SMALL_PDF)).statusCode).toBeLessThan(300);
    const refused = [
      await editor.post(`/ajax/complete_application_form/${appId}`, DECLARATION),
      await editor.post(`/api/applications/${appId}/invitations`, { email: uniqueEmail('x'), role: 'viewer' }),
      await editor.request({ method: 'DELETE', url: `/api/applications/${appId}/collaborators/1` }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(refusalOf(response).message).toBe(OWNER_ONLY);
    }
    expect(
      answerOf(await owner.post(`/ajax/complete_application_form/${appId}`, DECLARATION), applicationsContract.complete)
        .result,
    ).toBe('success');
    expect(refusalOf(await editor.post(`/api/applications/${appId}/withdraw`, {})).message).toBe(OWNER_ONLY);
  });

  it('lets a viewer read the application, its summary and PDF, and refuses every write with a 403 saying why', async () => {
    const appId = await createApplication(owner);
    const viewer = await collaborator(app, owner, appId, 'viewer');
    const before = answerOf(
      await viewer.post('/obca/application', { application_id: appId }),
      applicationsContract.application,
    );
    expect(before.id).toBe(appId);
    expect((await viewer.get(`/api/applications/${appId}/summary.pdf`)).headers['content-type']).toBe(
      'application/pdf',
    );
    const writes = [
      await viewer.post('/access/app', { action: 'edit', appId, data: { role: 'agent' } }),
      await viewer.post('/obca/set_application_step', { appId, step: 11 }),
      await viewer.post(`/obca/ajax/approle/${appId}`, { appId, approle: 'agent' }),
      await viewer.post(`/ajax/set_preapp_ref/${appId}`, { ref_number: '0' }),
      await uploadDocument(viewer, appId, 1, 'plans.pdf', SMALL_PDF),
    ];
    for (const response of writes) {
      expect(response.statusCode).toBe(403);
      expect(refusalOf(response).message).toBe(VIEWER_REFUSED);
    }
    expect(refusalOf(await viewer.post(`/ajax/complete_application_form/${appId}`, DECLARATION)).message).toBe(
      OWNER_ONLY,
    );
    // Nothing the viewer sent changed the application: neither the role nor the step.
    expect(
      answerOf(await owner.post('/obca/application', { application_id: appId }), applicationsContract.application),
    ).toMatchObject({
      app_signee: before.app_signee,
      step: before.step,
    });
  });

  it('lets the owner remove a collaborator, who then gets 404 like any stranger', async () => {
    const appId = await createApplication(owner);
    const editor = await collaborator(app, owner, appId, 'editor');
    const people = answerOf(await owner.get(`/api/applications/${appId}/people`), sharingContract.people).people;
    const removed = await owner.request({
      method: 'DELETE',
      url: `/api/applications/${appId}/collaborators/${defined(people.collaborators[0], 'the collaborator').userId}`,
    });
    expect(answerOf(removed, sharingContract.removeCollaborator).message).toBe(
      `${editor.email} no longer has access to this application.`,
    );
    expect((await editor.post('/obca/application', { application_id: appId })).statusCode).toBe(404);
    expect(answerOf(await editor.get('/api/applications'), applicationsContract.list).applications).toEqual([]);
  });
});

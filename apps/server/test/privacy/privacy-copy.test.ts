import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defined } from '@consent/domain';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { councilStaff } from '../support/council.js';
import { SMALL_PDF, uploadDocument } from '../support/documents.js';
import { completeApplication } from '../support/wizard.js';

let app: FastifyInstance;
let applicant: Client;
let officer: Client;
let appId: number;
beforeAll(async () => {
  app = await createTestApp();
  const auckland = defined((await councilIds(app))['Auckland Council'], 'Auckland');
  applicant = await registerUser(app, 'privacy');
  officer = await councilStaff(app, auckland, 'officer');
  appId = await createApplication(applicant, { type: 2, param: 'standard', role: 'owner', councilId: auckland });
  expect((await uploadDocument(applicant, appId, 1, 'site plan.pdf', SMALL_PDF)).statusCode).toBe(201);
  await completeApplication(applicant, appId);
  expect((await officer.get(`/api/council/applications/${appId}`)).statusCode).toBe(200);
});
afterAll(() => app.close());

describe("a person's copy of everything held about them (issue 29.5, IPP 6)", () => {
  it('is one zip: account and profile, applications with answers, documents byte for byte and events, mails, the staff access log', async () => {
    const response = await applicant.get('/api/profile/privacy-copy.zip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const text = (name: string) => Buffer.from(defined(files[name], name)).toString('utf8');
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining([
        'account.json',
        'mails.json',
        'staff-access-log.json',
        `applications/${appId}/application.json`,
      ]),
    );
    expect(JSON.parse(text('account.json'))).toMatchObject({ email: applicant.email, profile: expect.any(Object) });
    const application = JSON.parse(text(`applications/${appId}/application.json`)) as {
      access: string;
      documents: { id: number }[];
      events: unknown[];
    };
    expect(application.access).toBe('owner');
    expect(application.events.length).toBeGreaterThan(0);
    const documentId = defined(application.documents[0], 'the document').id;
    expect(Buffer.from(defined(files[`applications/${appId}/documents/${documentId}-site plan.pdf`], 'file'))).toEqual(
      SMALL_PDF,
    );
    const mails = JSON.parse(text('mails.json')) as { kind: string }[];
    expect(mails.map((m) => m.kind)).toContain('verify-email');
    const access = JSON.parse(text('staff-access-log.json')) as { appId: number; action: string; by: string }[];
    expect(access).toContainEqual(expect.objectContaining({ appId, action: 'opened', by: officer.email }));
  });

  it('holds nothing of another person, and needs a signed-in person', async () => {
    const other = await registerUser(app, 'other');
    const files = unzipSync(new Uint8Array((await other.get('/api/profile/privacy-copy.zip')).rawPayload));
    expect(Object.keys(files).filter((name) => name.startsWith('applications/'))).toEqual([]);
    expect(Buffer.from(defined(files['staff-access-log.json'], 'log')).toString()).toBe('[]');
    expect((await app.inject({ method: 'GET', url: '/api/profile/privacy-copy.zip' })).statusCode).toBe(401);
  });
});

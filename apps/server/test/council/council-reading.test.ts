import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_TYPE,
  lifecycleMessages as m,
  lifecycleStatusLabels as label,
  lifecycleTransitions as rules,
  defined,
  authContract,
  councilWorkspaceContract,
} from '@consent/domain';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { councilStaff, submittedApplication } from '../support/council.js';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { EXE_BYTES, SMALL_PDF, multipartFile } from '../support/documents.js';
import { DECLARATION, validPerson } from '../support/wizard.js';
import { answerOf, refusalOf } from '../support/answer.js';

let app: FastifyInstance;
let applicant: Client;
let officer: Client;
let auckland: number;

beforeAll(async () => {
  app = await createTestApp();
  auckland = defined((await councilIds(app))['Auckland Council'], "(await councilIds(app))['Auckland Council']");
  applicant = await registerUser(app, 'applicant');
  officer = await councilStaff(app, auckland, 'officer');
});
afterAll(() => app.close());

const uploadDecision = (who: Client, appId: number, name: string, content: Buffer) =>
  who.request({
    method: 'POST',
    url: `/api/council/applications/${appId}/decision-document`,
    ...multipartFile(name, content),
  });

describe('what council staff read of a submitted application (issue 18.2)', () => {
  it("answers the site's parcels, each with its location and outline, for the map", async () => {
    const appId = await submittedApplication(applicant, auckland);
    const { parcels } = (await officer.get(`/api/council/applications/${appId}/answers`)).json<{
      parcels: {
        location: { street: string; latitude: number | null; longitude: number | null };
        outline: unknown[] | null;
      }[];
    }>();
    const mine = (await applicant.get(`/ajax/get_parcel_data/${appId}`)).json<{
      parcels: { location: { street: string } }[];
    }>();
    expect(parcels.map((p) => p.location.street)).toEqual(mine.parcels.map((p) => p.location.street));
    expect(parcels.length).toBeGreaterThan(0);
  });

  it("answers every page's sections and the documents, each downloadable, and the PDF", async () => {
    const appId = await submittedApplication(applicant, auckland);
    const answers = answerOf(
      await officer.get(`/api/council/applications/${appId}/answers`),
      councilWorkspaceContract.answers,
    );
    expect(answers.sections.map((s: { title: string }) => s.title)).toEqual(
      expect.arrayContaining(["Owner's Detail", 'Site Location', 'Project Contacts']),
    );
    expect(answers.sections.every((s: { rows: unknown[] }) => Array.isArray(s.rows))).toBe(true);
    const first = defined(
      (answers.documents as { id: number; originalName: string; size: number }[])[0],
      'a document of the application',
    );

    const download = await officer.get(`/api/council/applications/${appId}/documents/${first.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.length).toBe(first.size);
    expect((await officer.get(`/api/council/applications/${appId}/documents/99999999`)).statusCode).toBe(404);

    const pdf = await officer.get(`/api/council/applications/${appId}/summary.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('serves the PDF of what was resubmitted, not the one stored at the first submission', async () => {
    const appId = await submittedApplication(applicant, auckland);
    const pdfText = async () => {
      const bytes = (await officer.get(`/api/council/applications/${appId}/summary.pdf`)).rawPayload;
      const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
      const pages = await Promise.all(
        Array.from({ length: pdf.numPages }, async (_, n) => (await (await pdf.getPage(n + 1)).getTextContent()).items),
      );
      return pages
        .flat()
        .map((item) => ('str' in item ? item.str : ''))
        .join('')
        .replace(/\s+/g, '');
    };
    expect(await pdfText()).not.toContain('RewiChanged');
    await officer.post(`/api/council/applications/${appId}/return`, {
      items: [{ item: 'Owner', reason: 'Wrong name.' }],
    });
    expect(
      (
        await applicant.post(`/obca/ajax/owner/${appId}`, {
          data: { ...validPerson, full_name: 'Rewi Changed' },
          step: 4,
        })
      ).statusCode,
    ).toBe(200);
    expect((await applicant.post(`/ajax/complete_application_form/${appId}`, DECLARATION)).statusCode).toBe(200);
    expect(await pdfText()).toContain('RewiChanged');
  });

  it('takes a decision document only while the application can be granted, checks it like any upload, and grants with it', async () => {
    const appId = await submittedApplication(applicant, auckland);
    const early = await uploadDecision(officer, appId, 'decision.pdf', SMALL_PDF);
    expect(early.statusCode).toBe(409);
    expect(refusalOf(early).message).toBe(m.wrongStatus(rules.grant.allowedWhen, label.submitted));

    await officer.post(`/api/council/applications/${appId}/accept`, { consentNumber: 'ABA-2026-0100' });
    expect((await uploadDecision(officer, appId, 'decision.exe', EXE_BYTES)).statusCode).toBe(415);
    const uploaded = await uploadDecision(officer, appId, 'decision.pdf', SMALL_PDF);
    expect(uploaded.statusCode).toBe(201);
    const { document } = answerOf(uploaded, councilWorkspaceContract.uploadDecision);
    expect(document).toMatchObject({
      documentTypeId: DOCUMENT_TYPE.DECISION,
      originalName: 'decision.pdf',
      documentTypeName: 'Decision document',
    });

    const granted = await officer.post(`/api/council/applications/${appId}/grant`, {
      conditions: ['Inspections as listed.'],
      decisionDocumentId: document.id,
    });
    expect(answerOf(granted, councilWorkspaceContract.grant).status).toBe('granted');
    const read = answerOf(
      await officer.get(`/api/council/applications/${appId}`),
      councilWorkspaceContract.application,
    );
    expect(read.timeline.at(-1)).toMatchObject({ action: 'grant', details: { decisionDocumentId: document.id } });
    expect((await uploadDecision(officer, appId, 'late.pdf', SMALL_PDF)).statusCode).toBe(409);
  });

  it('tells /api/auth/me which councils the user works for, and none for an applicant', async () => {
    expect(answerOf(await officer.get('/api/auth/me'), authContract.me).councils).toEqual([
      { councilId: auckland, councilName: expect.any(String), role: 'officer' },
    ]);
    expect(answerOf(await applicant.get('/api/auth/me'), authContract.me).councils).toEqual([]);
    const other = await registerUser(app, 'nobody');
    expect(answerOf(await other.get('/api/auth/me'), authContract.me).councils).toEqual([]);
  });
});

import { defined, applicationsContract } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { SMALL_PDF, uploadDocument } from '../support/documents.js';
import { addBuilding, answerProject, createRelatedApplication, validBuilding } from '../support/project.js';
import { answerWizardForms } from '../support/wizard.js';
import { answerOf } from '../support/answer.js';

let app: FastifyInstance;
let wellington: number;
beforeAll(async () => {
  app = await createTestApp();
  wellington = defined((await councilIds(app))['Wellington City Council'], 'Wellington');
});
afterAll(() => app.close());

/** The PDF's text, page by page, as a PDF reader extracts it. */
async function pdfText(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  return pages;
}

/** The application's PDF as one text, whitespace squashed so that a line wrapped anywhere still matches. */
async function squashedPdf(client: Client, appId: number): Promise<string> {
  const response = await client.get(`/api/applications/${appId}/summary.pdf`);
  expect(response.statusCode).toBe(200);
  return squash((await pdfText(response.rawPayload)).join(' '));
}
const squash = (text: string) => text.replace(/\s+/g, '');
function expectAll(text: string, expected: string[]) {
  for (const phrase of expected) expect(text).toContain(squash(phrase));
}

async function ok(response: Promise<{ statusCode: number; body: string }>) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('GET /api/applications/{appId}/summary.pdf', () => {
  it('is the whole application: its facts, every answered section, the documents and the signature', async () => {
    const client = await registerUser(app, 'pdf');
    const appId = await createApplication(client, { type: 2, param: 'standard', role: 'owner', councilId: 1 });
    await answerWizardForms(client, appId);
    const owner = {
      type: 'person',
      full_name: 'Hēmi Pōtae',
      mail_address: 'PO Box 99, Nelson 7040',
      phone: '03 555 0101',
      email: 'hemi@example.co.nz',
    };
    await client.post(`/obca/ajax/owner/${appId}`, { data: owner, step: 4 });
    await uploadDocument(client, appId, 99, 'Geotechnical report (final).pdf', SMALL_PDF);
    // Submitted, so the declaration is signed: the PDF prints who signed it.
    await ok(client.post(`/ajax/complete_application_form/${appId}`, { accepted: true, signedName: 'Test pdf' }));
    const data = answerOf(
      await client.post('/obca/application', { application_id: appId }),
      applicationsContract.application,
    );

    const response = await client.get(`/api/applications/${appId}/summary.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`application-${appId}.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = (await pdfText(response.rawPayload)).join('\n');
    for (const expected of [
      defined(data.reference, 'the reference given at submission'),
      'Building Consent',
      data.summary.councilName,
      'Site Location',
      '12 Example Street, Nowhere, Testville',
      'Lot 1 DP 12345',
      "Applicant's Role",
      'The owner',
      'Hēmi Pōtae', // the embedded font has the macrons of Māori names
      'PO Box 99, Nelson 7040',
      'Record of Title',
      'Has a copy of the record of title',
      'Documents',
      'Plans and drawings',
      'Geotechnical report (final).pdf',
      'Other document',
      'Declaration',
      'Signed by',
      'Test pdf',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/page 1 of \d/);
    expect(text).not.toContain('Hemi Potae');
    // The project contacts page was answered "no LBP" and has no contacts: the PDF says the answer.
    expect(squash(text)).toContain(squash('Project Contacts LBPs carry out or supervise the work No'));
    expect(text).not.toContain('cannot be shown in the PDF');
  });

  it("shows a commercial two-building project: its answers, each building's fields, means of compliance and compliance schedule", async () => {
    const client = await registerUser(app, 'pdf');
    const appId = await createApplication(client, { type: 2, param: 'standard', role: 'owner', councilId: 1 });
    await answerWizardForms(client, appId); // the project's first building: validBuilding, 'Main Building'
    const shopId = await addBuilding(client, appId, {
      ...validBuilding,
      name: 'Kōrero Shop',
      type: 'commercial',
      number: 'Block B',
      classification_id: 8,
      proposed_work_id: 3,
      year_constructed: '1985',
      estimated_value: 1_200_000,
      occupants: 40,
      use_id: 8,
      change_use: 'yes',
      change_use_id: 6,
      change_type: 'use',
      existing_floor_area: 320,
      has_restricted_work: 'no',
      restricted_work: '',
      is_compliance_schedule: 'yes',
      residential_contract: '',
      mc_data: [
        {
          code: 'B1',
          present: true,
          means: 'alternative_solution',
          data: 'Engineer PS1',
          notes: 'Steel portal frame designed by an engineer',
        },
        { code: 'C4', present: true, means: 'verification_method', data: 'C/VM2', notes: '' },
      ],
    });
    const schedule = {
      systems: [
        { code: 'SS2/3', status: 'E' },
        { code: 'SS4', status: 'N' },
      ],
      cs_number: 'CS 1234',
      cs_location: 'Reception cupboard',
      cs_notes: 'Annual BWOF due in June',
    };
    await ok(client.post(`/obca/ajax/schedule/${appId}`, { building_id: shopId, data: schedule }));
    const useTable = [
      { work_id: 3, work: 'Shop fit-out', level: 'Ground', occupants: 40, building_id: shopId, activity: 'Retail' },
    ];
    await ok(
      client.post(`/obca/ajax/project/${appId}`, {
        projectDescription: 'A house and a shop alteration',
        tbuilding: 'commercial',
        projectSection75: 'yes',
        lawfulUses: [8],
        buildingUses: [6],
        useTable,
      }),
    );

    expectAll(await squashedPdf(client, appId), [
      'Description of the work A house and a shop alteration',
      'Type of work Commercial',
      'On two or more allotments (section 75) Yes',
      'Lawful uses 4.0(Commercial)',
      'Uses once done 3.0.2(Communal non-residential – Assembly service)',
      'Use table Row 1: Alteration, Shop fit-out; level Ground; 40 occupants; Kōrero Shop; Retail',
      'Buildings Multiple: Main Building, Kōrero Shop',
      'Estimated value $1,650,000',
      'Building 1 of 2: Main Building',
      'Restricted building work Yes: Foundations, framing and roof',
      'Residential building contract Yes',
      'Main Building: means of compliance',
      'B1 Structure Acceptable Solution Documents relied on: B1/AS1, NZS 3604:2011',
      'Building 2 of 2: Kōrero Shop',
      'Type of building Commercial',
      'Number or label on the plans Block B',
      'Classified use 4.0(Commercial)',
      'Proposed work Alteration',
      'Year constructed 1985',
      'Estimated value $1,200,000',
      'Use changes Yes, to 3.0.2(Communal non-residential – Assembly service): Change of use (section 115)',
      'Existing floor area 320 m²',
      'Restricted building work No',
      'Cable car No',
      'Compliance schedule Yes',
      'Owner-builder No',
      'Kōrero Shop: means of compliance',
      'B1 Structure Alternative solution Documents relied on: Engineer PS1 Notes: Steel portal frame designed by an engineer',
      'C4 Movement to place of safety Verification Method Documents relied on: C/VM2',
      'Kōrero Shop: compliance schedule',
      'SS2/3 Type 3: automatic fire alarm system activated by heat detectors and manual call points: E (Existing, not changed)',
      'SS4 Emergency lighting systems: N (New)',
      'Compliance schedule number CS 1234',
      'Where it is kept Reception cupboard',
      'Notes Annual BWOF due in June',
    ]);
  });

  it("shows a code compliance certificate's completion details and a certificate for public use's parts", async () => {
    const client = await registerUser(app, 'pdf');
    const ccc = await createRelatedApplication(client, 'ccc', wellington);
    await ok(
      client.post(`/obca/ajax/projectccc/${ccc}`, {
        bwcoDate: '2024-03-27',
        bwcoReason: 'stage',
        bwcoDetails: 'Stage 1: the garage and driveway',
        projectDescription: 'Keys are with the neighbour',
      }),
    );
    expectAll(await squashedPdf(client, ccc), [
      'Completed on 27 March 2024',
      'How much of the work is complete A stage of the building work is complete',
      'Details of the completed work Stage 1: the garage and driveway',
      'Anything else the council should know Keys are with the neighbour',
    ]);

    const cpu = await createRelatedApplication(client, 'cpu', wellington);
    await answerProject(client, cpu, 'cpu');
    expectAll(await squashedPdf(client, cpu), [
      'Description of the work Shop fit-out',
      'Parts the public will use Ground floor shop',
      'Why they are safe to use Exits and alarms are complete',
    ]);
  });

  it('answers 404 to another user', async () => {
    const client = await registerUser(app, 'pdf');
    const appId = await createApplication(client);
    const other = await registerUser(app, 'other');
    expect((await other.get(`/api/applications/${appId}/summary.pdf`)).statusCode).toBe(404);
  });

  it('says when nothing is uploaded yet and lays a long application over several pages', async () => {
    const client = await registerUser(app, 'pdf');
    const appId = await createApplication(client);
    await client.post(`/obca/ajax/otherinfo/${appId}`, {
      data: { disaster_related: 'yes', disaster_id: 5, disaster_other: 'Flood '.repeat(300) },
      validation_mode: 'none',
    });
    const pages = await pdfText((await client.get(`/api/applications/${appId}/summary.pdf`)).rawPayload);
    expect(pages.join('\n')).toContain('No documents have been uploaded.');
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain(`page ${pages.length} of ${pages.length}`);
  });
});

import { describe, expect, it } from 'vitest';
import {
  buildingConsentForm5,
  cccIssueSchema,
  codeComplianceCertificateForm7,
  lifecycleMessages,
  projectInformationMemorandumForm4,
  PRESCRIBED_FORMS,
  refusalNotice,
  TO_BE_COMPLETED,
  type DocumentParties,
} from '../src/index.js';

const parties: DocumentParties = {
  councilName: 'Auckland Council',
  siteAddress: '12 Queen Street, Auckland',
  ownerName: 'Hemi Walker',
  ownerEmail: 'hemi@example.co.nz',
  officerName: 'Aroha Officer',
  issuedOn: '27 November 2026',
};
const sectionTitles = (d: { sections: { title: string }[] }) => d.sections.map((s) => s.title);

describe('form 4, the project information memorandum (s34, s35)', () => {
  it("prints the s35 lists in order, and each list's sentence when it has no line", () => {
    const form4 = projectInformationMemorandumForm4({
      ...parties,
      pimNumber: 'PIM-1',
      typeName: 'Project Information Memorandum Only',
      information: { landFeatures: ['Flood plain'] },
    });
    expect(form4.subtitle).toBe('Section 34, Building Act 2004');
    expect(sectionTitles(form4)).toEqual(PRESCRIBED_FORMS.form4.headings.slice(0, -1));
    expect(form4.sections[4]?.rows).toEqual([{ key: 'Feature 1', value: 'Flood plain' }]);
    expect(form4.sections[5]?.rows).toEqual([]);
    expect(form4.sections[5]?.empty).toMatch(/^No details of stormwater/);
  });
});

describe("form 5, the building consent (s51), under the Schedule's headings (ADR 0079)", () => {
  it("lays its parts out in the headings' order, conditions and inspections within the building work", () => {
    const form5 = buildingConsentForm5({
      ...parties,
      legalDescription: null,
      consentNumber: 'BC-1',
      typeName: 'Building Consent',
      conditions: ['Fence the pool.'],
      inspections: [{ name: 'Foundations' }],
      notices: [],
    });
    expect(form5.title).toBe('Form 5 — Building consent');
    expect(form5.sections.map((s) => [s.title, Boolean(s.part)])).toEqual([
      ['The building', false],
      ['The owner', false],
      ['First point of contact', false],
      ['Building work', false],
      ['Conditions of building consent', true],
      ['Inspections required', true],
      ['Compliance schedule', false],
      ['Attachments', false],
    ]);
    expect(PRESCRIBED_FORMS.form5.headings.at(-1)).toBe('Signature');
    // What the service does not hold is a blank to complete, never a made-up value.
    expect(form5.sections[0]?.rows).toContainEqual({
      key: 'Legal description of land where building is located',
      value: TO_BE_COMPLETED,
    });
  });
});

describe('form 7, the code compliance certificate (s95)', () => {
  it('names the consent it certifies and the s94 statement, signed for the authority', () => {
    const form7 = codeComplianceCertificateForm7({
      ...parties,
      consentNumber: 'BC-1',
      consentTypeName: 'Building Consent',
    });
    expect(form7.facts).toContainEqual({ key: 'Building consent number', value: 'BC-1' });
    expect(sectionTitles(form7)).toEqual(PRESCRIBED_FORMS.form7.headings.slice(0, -1));
    expect(form7.signature).toEqual({
      name: 'Aroha Officer',
      position: TO_BE_COMPLETED,
      onBehalfOf: 'Auckland Council',
      date: '27 November 2026',
    });
  });
});

describe('the notices of refusal (s50, s95A)', () => {
  it('states the refusal of the section named, and lists the reasons', () => {
    const notice = refusalNotice({
      ...parties,
      section: '95A',
      reference: 'AKL-1',
      consentNumber: 'BC-1',
      reasons: ['A', 'B'],
    });
    expect(notice.subtitle).toBe('Section 95A, Building Act 2004');
    expect(notice.sections.at(-1)?.rows).toEqual([
      { key: 'Reason 1', value: 'A' },
      { key: 'Reason 2', value: 'B' },
    ]);
    expect(
      refusalNotice({ ...parties, section: '50', reference: 'AKL-1', consentNumber: null, reasons: ['A'] }).title,
    ).toBe('Notice of refusal of building consent');
  });
});

describe("the officer's statement when issuing a CCC", () => {
  it('takes every inspection passed without a reason, and issuing regardless only with one', () => {
    expect(cccIssueSchema.safeParse({ inspections: 'allPassed' }).success).toBe(true);
    const bare = cccIssueSchema.safeParse({ inspections: 'issueRegardless', reason: ' ' });
    expect(bare.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['reason'], lifecycleMessages.cccReasonRequired],
    ]);
    expect(
      cccIssueSchema.safeParse({ inspections: 'issueRegardless', reason: 'Passed under the earlier consent' }).success,
    ).toBe(true);
    expect(cccIssueSchema.safeParse({}).error?.issues[0]?.message).toBe(lifecycleMessages.cccInspectionsRequired);
  });
});

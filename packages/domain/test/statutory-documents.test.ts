import { describe, expect, it } from 'vitest';
import {
  cccIssueSchema,
  codeComplianceCertificateForm7,
  lifecycleMessages,
  projectInformationMemorandumForm4,
  refusalNotice,
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
    expect(sectionTitles(form4)).toEqual([
      'The building',
      'The owner',
      'The project',
      'Special features of the land',
      'Stormwater and wastewater utility systems',
      'Other authorisations',
      'Confirmation',
    ]);
    expect(form4.sections[3]?.rows).toEqual([{ key: 'Feature 1', value: 'Flood plain' }]);
    expect(form4.sections[4]?.rows).toEqual([]);
    expect(form4.sections[4]?.empty).toMatch(/^No details of stormwater/);
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
    expect(sectionTitles(form7)).toEqual(['The building', 'The owner', 'Building work', 'Code compliance']);
    expect(form7.signature).toEqual({
      name: 'Aroha Officer',
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

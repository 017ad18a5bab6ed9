import { describe, expect, it } from 'vitest';
import {
  FORM_STEP_TITLES,
  LEGACY_STEPS,
  WIZARD_PAGES,
  formTitle,
  formsOfPage,
  legacyStepForPage,
  pageForLegacyStep,
  type TypeCode,
  type WizardFormId,
} from '../src/index.js';

describe('wizard pages (spec point 2 "Application wizard")', () => {
  it.each([
    [1, 'preApplicationAndPim', 1, ['preApplication', 'pim']],
    [2, 'applicantRole', 3, ['applicantRole']],
    [3, 'ownerDetails', 4, ['ownerDetails']],
    [4, 'agentDetails', 5, ['agentDetails']],
    [5, 'firstContactAndInvoice', 6, ['firstPointOfContact', 'invoicePayableBy']],
    [6, 'siteLocationAndTitle', 7, ['siteLocation', 'recordOfTitle']],
    [7, 'project', 8, ['project']],
    [8, 'contacts', 11, ['contacts']],
    [9, 'plg', 13, ['plg']],
    [10, 'miscInfo', 14, ['miscInfo']],
    [11, 'attachments', 15, ['attachments']],
  ] as const)('page %s is %s at legacy step %s showing %j', (number, id, legacyStep, forms) => {
    expect(WIZARD_PAGES[number - 1]).toEqual({ id, number, legacyStep });
    expect(formsOfPage(id)).toEqual(forms);
  });

  it('has eleven pages whose legacy steps are the stored steps 1,3,4,5,6,7,8,11,13,14,15 in order', () => {
    expect(WIZARD_PAGES.map((p) => p.legacyStep)).toEqual([...LEGACY_STEPS]);
  });

  it.each(WIZARD_PAGES.map((p) => [p.id, p.legacyStep] as const))(
    'maps page %s to legacy step %s and back',
    (page, step) => {
      expect(legacyStepForPage(page)).toBe(step);
      expect(pageForLegacyStep(step)).toBe(page);
    },
  );

  it.each([0, 2, 9, 10, 12, 16, -1, 3.5])('has no page for legacy step %s', (step) => {
    expect(pageForLegacyStep(step)).toBeNull();
  });
});

describe('form step titles (spec point 2)', () => {
  it.each([
    ['preApplication', 'bc', 'Pre-application Meeting'],
    ['pim', 'bc', 'Do you require a PIM (Project Information Memorandum) with this application?'],
    ['pim', 'pim', 'The following matters are involved in the project:'],
    ['recordOfTitle', 'bc', 'Record of Title'],
    ['applicantRole', 'bc', "Applicant's Role"],
    ['ownerDetails', 'bc', "Owner's Detail"],
    ['agentDetails', 'bc', "Agent's Detail"],
    ['siteLocation', 'bc', 'Site Location'],
    ['project', 'bc', 'Tell Us About Your Project'],
    ['project', 'ccc', 'Tell Us About Your Project'],
    ['project', 'abc', 'Amendment'],
    ['contacts', 'bc', 'Project Contacts'],
    ['plg', 'bc', 'FORM PLG 1'],
    ['miscInfo', 'bc', 'Miscellaneous Information'],
    ['firstPointOfContact', 'bc', 'First Point of Contact'],
    ['invoicePayableBy', 'bc', 'Invoice Payable By'],
    ['attachments', 'bc', 'File Attachments'],
  ] as [WizardFormId, TypeCode, string][])('titles the %s form of a %s application %j', (form, typeCode, title) => {
    expect(formTitle(form, typeCode)).toBe(title);
  });

  it('keeps the titles with no form of their own as constants', () => {
    expect(FORM_STEP_TITLES).toMatchObject({ needAgent: 'Need Agent', specifiedSystems: 'Specified Systems' });
  });
});

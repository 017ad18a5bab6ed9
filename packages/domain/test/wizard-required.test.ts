import { describe, expect, it } from 'vitest';
import {
  TYPE_CODES,
  hasAttachmentsPage,
  isFormRequired,
  isPageRequired,
  requiredForms,
  requiredPages,
  streetAddressRequired,
  type TypeCode,
  type WizardConfig,
  type WizardContext,
} from '../src/index.js';

const ALL_ON: WizardConfig = {
  enablePreApplication: true,
  enableFirstPointOfContact: true,
  enableFeesInvoiceChargeTo: true,
  enablePIMOnlyPLG1: true,
};
const ALL_OFF: WizardConfig = {
  enablePreApplication: false,
  enableFirstPointOfContact: false,
  enableFeesInvoiceChargeTo: false,
  enablePIMOnlyPLG1: false,
};

/** A returning owner: user details complete, role answered. */
function ctx(typeCode: TypeCode, over: Partial<WizardContext> = {}): WizardContext {
  return {
    typeCode,
    config: ALL_ON,
    userDetailsMissing: false,
    roleCompleted: true,
    role: 'OWNER',
    notes: '',
    ...over,
  };
}

/** The type codes for which a rule holds; all the others must not. */
const only = (...codes: TypeCode[]) => TYPE_CODES.map((code) => [code, codes.includes(code)] as const);
const except = (...codes: TypeCode[]) => TYPE_CODES.map((code) => [code, !codes.includes(code)] as const);

describe('which wizard forms are required (spec point 5), by type code', () => {
  it.each(only('bc', 'pim'))(
    'requires the Pre-application form for %s only for bc or pim (enabled): %s',
    (code, req) => {
      expect(isFormRequired('preApplication', ctx(code))).toBe(req);
    },
  );
  it.each(TYPE_CODES)('never requires the Pre-application form for %s when it is not enabled', (code) => {
    expect(isFormRequired('preApplication', ctx(code, { config: { ...ALL_ON, enablePreApplication: false } }))).toBe(
      false,
    );
  });
  it.each(only('bc', 'pim'))('requires the PIM form for %s only for bc or pim: %s', (code, req) => {
    expect(isFormRequired('pim', ctx(code, { config: ALL_OFF }))).toBe(req);
  });
  it.each(except('ccc'))('requires First Point of Contact for %s when enabled and not ccc: %s', (code, req) => {
    expect(isFormRequired('firstPointOfContact', ctx(code))).toBe(req);
  });
  it.each(except('ccc'))('requires Invoice Payable By for %s when enabled and not ccc: %s', (code, req) => {
    expect(isFormRequired('invoicePayableBy', ctx(code))).toBe(req);
  });
  it.each(except('ccc', 'cpu'))('requires Site Location for %s unless ccc or cpu: %s', (code, req) => {
    expect(isFormRequired('siteLocation', ctx(code))).toBe(req);
  });
  it.each(except('ccc', 'cpu'))('requires the Record of Title for %s unless ccc or cpu: %s', (code, req) => {
    expect(isFormRequired('recordOfTitle', ctx(code))).toBe(req);
  });
  it.each(except('pim', 'ca', 'cpu', 'rc'))(
    'requires Project Contacts for %s unless pim, ca, cpu or a resource consent: %s',
    (code, req) => {
      expect(isFormRequired('contacts', ctx(code))).toBe(req);
    },
  );
  it.each(except('pim', 'abc', 'ca', 'ccc', 'cpu'))(
    'requires the PLG form for %s unless pim, abc, ca, ccc or cpu (PIM-only PLG1 off): %s',
    (code, req) => {
      expect(isFormRequired('plg', ctx(code, { config: ALL_OFF }))).toBe(req);
    },
  );
  it.each(except('abc', 'ca', 'ccc', 'cpu'))(
    'requires the PLG form for %s with PIM-only PLG1 on, which lets pim in: %s',
    (code, req) => {
      expect(isFormRequired('plg', ctx(code, { config: { ...ALL_OFF, enablePIMOnlyPLG1: true } }))).toBe(req);
    },
  );
  it.each(except('pim', 'abc', 'ca', 'ccc', 'cpu', 'rc'))(
    'requires Miscellaneous Information for %s unless pim, abc, ca, ccc, cpu or a resource consent (even with PIM-only PLG1 on): %s',
    (code, req) => {
      expect(isFormRequired('miscInfo', ctx(code))).toBe(req);
    },
  );
  it.each(except('ccc'))('requires File Attachments for %s unless ccc: %s', (code, req) => {
    expect(isFormRequired('attachments', ctx(code))).toBe(req);
  });
  it.each(except('ccc'))('knows from the type code alone whether %s has a File Attachments page: %s', (code, req) => {
    expect(hasAttachmentsPage(code)).toBe(req);
    // The same answer whatever the council's flags, role or user details.
    for (const config of [ALL_ON, ALL_OFF])
      for (const over of [{ role: 'AGENT' }, { userDetailsMissing: true, roleCompleted: false, role: null }])
        expect(isPageRequired('attachments', ctx(code, { config, ...over }))).toBe(req);
  });
  it.each(TYPE_CODES)("always requires the Applicant's Role and the project for %s", (code) => {
    const forms = requiredForms(ctx(code, { config: ALL_OFF }));
    expect(forms).toContain('applicantRole');
    expect(forms).toContain('project');
  });
});

describe('which config flag governs the first contact page', () => {
  it.each([
    [true, false, ['firstPointOfContact']],
    [false, true, ['invoicePayableBy']],
    [true, true, ['firstPointOfContact', 'invoicePayableBy']],
    [false, false, []],
  ] as const)(
    'with enableFirstPointOfContact %s and enableFeesInvoiceChargeTo %s shows %j',
    (firstContact, invoice, forms) => {
      const config = { ...ALL_ON, enableFirstPointOfContact: firstContact, enableFeesInvoiceChargeTo: invoice };
      const shown = requiredForms(ctx('bc', { config })).filter(
        (f) => f === 'firstPointOfContact' || f === 'invoicePayableBy',
      );
      expect(shown).toEqual(forms);
      expect(isPageRequired('firstContactAndInvoice', ctx('bc', { config }))).toBe(forms.length > 0);
    },
  );
});

describe("owner's and agent's details (spec point 5, point 6)", () => {
  it.each([
    // userDetailsMissing, roleCompleted, role, owner form, agent form
    [false, true, 'OWNER', false, false],
    [false, true, 'owner', false, false],
    [false, true, 'AGENT', true, false],
    [false, true, 'Agent', true, false],
    [false, false, null, true, false],
    [false, false, 'OWNER', true, false],
    [true, true, 'OWNER', true, false],
    [true, true, 'AGENT', true, true],
    [true, true, 'agent', true, true],
    [true, false, null, true, false],
    [true, false, 'AGENT', true, true],
  ] as const)(
    'with user details missing %s, role completed %s and role %s: owner %s, agent %s',
    (userDetailsMissing, roleCompleted, role, owner, agent) => {
      const c = ctx('bc', { userDetailsMissing, roleCompleted, role });
      expect(isFormRequired('ownerDetails', c)).toBe(owner);
      expect(isFormRequired('agentDetails', c)).toBe(agent);
      expect(isPageRequired('ownerDetails', c)).toBe(owner);
      expect(isPageRequired('agentDetails', c)).toBe(agent);
    },
  );

  it.each(except('cpu'))('asks a new agent for owner details for %s unless cpu: %s', (code, req) => {
    expect(
      isFormRequired('ownerDetails', ctx(code, { userDetailsMissing: true, roleCompleted: false, role: 'AGENT' })),
    ).toBe(req);
  });
});

describe('required pages by type code (a page with no required form is skipped)', () => {
  it.each([
    [
      'bc',
      ALL_ON,
      [
        'preApplicationAndPim',
        'applicantRole',
        'firstContactAndInvoice',
        'siteLocationAndTitle',
        'project',
        'contacts',
        'plg',
        'miscInfo',
        'attachments',
      ],
    ],
    [
      'abc',
      ALL_ON,
      ['applicantRole', 'firstContactAndInvoice', 'siteLocationAndTitle', 'project', 'contacts', 'attachments'],
    ],
    [
      'pim',
      ALL_ON,
      [
        'preApplicationAndPim',
        'applicantRole',
        'firstContactAndInvoice',
        'siteLocationAndTitle',
        'project',
        'plg',
        'attachments',
      ],
    ],
    ['ccc', ALL_ON, ['applicantRole', 'project', 'contacts']],
    ['ca', ALL_ON, ['applicantRole', 'firstContactAndInvoice', 'siteLocationAndTitle', 'project', 'attachments']],
    ['cpu', ALL_ON, ['applicantRole', 'firstContactAndInvoice', 'project', 'attachments']],
    [
      'bc',
      ALL_OFF,
      [
        'preApplicationAndPim',
        'applicantRole',
        'siteLocationAndTitle',
        'project',
        'contacts',
        'plg',
        'miscInfo',
        'attachments',
      ],
    ],
    ['abc', ALL_OFF, ['applicantRole', 'siteLocationAndTitle', 'project', 'contacts', 'attachments']],
    ['pim', ALL_OFF, ['preApplicationAndPim', 'applicantRole', 'siteLocationAndTitle', 'project', 'attachments']],
    ['ccc', ALL_OFF, ['applicantRole', 'project', 'contacts']],
    ['ca', ALL_OFF, ['applicantRole', 'siteLocationAndTitle', 'project', 'attachments']],
    ['cpu', ALL_OFF, ['applicantRole', 'project', 'attachments']],
  ] as const)('a returning owner of a %s application with flags %o sees %j', (code, config, pages) => {
    expect(requiredPages(ctx(code, { config }))).toEqual(pages);
  });

  it('shows all eleven pages to a new agent applying for a building consent with every flag on', () => {
    const c = ctx('bc', { userDetailsMissing: true, roleCompleted: false, role: 'AGENT' });
    expect(requiredPages(c)).toHaveLength(11);
  });

  it('shows page 1 for bc with pre-application off, because of the PIM question', () => {
    const c = ctx('bc', { config: ALL_OFF });
    expect(isFormRequired('preApplication', c)).toBe(false);
    expect(isPageRequired('preApplicationAndPim', c)).toBe(true);
  });
});

describe('street address of owner and agent (spec point 5)', () => {
  it.each([
    ['ccc', '', true],
    ['abc', '', true],
    ['bc', 'Clone from Application 1234', true],
    ['pim', 'Note: Clone from Application 77', true],
    ['bc', '', false],
    ['pim', 'clone from application', false],
    ['bc', 'Cloned from another application', false],
    ['ca', null, false],
    ['cpu', undefined, false],
  ] as const)('is required for a %s application with notes %j: %s', (typeCode, notes, required) => {
    expect(streetAddressRequired({ typeCode, notes })).toBe(required);
  });
});

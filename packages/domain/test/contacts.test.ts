import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROJECT_CONTACT,
  LICENCE_CLASSES,
  LICENCE_CLASS_NAMES,
  LICENCE_STATUSES,
  NO_LBP_NUMBER,
  PROFESSIONS,
  checkHasLbp,
  checkProjectContact,
  contactMessages,
  contactsMode,
  editContactSchema,
  formMessages,
  lbpChoice,
  lbpInfoQuerySchema,
  lbpSearchQuerySchema,
  messages,
  saveContactSchema,
  showsLbpLabel,
  type LbpInfo,
  type LicensedClass,
} from '../src/index.js';

const msgs = (problems: { message: string }[]) => problems.map((p) => p.message);
const lbp = {
  ...EMPTY_PROJECT_CONTACT,
  name: 'Hemi Walker',
  phone: '021 555 0101',
  email: 'hemi@example.co.nz',
  licence_number: 'BP104233',
  licence_class: 'Carpentry',
};
const other = {
  ...EMPTY_PROJECT_CONTACT,
  name: 'Ana Sione',
  phone: '04 555 0199',
  email: 'ana@example.co.nz',
  profession: 'Engineer',
  registration_number: 'CPEng 1012345',
};

describe('the contact save rules (spec point 5)', () => {
  it.each([
    ['a complete LBP', 'lbp', lbp, []],
    ['a complete other professional', 'other', other, []],
    ['a name of 2 characters', 'lbp', { ...lbp, name: 'Jo' }, [messages.contactFullName]],
    ['a name of exactly 3 characters', 'lbp', { ...lbp, name: 'Ari' }, []],
    ['no phone', 'lbp', { ...lbp, phone: '' }, [messages.contactPhone]],
    ["phone 'NA' (I don't have this information)", 'lbp', { ...lbp, phone: 'NA' }, []],
    ['no email', 'other', { ...other, email: '' }, [messages.contactEmail]],
    ["email 'NA'", 'other', { ...other, email: 'NA' }, []],
    ['a phone with letters', 'lbp', { ...lbp, phone: 'call me' }, [formMessages.phoneFormat]],
    ['an email without @', 'lbp', { ...lbp, email: 'hemi.example' }, [formMessages.emailFormat]],
    ['an LBP without a number', 'lbp', { ...lbp, licence_number: '' }, [contactMessages.lbpNumberMissing]],
    ['an LBP number not BP + 6 digits', 'lbp', { ...lbp, licence_number: 'BP12' }, [contactMessages.lbpNumberFormat]],
    ['an LBP without a class', 'lbp', { ...lbp, licence_class: '' }, [contactMessages.licenceClassMissing]],
    [
      'an LBP with the placeholder number and no class',
      'lbp',
      { ...lbp, licence_number: NO_LBP_NUMBER, licence_class: '' },
      [],
    ],
    [
      'another professional without a profession',
      'other',
      { ...other, profession: '' },
      [contactMessages.professionMissing],
    ],
    [
      'everything missing',
      'lbp',
      EMPTY_PROJECT_CONTACT,
      [messages.contactFullName, messages.contactPhone, messages.contactEmail, contactMessages.lbpNumberMissing],
    ],
  ] as const)('%s', (_label, mode, contact, expected) => {
    expect(msgs(checkProjectContact(mode, contact))).toEqual(expected);
  });

  it("words the messages as the spec quotes them, email named in the email's", () => {
    expect(messages.contactFullName).toBe("Error! Please enter the contact's full name.");
    expect(messages.contactPhone).toBe('Please enter the phone number or select "I don\'t have this information"');
    expect(messages.contactEmail).toContain('email');
  });
});

describe('the licence classes and statuses of the LBP register', () => {
  it('has the seven classes with their areas of practice, and three statuses', () => {
    expect(LICENCE_CLASSES.map((c) => c.name)).toEqual([
      'Design',
      'Site',
      'Carpentry',
      'Roofing',
      'External Plastering',
      'Brick and Blocklaying',
      'Foundations',
    ]);
    expect(LICENCE_STATUSES).toEqual(['current', 'suspended', 'cancelled']);
    expect(LICENCE_CLASS_NAMES).toEqual(
      expect.arrayContaining([
        'Design 2',
        'Site 3',
        'Carpentry',
        'Roofing - Membrane Roofing',
        'Brick and Blocklaying - Veneer',
        'Foundations',
      ]),
    );
  });
});

describe('picking a practitioner (spec point 5 "LBP selection")', () => {
  const info = (licensedClasses: LicensedClass[]): LbpInfo => ({
    names: 'Mere Tane',
    lbpNumber: 'BP118822',
    contact: { phoneNumber: '027 555 0110', emailAddress: 'mere@example.co.nz' },
    addressDetails: { suburb: 'Frankton', postCode: '3204', townOrCity: 'Hamilton' },
    licensedClasses,
    hasMultipleLicensedClasses: licensedClasses.length > 1,
  });

  it.each([
    [
      'one current class is taken',
      [{ className: 'Carpentry', status: 'current' }],
      { kind: 'selected', className: 'Carpentry' },
    ],
    [
      'several current classes open the dialog with only those',
      [
        { className: 'Carpentry', status: 'current' },
        { className: 'Site 2', status: 'suspended' },
        { className: 'Foundations', status: 'current' },
      ],
      { kind: 'choose', classNames: ['Carpentry', 'Foundations'] },
    ],
    [
      'one current among inactive ones is taken',
      [
        { className: 'Design 1', status: 'cancelled' },
        { className: 'Site 1', status: 'current' },
      ],
      { kind: 'selected', className: 'Site 1' },
    ],
    [
      'no current class is refused with the spec warning',
      [
        { className: 'Carpentry', status: 'suspended' },
        { className: 'Roofing - Membrane Roofing', status: 'cancelled' },
      ],
      {
        kind: 'refused',
        message: "Unable to select Licensed Building Practitioner 'Mere Tane (BP118822)' has no active licence.",
      },
    ],
    [
      'no class at all is refused',
      [],
      { kind: 'refused', message: contactMessages.lbpNoActiveLicence('Mere Tane (BP118822)') },
    ],
  ] as const)('%s', (_label, classes, expected) => {
    expect(lbpChoice(info([...classes]))).toEqual(expected);
  });

  it('hides the LBP label for the placeholder BP000000 and for no number', () => {
    expect(showsLbpLabel('BP104233')).toBe(true);
    expect(showsLbpLabel('BP000000')).toBe(false);
    expect(showsLbpLabel('')).toBe(false);
  });
});

describe("the Project Contacts page's question (has_lbp)", () => {
  it.each([
    ['', 0, 'all', [contactMessages.hasLbpUnanswered]],
    ['yes', 0, 'all', [contactMessages.lbpContactMissing]],
    ['yes', 1, 'all', []],
    ['no', 0, 'all', []],
    ['', 0, 'min', []],
    ['yes', 0, 'none', []],
  ] as const)('has_lbp %j with %i LBPs in mode %s', (answer, count, mode, expected) => {
    expect(msgs(checkHasLbp(answer, count, mode))).toEqual(expected);
  });
});

describe('contacts mode and professions', () => {
  it.each([
    ['bc', 'standard', 'lbp'],
    ['abc', 'standard', 'lbp'],
    ['ca', 'standard', 'both'],
    ['cpu', 'standard', 'both'],
    ['bc', 'flooded', 'both'],
    ['bc', 'fasttrack', 'both'],
  ])('%s/%s is %s', (code, param, mode) => {
    expect(contactsMode(code, param)).toBe(mode);
  });

  it('offers the professions other than LBPs', () => {
    expect(PROFESSIONS).toEqual(
      expect.arrayContaining(['Architect', 'Engineer', 'Designer', 'Surveyor', 'Plumber', 'Drainlayer', 'Electrician']),
    );
  });
});

describe('the contacts request schemas', () => {
  it('reads a register search with its fields, page and load more, and refuses unknown fields', () => {
    expect(lbpSearchQuerySchema.parse({ q: 'walker', page: '2', loadmore: 'y' })).toEqual({
      q: 'walker',
      fields: ['names', 'lbpNumber'],
      page: 2,
      loadmore: 'y',
    });
    expect(lbpSearchQuerySchema.parse({ q: 'BP1', fields: 'lbpNumber' }).fields).toEqual(['lbpNumber']);
    expect(lbpSearchQuerySchema.safeParse({ q: 'x', fields: 'email' }).success).toBe(false);
    expect(lbpSearchQuerySchema.safeParse({ q: 'x', page: '0' }).success).toBe(false);
  });

  it('takes an LBP number in either case and refuses anything else', () => {
    expect(lbpInfoQuerySchema.parse({ lbpNumber: 'bp104233' }).lbpNumber).toBe('BP104233');
    expect(lbpInfoQuerySchema.safeParse({ lbpNumber: '104233' }).success).toBe(false);
  });

  it('saves with the contact params and edits with contacts_for_councils; unknown fields are refused', () => {
    expect(saveContactSchema.safeParse({ appId: 3, contact_mode: 'lbp', ...lbp }).success).toBe(true);
    expect(saveContactSchema.safeParse({ appId: 3, contact_mode: 'lbp', ...lbp, admin: true }).success).toBe(false);
    expect(
      editContactSchema.safeParse({ appId: '3', pid: 9, contact_mode: 'other', contacts_for_councils: other }).success,
    ).toBe(true);
    expect(
      editContactSchema.safeParse({ appId: 3, pid: 9, contact_mode: 'both', contacts_for_councils: other }).success,
    ).toBe(false);
  });
});

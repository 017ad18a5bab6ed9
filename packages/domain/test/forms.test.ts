import { describe, expect, it } from 'vitest';
import {
  EMPTY_MISC,
  EMPTY_PERSON,
  EMPTY_PLG,
  addYears,
  checkAppRole,
  checkCertTitle,
  checkContact,
  checkEcan,
  checkMisc,
  checkPerson,
  checkPim,
  checkPlg,
  checkPreApplication,
  contactSchema,
  formMessages,
  messages,
  nzToday,
  preApplicationFromRef,
  setPimMattersSchema,
} from '../src/index.js';

const msgs = (problems: { message: string }[]) => problems.map((p) => p.message);

describe('pre-application rules (spec point 5, mode all only)', () => {
  it.each([
    ['', '', [messages.preAppUnanswered]],
    ['no', '', []],
    ['yes', '', [messages.preAppEnterReference]],
    ['yes', 'PRE-2024', [messages.preAppInvalidReference]],
    ['yes', 'PRE2024001', []],
  ] as const)('answer %j with reference %j gives %j', (answer, ref, expected) => {
    expect(msgs(checkPreApplication(answer, ref, 'all'))).toEqual(expected);
  });
  it.each(['min', 'none'] as const)('checks nothing in mode %s', (mode) => {
    expect(checkPreApplication('', '', mode)).toEqual([]);
  });
  it("reads '0' as no meeting and anything else as a reference", () => {
    expect(preApplicationFromRef('0')).toEqual({ preAppAnswered: true, haveRefNumber: false, refNumber: null });
    expect(preApplicationFromRef('AKL123')).toEqual({ preAppAnswered: true, haveRefNumber: true, refNumber: 'AKL123' });
  });
});

describe('PIM rules (spec point 5, unless mode none)', () => {
  it.each([
    [2, { answered: false, pimClasses: [], notes: '' }, [messages.pimUnanswered]],
    [2, { answered: true, pimClasses: [], notes: '' }, []],
    [4, { answered: true, pimClasses: [], notes: '' }, [messages.pimNoMatters]],
    [4, { answered: true, pimClasses: [3], notes: '' }, []],
    [1, { answered: false, pimClasses: [], notes: '' }, [messages.pimNoMatters]],
    [1, { answered: false, pimClasses: [1, 2], notes: '' }, []],
  ])('type %i with %j gives %j', (type, pim, expected) => {
    expect(msgs(checkPim(type, pim, 'min'))).toEqual(expected);
    expect(msgs(checkPim(type, pim, 'all'))).toEqual(expected);
    expect(checkPim(type, pim, 'none')).toEqual([]);
  });
  it('refuses matters that are not on the list, and keeps each once in order', () => {
    expect(setPimMattersSchema.safeParse({ app_id: 1, pim_classes: [99] }).success).toBe(false);
    expect(setPimMattersSchema.parse({ app_id: 1, pim_classes: [3, 1, 3] }).pim_classes).toEqual([1, 3]);
  });
});

describe('contact save rules (spec point 5)', () => {
  const other = contactSchema.parse({ contactType: 11 });
  it("asks for the other contact's name, phone and email with the spec's messages", () => {
    expect(msgs(checkContact(other, 'all', 'firstContact'))).toEqual([
      messages.contactFullName,
      messages.contactPhone,
      messages.contactEmail,
    ]);
  });
  it("accepts 'NA' for phone and email and a name of 3 characters", () => {
    expect(checkContact({ ...other, name: 'Ana', phone: 'NA', email: 'NA' }, 'all', 'invoiceContact')).toEqual([]);
  });
  it('names the field of each problem under its attribute', () => {
    expect(checkContact({ ...other, name: 'Al', phone: 'NA', email: 'NA' }, 'min', 'invoiceContact')).toEqual([
      { field: 'invoiceContact.name', message: messages.contactFullName },
    ]);
  });
  it('needs nothing more for the owner or the agent, and asks who in mode all when unanswered', () => {
    expect(checkContact(contactSchema.parse({ contactType: 1 }), 'all', 'firstContact')).toEqual([]);
    expect(msgs(checkContact(null, 'all', 'invoiceContact'))).toEqual([formMessages.invoiceContactUnanswered]);
    expect(checkContact(null, 'min', 'invoiceContact')).toEqual([]);
  });
});

describe("owner's and agent's details", () => {
  const rules = { who: 'owner', streetRequired: false } as const;
  it('needs name, mailing address, a phone or mobile and an email in mode all', () => {
    expect(checkPerson(EMPTY_PERSON, 'all', rules).map((p) => p.field)).toEqual([
      'full_name',
      'mail_address',
      'phone',
      'email',
    ]);
  });
  it('checks only the format of what was typed in mode min', () => {
    expect(checkPerson({ ...EMPTY_PERSON, email: 'nope' }, 'min', rules)).toEqual([
      { field: 'email', message: formMessages.emailFormat },
    ]);
  });
  it('needs the street address only when it is required and not the mailing address', () => {
    const person = {
      ...EMPTY_PERSON,
      full_name: 'Aroha Ngata',
      mail_address: 'PO Box 1',
      phone: '09 123 4567',
      email: 'a@b.nz',
    };
    expect(checkPerson(person, 'all', { who: 'agent', streetRequired: true })).toEqual([
      { field: 'street_address', message: formMessages.streetAddress('agent') },
    ]);
    expect(
      checkPerson({ ...person, street_same_as_mail: true }, 'all', { who: 'agent', streetRequired: true }),
    ).toEqual([]);
    expect(checkPerson(person, 'all', rules)).toEqual([]);
  });
  it('needs a registered company to have a contact person and a 13-digit NZBN or a company number', () => {
    const company = {
      ...EMPTY_PERSON,
      type: 'nzbn' as const,
      full_name: 'Kauri Builders Limited',
      mail_address: 'x',
      phone: '041234567',
      email: 'a@b.nz',
    };
    expect(checkPerson(company, 'all', rules).map((p) => p.field)).toEqual(['nzbn', 'contact_person']);
    expect(checkPerson({ ...company, nzbn: '94290', contact_person: 'Mere' }, 'all', rules)).toEqual([
      { field: 'nzbn', message: formMessages.nzbnFormat },
    ]);
  });
});

describe('PLG 1, misc, record of title, role and regional-council rules', () => {
  const today = '2026-05-01';
  it('allows the NES date only from today on', () => {
    const plg = {
      ...EMPTY_PLG,
      change_use: 'no',
      disturb_soil: 'yes',
      hail_land: 'yes',
      nes_assessment: 'undertaken',
    } as const;
    expect(msgs(checkPlg({ ...plg, nes_date: '2026-04-30' }, 'all', today))).toEqual([formMessages.nesDateFuture]);
    expect(checkPlg({ ...plg, nes_date: '2026-05-01' }, 'all', today)).toEqual([]);
    expect(msgs(checkPlg(plg, 'all', today))).toEqual([formMessages.nesDateMissing]);
  });
  it('asks for the text of an "other" disaster (id 5)', () => {
    const misc = {
      ...EMPTY_MISC,
      disaster_related: 'yes',
      disaster_id: 5,
      has_dogs: 'no',
      has_swimming_pool: 'no',
      service_connection: 'yes',
    } as const;
    expect(msgs(checkMisc(misc, 'all'))).toEqual([formMessages.disasterOther]);
    expect(checkMisc({ ...misc, disaster_other: 'Tornado' }, 'all')).toEqual([]);
  });
  it('needs the record-of-title answer in mode all and a 4-digit postcode when given', () => {
    expect(
      msgs(checkCertTitle({ has_cert: '', request_ct_from_council: 'n', site_address_postcode: '60' }, 'all')),
    ).toEqual([formMessages.hasCertUnanswered, formMessages.postcodeFormat]);
  });
  it("refuses a role other than owner or agent with the spec's message in every mode, and no role only in mode all", () => {
    for (const mode of ['none', 'min', 'all'] as const)
      expect(msgs(checkAppRole('builder', mode))).toEqual([messages.invalidApplicationRole('builder')]);
    expect(checkAppRole('Agent', 'all')).toEqual([]);
    expect(checkAppRole('', 'none')).toEqual([]);
    expect(msgs(checkAppRole('', 'all'))).toEqual([formMessages.roleUnanswered]);
  });
  it('keeps the regional-council date within ten years either side of today', () => {
    const ecan = { dam_name: 'Opuha Dam', dam_classification: 'high', works_date: '2036-05-02' } as const;
    expect(msgs(checkEcan(ecan, 'all', today))).toEqual([formMessages.worksDateRange]);
    expect(checkEcan({ ...ecan, works_date: '2016-05-01' }, 'all', today)).toEqual([]);
  });
  it("uses New Zealand's date and shifts years safely", () => {
    expect(nzToday(new Date('2026-03-01T12:30:00Z'))).toBe('2026-03-02');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
  });
  it("answers New Zealand's date on either side of its midnight, asked in turn within a minute of it", () => {
    // 2026-11-27 11:00 UTC is midnight in Auckland (NZDT, +13).
    for (let round = 0; round < 2; round++) {
      expect(nzToday(new Date('2026-11-27T10:59:59.999Z'))).toBe('2026-11-27');
      expect(nzToday(new Date('2026-11-27T11:00:00.000Z'))).toBe('2026-11-28');
      expect(nzToday(new Date('2026-11-27T11:00:59.999Z'))).toBe('2026-11-28');
      expect(nzToday(new Date('2026-11-26T11:00:30.000Z'))).toBe('2026-11-27');
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  CONTACT_TYPE,
  NAME_CONTROL_MESSAGE,
  checkDeclaration,
  contactSchema,
  contactThatApplies,
  councilConfigSchema,
  formatNumber,
  hasControlCharacter,
  numberFormatOf,
  numberFormatSchema,
  personDetailSchema,
  PLAIN_COUNCIL_CONFIG,
  registerSchema,
} from '../src/index.js';

describe('a council number format (issue 30.1)', () => {
  it.each([
    ['WCC-{year}-{number:5}', 2026, 42, 'WCC-2026-00042'],
    ['WCC-{year}-{number:5}', 2026, 123456, 'WCC-2026-123456'],
    ['BC{year}/{number}', 2027, 7, 'BC2027/7'],
    ['{number:3}', 2026, 1, '001'],
  ])('formats %s for year %i, number %i as %s', (format, year, n, expected) => {
    expect(formatNumber(format, year, n)).toBe(expected);
  });

  it('needs {number} and at most 40 characters', () => {
    expect(numberFormatSchema.safeParse('WCC-{year}').success).toBe(false);
    expect(numberFormatSchema.safeParse(`${'X'.repeat(35)}{number}`).success).toBe(false);
    expect(numberFormatSchema.safeParse('WCC-{number:5}').success).toBe(true);
  });

  it("is the council's own, or the default where it has none", () => {
    const config = councilConfigSchema.parse({ ...PLAIN_COUNCIL_CONFIG, consentNumberFormat: 'X-{number}' });
    expect(numberFormatOf(config, 'consent')).toBe('X-{number}');
    expect(numberFormatOf(config, 'application')).toBe('APP-{year}-{number:5}');
  });
});

describe('what applies of a first contact or invoice payer (issue 30.3)', () => {
  const junk = { name: '<script>alert(1)</script>', email: "'; drop table users; --", phone: '021 448 2093' };

  it("clears every field of 'other' for the owner and the agent, keeping the type and Id", () => {
    for (const contactType of [CONTACT_TYPE.OWNER, CONTACT_TYPE.AGENT]) {
      const applied = contactThatApplies(contactSchema.parse({ contactType, Id: 3, ...junk }));
      expect(applied).toMatchObject({ contactType, Id: 3, name: '', email: '', phone: '', company: '' });
    }
  });

  it("keeps what 'other' typed", () => {
    const other = contactSchema.parse({ contactType: CONTACT_TYPE.OTHER, ...junk });
    expect(contactThatApplies(other)).toEqual(other);
  });
});

describe('names hold no control characters (issue 30.4)', () => {
  const hostile = ['Eve\nBcc: evil@example.com', 'Eve\tX', 'Eve\u0000X', 'Eve\u007fX', 'Eve\u0085X', 'Eve\u009fX'];

  it('finds C0 and C1 control characters, and no others', () => {
    for (const name of hostile) expect(hasControlCharacter(name), JSON.stringify(name)).toBe(true);
    for (const name of ['Hēmi Pōtae', "O'Brien-Smith", 'Zoë  Ngata', 'Ātaahua\u00a0Kiri'])
      expect(hasControlCharacter(name), name).toBe(false);
  });

  it('refuses them at registration, in a person detail, in a contact and in the declaration', () => {
    for (const name of hostile) {
      const registration = registerSchema.safeParse({
        email: 'eve@example.com',
        password: 'x'.repeat(12),
        fullName: name,
      });
      expect(registration.error?.issues.map((i) => i.message)).toEqual([NAME_CONTROL_MESSAGE]);
      expect(personDetailSchema.safeParse({ full_name: name }).error?.issues[0]?.message).toBe(NAME_CONTROL_MESSAGE);
      expect(contactSchema.safeParse({ contactType: 11, company: name }).error?.issues[0]?.path).toEqual(['company']);
      expect(checkDeclaration({ accepted: true, signedName: name })).toEqual({
        ok: false,
        errors: [NAME_CONTROL_MESSAGE],
      });
    }
  });

  it('still trims a name and keeps its single spaces', () => {
    expect(checkDeclaration({ accepted: true, signedName: '  Hēmi   Pōtae ' })).toEqual({
      ok: true,
      signedName: 'Hēmi Pōtae',
    });
  });
});

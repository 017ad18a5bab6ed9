import { describe, expect, it } from 'vitest';
import {
  APPLICATION_TYPE,
  CONTACT_TYPE,
  EMPTY_MISC,
  agentAnswerRows,
  contactAnswerRows,
  miscAnswerRows,
  personAnswerRows,
  pimAnswerRows,
  personDetailSchema,
} from '../src/index.js';

describe("the wizard forms' answers shown by the summary page and the PDF", () => {
  it('does not ask a PIM-only application whether it wants a PIM, and lists the matters one a line', () => {
    const pim = { answered: true, pimClasses: [1, 9], notes: '' };
    expect(pimAnswerRows(pim, APPLICATION_TYPE.PIM_ONLY)).toEqual([
      { key: 'Matters involved', value: ['Subdivision', 'Demolition of a building or part of a building'] },
    ]);
    expect(pimAnswerRows({ ...pim, pimClasses: [] }, APPLICATION_TYPE.BUILDING_CONSENT)).toEqual([
      { key: 'PIM required', value: 'No' },
    ]);
    expect(pimAnswerRows({ answered: false, pimClasses: [], notes: '' }, APPLICATION_TYPE.BUILDING_CONSENT)).toEqual(
      [],
    );
  });

  it("shows a registered company's numbers and contact person, and 'No' when the owner needs no agent", () => {
    const company = personDetailSchema.parse({
      type: 'nzbn',
      full_name: 'Kauri Builders Limited',
      nzbn: '9429041234567',
      rego: '1234567',
      contact_person: 'Aroha Ngata',
      email: 'aroha@example.co.nz',
    });
    expect(personAnswerRows(company).map((r) => r.key)).toEqual([
      'Company',
      'NZBN and company number',
      'Contact person',
      'Email',
    ]);
    expect(personAnswerRows(null)).toEqual([]);
    expect(agentAnswerRows('no', company)).toEqual([{ key: 'Agent acting for the owner', value: 'No' }]);
  });

  it("says someone else 'doesn't have this information' for an NA phone, and names the owner or agent alone", () => {
    const other = {
      contactType: CONTACT_TYPE.OTHER,
      name: 'Mere Tane',
      company: '',
      phone: 'NA',
      email: 'mere@example.co.nz',
    };
    expect(contactAnswerRows(other)).toEqual([
      { key: 'Who', value: 'Mere Tane' },
      { key: 'Phone number', value: "Doesn't have this information" },
      { key: 'Email', value: 'mere@example.co.nz' },
    ]);
    expect(contactAnswerRows({ contactType: CONTACT_TYPE.AGENT })).toEqual([{ key: 'Who', value: 'The agent' }]);
    expect(contactAnswerRows(null)).toEqual([]);
  });

  it("names an 'other' disaster (id 5) in the applicant's own words", () => {
    const misc = {
      ...EMPTY_MISC,
      disaster_related: 'yes' as const,
      disaster_id: 5,
      disaster_other: 'Tasman slips (2022)',
      has_dogs: 'no' as const,
    };
    expect(miscAnswerRows(misc).slice(0, 2)).toEqual([
      { key: 'Related to a natural disaster', value: 'Yes: Tasman slips (2022)' },
      { key: 'Dogs on the site', value: 'No' },
    ]);
    expect(miscAnswerRows(EMPTY_MISC)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  FAST_TRACK_CLAUSE_CODES,
  addressSearchQuerySchema,
  buildingTypeName,
  ecanDateRange,
  fastTrackSaveSchema,
  isReferenceWellFormed,
  isRegisteredCompany,
  parcelApiEntry,
  parcelApiSearches,
  wizardContextOf,
  workTypeOf,
  PLAIN_COUNCIL_CONFIG,
} from '../src/index.js';

/** Requirements of the spec that were built without a test of their own (issue 16 B, audit). */
describe('spec requirements audited for a test', () => {
  it('fast track shows only clause codes B1, B2, C1, C2, E1, E2, F1, F2, F5, F7, G9 (spec point 9)', () => {
    expect([...FAST_TRACK_CLAUSE_CODES]).toEqual(['B1', 'B2', 'C1', 'C2', 'E1', 'E2', 'F1', 'F2', 'F5', 'F7', 'G9']);
    const save = (clauses: string[]) =>
      fastTrackSaveSchema.safeParse({ submit_action: 'save-later', data: { clauses } }).success;
    expect(save([...FAST_TRACK_CLAUSE_CODES])).toBe(true);
    for (const other of ['B3', 'E3', 'F3', 'F6', 'G1', 'G12']) expect(save([other])).toBe(false);
  });

  it('work types: 1 residential, 2 commercial, 3 industrial (0 = all); shown as Residential, Commercial, Industrial/Farm (spec points 3 and 9)', () => {
    expect(['residential', 'commercial', 'farm', ''].map(workTypeOf)).toEqual([1, 2, 3, 0]);
    expect(['residential', 'commercial', 'farm'].map(buildingTypeName)).toEqual([
      'Residential',
      'Commercial',
      'Industrial/Farm',
    ]);
  });

  it('person detail type nzrc or nzbn means registered company (spec point 3)', () => {
    expect(isRegisteredCompany('nzrc')).toBe(true);
    expect(isRegisteredCompany('nzbn')).toBe(true);
    expect(isRegisteredCompany('person')).toBe(false);
  });

  it("'Owner is agent' counts as answered when the role is non-empty (spec point 4)", () => {
    const context = (applicantRole: string | null) =>
      wizardContextOf({
        appTypeCode: 'bc',
        config: PLAIN_COUNCIL_CONFIG,
        userValid: true,
        applicantRole,
        app_notes: '',
      }).roleCompleted;
    expect(context('AGENT')).toBe(true);
    expect(context('OWNER')).toBe(true);
    expect(context('')).toBe(false);
    expect(context(null)).toBe(false);
  });

  it('the pre-application reference must be letters and digits only (spec point 5)', () => {
    expect(isReferenceWellFormed('PRE2024A01')).toBe(true);
    for (const bad of ['PRE-2024', 'PRE 2024', 'PRE/1', '', 'ā1']) expect(isReferenceWellFormed(bad)).toBe(false);
  });

  it('date pickers of the regional-council form range -10:+10 years (spec point 2)', () => {
    expect(ecanDateRange('2026-11-25')).toEqual({ min: '2016-11-25', max: '2036-11-25' });
  });

  it('address search: search limit 8 results by default, a caller-supplied limit up to the jQuery-style autocomplete 25 (spec point 9)', () => {
    const parse = (query: Record<string, string>) => addressSearchQuerySchema.safeParse({ q: 'ponsonby', ...query });
    expect(parse({}).data?.limit).toBe(8);
    expect(parse({ limit: '25' }).data?.limit).toBe(25);
    expect(parse({ limit: '26' }).success).toBe(false);
  });

  it('ParcelApi: the entry whose event fits is chosen; match_all (AND) is tried before match_any (OR) (spec point 3)', () => {
    const entry = {
      action: 'query',
      event: 'address',
      url: 'arcgis',
      params: {},
      match_all: ['ADDRESS_ID'],
      match_any: ['LEGAL_DESCRIPTION', 'ADDRESS'],
    };
    expect(parcelApiEntry([entry], 'location')).toBeNull();
    expect(parcelApiEntry([{ ...entry, event: 'location' }, entry], 'address')).toBe(entry);
    const columns = { ArcgisAddressColumn: '', ArcgisLegalColumn: '' };
    expect(parcelApiSearches(entry, { street: '12 Ponsonby Road', addressId: 7 }, columns)).toEqual([
      { join: 'AND', conditions: [{ column: 'ADDRESS_ID', op: 'equals', value: '7' }] },
      { join: 'OR', conditions: [{ column: 'ADDRESS', op: 'contains', value: '12 Ponsonby Road' }] },
    ]);
    // A match_all column the lookup has no value for skips match_all.
    expect(parcelApiSearches(entry, { street: 'x', addressId: null }, columns).map((s) => s.join)).toEqual(['OR']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROJECT,
  EMPTY_SCHEDULE,
  NEW_BUILDING,
  buildingAnswers,
  projectAnswerRows,
  type Building,
} from '../src/index.js';

const building = (fields: Partial<Building>): Building => ({ ...NEW_BUILDING, id: 1, mc_data: [], ...fields });
const keys = (rows: { key: string }[]) => rows.map((r) => r.key);

describe('the project page answers shown by the summary page and the PDF', () => {
  it('leaves out what was not answered and names the description by the application type', () => {
    expect(projectAnswerRows(EMPTY_PROJECT, [], 'bc')).toEqual([]);
    const project = { ...EMPTY_PROJECT, projectDescription: 'New deck' };
    expect(projectAnswerRows(project, [], 'abc')).toEqual([{ key: 'What changes', value: 'New deck' }]);
    expect(projectAnswerRows(project, [], 'ccc')).toEqual([
      { key: 'Anything else the council should know', value: 'New deck' },
    ]);
    expect(projectAnswerRows({ ...project, bwcoDate: '2024-03-27', bwcoReason: 'all' }, [], 'ccc').slice(0, 2)).toEqual(
      [
        { key: 'Completed on', value: '27 March 2024' },
        { key: 'How much of the work is complete', value: 'All the building work under the consent is complete' },
      ],
    );
  });

  it('lists the uses as code(name) and the use table a row a line', () => {
    const rows = projectAnswerRows(
      {
        ...EMPTY_PROJECT,
        lawfulUses: [8, 999],
        useTable: [{ work_id: 1, work: '', level: '2', occupants: null, building_id: 1, activity: 'Office' }],
      },
      [building({ name: 'Tower' })],
      'bc',
    );
    expect(rows.find((r) => r.key === 'Lawful uses')?.value).toEqual(['4.0(Commercial)', "I Don't Know"]);
    expect(rows.find((r) => r.key === 'Use table')?.value).toEqual(['Row 1: New building; level 2; Tower; Office']);
  });

  it("shows a building's tri-state answers, asks the residential contract of residential work only, and its schedule only when it has one", () => {
    const schedule = { ...EMPTY_SCHEDULE, systems: [{ code: 'SS4', status: 'R' as const }], cs_number: 'CS1' };
    const shop = buildingAnswers(
      building({ type: 'commercial', has_cable_car: 'no', residential_contract: 'yes', is_compliance_schedule: 'yes' }),
      schedule,
    );
    expect(keys(shop.rows)).toContain('Cable car');
    expect(keys(shop.rows)).not.toContain('Residential building contract');
    expect(shop.schedule).toEqual([
      { key: 'Specified systems', value: ['SS4 Emergency lighting systems: R (Removed)'] },
      { key: 'Compliance schedule number', value: 'CS1' },
    ]);
    expect(
      buildingAnswers(
        building({ type: 'residential', residential_contract: 'no', is_compliance_schedule: 'no' }),
        schedule,
      ).schedule,
    ).toEqual([]);
    expect(keys(buildingAnswers(building({ type: 'residential', residential_contract: 'no' }), null).rows)).toContain(
      'Residential building contract',
    );
  });

  it('gives each clause that applies its means, documents and notes', () => {
    const b = building({
      mc_data: [
        { code: 'B1', present: true, means: 'waiver', data: '', notes: 'Old piles kept' },
        { code: 'E2', present: false, means: '', data: '', notes: '' },
      ],
    });
    expect(buildingAnswers(b, null).clauses).toEqual([
      { key: 'B1 Structure', value: ['Waiver or modification sought', 'Notes: Old piles kept'] },
    ]);
  });
});

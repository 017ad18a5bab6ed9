import { describe, expect, it } from 'vitest';
import {
  scheduleSystemSchema,
  BUILDING_CODE_CLAUSES,
  CLAUSE_GROUPS,
  EMPTY_PROJECT,
  EMPTY_SCHEDULE,
  NEW_BUILDING,
  SCHEDULE_ITEMS,
  SPECIFIED_SYSTEMS,
  buildingFieldsSchema,
  checkBuilding,
  checkMcData,
  checkProject,
  checkProjectPage,
  projectFieldsFor,
  checkSchedule,
  clausesOfGroup,
  mbiePlansAsked,
  projectCccSaveSchema,
  projectDataSchema,
  projectHasBuildings,
  projectMessages,
  projectOptFor,
  projectSaveSchema,
  projectVariantOf,
  totalEstimatedValue,
  useLabel,
  usesForWorkType,
  type BuildingFields,
  type ProjectData,
} from '../src/index.js';

const msgs = (problems: { message: string }[]) => problems.map((p) => p.message);
const YEAR = 2026;
const building = (over: Partial<BuildingFields> = {}): BuildingFields => ({
  ...NEW_BUILDING,
  type: 'residential',
  classification_id: 1,
  proposed_work_id: 1,
  estimated_value: 350000,
  use_id: 1,
  change_use: 'no',
  has_restricted_work: 'no',
  has_cable_car: 'no',
  is_compliance_schedule: 'no',
  owner_builder: 'no',
  residential_contract: 'yes',
  ...over,
});
const b1 = [{ code: 'B1' as const, present: true, means: 'acceptable_solution' as const, data: 'B1/AS1', notes: '' }];

describe('building shape (spec points 3 and 9)', () => {
  it("defaults the name to 'Main Building' and the intended life to 50", () => {
    expect(NEW_BUILDING.name).toBe('Main Building');
    expect(buildingFieldsSchema.parse({ name: '  ' }).name).toBe('Main Building');
    expect(NEW_BUILDING.intended_life).toBe(50);
  });
  it.each([
    [123456.5, 123457],
    [99.49, 99],
    [0, 0],
  ])('rounds an estimated value of %d to %d', (value, rounded) => {
    expect(buildingFieldsSchema.parse({ estimated_value: value }).estimated_value).toBe(rounded);
  });
  it.each([
    [120.456, 120.46],
    [80.444, 80.44],
    [15, 15],
  ])('keeps a floor area of %d to 2 decimals: %d', (value, kept) => {
    const parsed = buildingFieldsSchema.parse({
      existing_floor_area: value,
      new_floor_area: value,
      affected_floor_area: value,
    });
    expect([parsed.existing_floor_area, parsed.new_floor_area, parsed.affected_floor_area]).toEqual([kept, kept, kept]);
  });
  it.each([55, 0, 7, 51])('refuses an intended life of %d', (life) => {
    expect(buildingFieldsSchema.safeParse({ intended_life: life }).success).toBe(false);
  });
  it.each([50, 25, 5])('accepts an intended life of %d', (life) => {
    expect(buildingFieldsSchema.safeParse({ intended_life: life }).success).toBe(true);
  });
  it('refuses a negative floor area or value, and an unknown field', () => {
    expect(buildingFieldsSchema.safeParse({ new_floor_area: -1 }).success).toBe(false);
    expect(buildingFieldsSchema.safeParse({ estimated_value: -5 }).success).toBe(false);
    expect(buildingFieldsSchema.safeParse({ colour: 'red' }).success).toBe(false);
  });
});

describe('uses (clause A1 classified uses, work types, fallback 999)', () => {
  it.each([
    [1, '1.0.2(Housing – Detached dwellings)'],
    [8, '4.0(Commercial)'],
    [999, "I Don't Know"],
    [null, 'N/A'],
    [12345, 'N/A'],
  ])('shows use %j as %j', (id, label) => {
    expect(useLabel(id)).toBe(label);
  });
  it.each([
    [0, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 999]],
    [1, [1, 2, 3, 10, 11, 999]],
    [2, [4, 5, 6, 7, 8, 10, 11, 999]],
    [3, [9, 10, 11, 999]],
  ])('offers work type %d the uses %j', (workType, ids) => {
    expect(usesForWorkType(workType).map((u) => u.id)).toEqual(ids);
  });
});

describe('building rules', () => {
  it('passes a complete residential building', () => {
    expect(checkBuilding({ ...building(), mc_data: b1 }, 'all', YEAR)).toEqual([]);
  });
  it('asks every required question of an empty building in mode all, and nothing in min or none', () => {
    const problems = msgs(checkBuilding({ ...NEW_BUILDING, mc_data: [] }, 'all', YEAR));
    expect(problems).toEqual([
      projectMessages.buildingType,
      projectMessages.classification,
      projectMessages.proposedWork,
      projectMessages.estimatedValue,
      projectMessages.buildingUse,
      projectMessages.changeOfUse,
      projectMessages.restrictedWork,
      projectMessages.cableCar,
      projectMessages.complianceSchedule,
      projectMessages.ownerBuilder,
      projectMessages.noClauses,
    ]);
    expect(checkBuilding({ ...NEW_BUILDING, mc_data: [] }, 'min', YEAR)).toEqual([]);
    expect(checkBuilding({ ...NEW_BUILDING, mc_data: [] }, 'none', YEAR)).toEqual([]);
  });
  it.each<[string, Partial<BuildingFields>, string[]]>([
    [
      'a change of use without the new use or kind',
      { change_use: 'yes' },
      [projectMessages.newUse, projectMessages.changeType],
    ],
    ['restricted work without its text', { has_restricted_work: 'yes' }, [projectMessages.restrictedWorkText]],
    ['an alteration without the year constructed', { proposed_work_id: 3 }, [projectMessages.yearConstructedMissing]],
    ['a commercial use on a residential building', { classification_id: 8 }, [projectMessages.useNotForType]],
    ['an unknown use', { use_id: 77 }, [projectMessages.unknownUse]],
    ['a year not on the list', { year_constructed: '1955' }, [projectMessages.yearConstructed]],
    [
      'an owner-builder on a commercial building',
      { type: 'commercial', classification_id: 8, owner_builder: 'yes' },
      [projectMessages.ownerBuilderResidential],
    ],
    [
      'a commercial building with no residential contract answer',
      { type: 'commercial', classification_id: 8, residential_contract: '' },
      [],
    ],
    [
      'a residential building with no residential contract answer',
      { residential_contract: '' },
      [projectMessages.residentialContract],
    ],
    ['the decade 1950-1960', { year_constructed: '1950-1960', proposed_work_id: 3 }, []],
    ['next year', { year_constructed: String(YEAR + 1), proposed_work_id: 3 }, []],
    ["'I Don't Know' as its use", { use_id: 999 }, []],
  ])('%s', (_what, over, expected) => {
    expect(msgs(checkBuilding({ ...building(over), mc_data: b1 }, 'all', YEAR))).toEqual(expected);
  });
});

describe('Building Code clauses and means of compliance', () => {
  it('groups B1 to H1 by code B, C, D, E, F, G, H with their real names', () => {
    expect(CLAUSE_GROUPS.map((g) => g.code)).toEqual(['B', 'C', 'D', 'E', 'F', 'G', 'H']);
    expect(BUILDING_CODE_CLAUSES[0]).toEqual({ code: 'B1', name: 'Structure' });
    expect(BUILDING_CODE_CLAUSES.at(-1)).toEqual({ code: 'H1', name: 'Energy efficiency' });
    expect(clausesOfGroup('G').map((c) => c.code)).toEqual([
      'G1',
      'G2',
      'G3',
      'G4',
      'G5',
      'G6',
      'G7',
      'G8',
      'G9',
      'G10',
      'G11',
      'G12',
      'G13',
      'G14',
      'G15',
    ]);
    expect(clausesOfGroup('E').map((c) => c.name)).toEqual(['Surface water', 'External moisture', 'Internal moisture']);
  });
  it.each([
    ['no clause applies', [], [projectMessages.noClauses]],
    [
      'a clause without its means',
      [{ code: 'E2', present: true, means: '', data: '', notes: '' }],
      [projectMessages.clauseMeans('E2 External moisture')],
    ],
    [
      'an alternative solution without notes',
      [{ code: 'B1', present: true, means: 'alternative_solution', data: '', notes: '' }],
      [projectMessages.clauseNotes('B1 Structure')],
    ],
    ['a clause that does not apply', [...b1, { code: 'G9', present: false, means: '', data: '', notes: '' }], []],
  ] as const)('%s', (_what, mcData, expected) => {
    expect(msgs(checkMcData(mcData as never, 'all'))).toEqual(expected);
  });
});

describe('compliance schedule (specified systems SS1 to SS16)', () => {
  it('numbers SS1 to SS16 with their real names and sub-items', () => {
    expect(SPECIFIED_SYSTEMS.map((s) => s.code)).toEqual(Array.from({ length: 16 }, (_, i) => `SS${i + 1}`));
    expect(SPECIFIED_SYSTEMS[0]?.name).toMatch(/^Automatic systems for fire suppression/);
    expect(SPECIFIED_SYSTEMS[1]?.name).toBe('Automatic or manual emergency warning systems for fire or other dangers');
    expect(SPECIFIED_SYSTEMS[2]?.items?.map((i) => i.code)).toEqual(['SS3/1', 'SS3/2', 'SS3/3']);
    expect(SPECIFIED_SYSTEMS[9]?.name).toMatch(/^Building maintenance units/);
    expect(SPECIFIED_SYSTEMS[10]?.name).toBe('Laboratory fume cupboards');
    expect(SPECIFIED_SYSTEMS[15]?.name).toBe('Cable cars');
    expect(SCHEDULE_ITEMS.filter((i) => i.code.startsWith('SS2/'))).toHaveLength(7);
    expect(SCHEDULE_ITEMS.map((i) => i.code)).not.toContain('SS2');
  });
  const scheduled = { is_compliance_schedule: 'yes', has_cable_car: 'no' };
  it.each<
    [string, Partial<typeof EMPTY_SCHEDULE>, { is_compliance_schedule: string; has_cable_car: string }, string[]]
  >([
    ['no schedule needed', {}, { is_compliance_schedule: 'no', has_cable_car: 'no' }, []],
    ['no systems', {}, scheduled, [projectMessages.scheduleNoSystems]],
    ['only new systems', { systems: [{ code: 'SS1', status: 'N' }] }, scheduled, []],
    [
      'an existing system without the schedule number or place',
      { systems: [{ code: 'SS4', status: 'E' }] },
      scheduled,
      [projectMessages.csNumberMissing, projectMessages.csLocationMissing],
    ],
    [
      'a cable car not on the schedule',
      { systems: [{ code: 'SS8/1', status: 'N' }] },
      { is_compliance_schedule: 'no', has_cable_car: 'yes' },
      [projectMessages.scheduleCableCar],
    ],
    [
      'a modified system with its schedule',
      { systems: [{ code: 'SS3/2', status: 'M' }], cs_number: 'CS 1234/2', cs_location: 'Reception' },
      scheduled,
      [],
    ],
  ])('%s', (_what, over, b, expected) => {
    expect(msgs(checkSchedule({ ...EMPTY_SCHEDULE, ...over }, 'all', b))).toEqual(expected);
  });
  it('takes the compliance schedule statuses E, N, M, R (spec point 3) and no other', () => {
    for (const status of ['E', 'N', 'M', 'R'])
      expect(scheduleSystemSchema.safeParse({ code: 'SS1', status }).success).toBe(true);
    for (const status of ['X', 'e', ''])
      expect(scheduleSystemSchema.safeParse({ code: 'SS1', status }).success).toBe(false);
  });
  it('checks the number format in min and nothing in none', () => {
    expect(msgs(checkSchedule({ ...EMPTY_SCHEDULE, cs_number: '#1' }, 'min', scheduled))).toEqual([
      projectMessages.csNumberFormat,
    ]);
    expect(checkSchedule({ ...EMPTY_SCHEDULE, cs_number: '#1' }, 'none', scheduled)).toEqual([]);
  });
});

describe('project and its variants', () => {
  const bc = { typeCode: 'bc', param: 'standard', buildingIds: [4], today: '2026-05-01' };
  const complete: ProjectData = {
    ...EMPTY_PROJECT,
    projectDescription: 'A new house',
    tbuilding: 'residential',
    projectSection75: 'no',
  };
  it.each([
    ['bc', 'project'],
    ['abc', 'project'],
    ['pim', 'project'],
    ['ca', 'projectca'],
    ['ccc', 'projectccc'],
    ['cpu', 'projectcpu'],
  ])('saves a %s project with POST /obca/ajax/%s', (code, variant) => {
    expect(projectVariantOf(code)).toBe(variant);
  });
  it('has buildings except for a CCC and a CPU; asks MBIE plans for mbie and multiproof', () => {
    expect(['bc', 'abc', 'pim', 'ca', 'ccc', 'cpu'].filter(projectHasBuildings)).toEqual(['bc', 'abc', 'pim', 'ca']);
    expect(['standard', 'mbie', 'multiproof', 'codemark'].filter(mbiePlansAsked)).toEqual(['mbie', 'multiproof']);
  });
  it.each([
    [0, 'single'],
    [1, 'single'],
    [2, 'multiple'],
    [5, 'multiple'],
  ] as const)('with %d buildings the project is %s', (n, opt) => {
    expect(projectOptFor(n)).toBe(opt);
  });
  it('totals the estimated value over the buildings', () => {
    expect(
      totalEstimatedValue([{ estimated_value: 350000 }, { estimated_value: null }, { estimated_value: 42000 }]),
    ).toBe(392000);
  });
  it.each<[string, Partial<ProjectData>, Partial<typeof bc>, string[]]>([
    ['a complete building consent', {}, {}, []],
    [
      'an empty building consent',
      EMPTY_PROJECT,
      { buildingIds: [] },
      [
        projectMessages.description,
        projectMessages.buildingTypeProject,
        projectMessages.section75,
        projectMessages.noBuildings,
      ],
    ],
    [
      'an amendment without its description',
      { projectDescription: '' },
      { typeCode: 'abc' },
      [projectMessages.amendmentDescription],
    ],
    ['an MBIE multiproof without its plans answer', {}, { param: 'mbie' }, [projectMessages.mbiePlans]],
    [
      'multiproof plans without the number',
      { has_mbie_plans: 'yes' },
      { param: 'multiproof' },
      [projectMessages.mbieNumber],
    ],
    [
      'a badly formed multiproof number',
      { has_mbie_plans: 'yes', mbie_number: 'MP 12' },
      { param: 'mbie' },
      [projectMessages.mbieNumberFormat],
    ],
    [
      'a certificate of acceptance without the work or why',
      {},
      { typeCode: 'ca' },
      [projectMessages.caWorkDone, projectMessages.caReason],
    ],
    [
      'a CCC with nothing',
      EMPTY_PROJECT,
      { typeCode: 'ccc', buildingIds: [] },
      [projectMessages.bwcoDate, projectMessages.bwcoReason],
    ],
    [
      'a CCC completed tomorrow',
      { bwcoDate: '2026-05-02', bwcoReason: 'all' },
      { typeCode: 'ccc' },
      [projectMessages.bwcoDateFuture],
    ],
    ['a CCC completed today', { bwcoDate: '2026-05-01', bwcoReason: 'all' }, { typeCode: 'ccc' }, []],
    [
      'a CCC for a stage without its details',
      { bwcoDate: '2026-04-01', bwcoReason: 'stage' },
      { typeCode: 'ccc' },
      [projectMessages.bwcoDetails],
    ],
    [
      'a CPU with nothing',
      EMPTY_PROJECT,
      { typeCode: 'cpu', buildingIds: [] },
      [projectMessages.description, projectMessages.cpuBuildingParts, projectMessages.cpuSafeUse],
    ],
    [
      'a use table row for another building',
      {
        useTable: [
          { work_id: 1, work: 'Shop fit-out', level: '1', occupants: 20, building_id: 99, activity: 'Retail' },
        ],
      },
      {},
      [projectMessages.useTableBuilding],
    ],
  ])('%s', (_what, over, ctx, expected) => {
    expect(msgs(checkProject({ ...complete, ...over }, 'all', { ...bc, ...ctx }))).toEqual(expected);
  });
  it('checks formats only in min, and nothing in none', () => {
    const data = { ...EMPTY_PROJECT, bwcoDate: '2026-02-30' };
    expect(msgs(checkProject(data, 'min', { ...bc, typeCode: 'ccc' }))).toEqual([
      'Enter a real date, like 27 March 2027.',
    ]);
    expect(checkProject(data, 'none', { ...bc, typeCode: 'ccc' })).toEqual([]);
  });
  it('takes only its own fields in each save call', () => {
    expect(projectSaveSchema.safeParse({ bwcoDate: '2026-01-01' }).success).toBe(false);
    expect(projectCccSaveSchema.safeParse({ tbuilding: 'farm' }).success).toBe(false);
    expect(projectCccSaveSchema.safeParse({ bwcoDate: '2026-01-01', bwcoReason: 'all' }).success).toBe(true);
    expect(projectDataSchema.safeParse({ lawfulUses: [1, 999] }).success).toBe(true);
    expect(projectDataSchema.safeParse({ lawfulUses: [1000] }).success).toBe(false);
  });
});

describe('the project page as a whole (checkProjectPage) and each call’s fields (projectFieldsFor)', () => {
  const ctx = { typeCode: 'bc', param: 'standard', today: '2026-05-01', currentYear: YEAR };
  const project: ProjectData = {
    ...EMPTY_PROJECT,
    projectDescription: 'Two buildings',
    tbuilding: 'commercial',
    projectSection75: 'no',
  };
  const shop = {
    ...building({
      name: 'Shop',
      type: 'commercial',
      classification_id: 8,
      residential_contract: '',
      is_compliance_schedule: 'yes',
    }),
    id: 7,
    mc_data: b1,
  };
  it('names each building’s problems and fields when there are several, and checks a schedule only when given', () => {
    const garage = { ...building({ name: 'Garage', change_use: '' }), id: 8, mc_data: [] };
    expect(checkProjectPage(project, [shop, garage], 'all', ctx)).toEqual([
      { field: 'buildings.8.change_use', message: `Garage: ${projectMessages.changeOfUse}` },
      { field: 'mc_data.8', message: `Garage: ${projectMessages.noClauses}` },
    ]);
    expect(checkProjectPage(project, [{ ...shop, schedule: EMPTY_SCHEDULE }], 'all', ctx)).toEqual([
      { field: 'schedule.7.systems', message: projectMessages.scheduleNoSystems },
    ]);
  });
  it('takes only a variant’s own fields', () => {
    expect(Object.keys(projectFieldsFor('projectccc', EMPTY_PROJECT))).toEqual([
      'projectDescription',
      'bwcoDate',
      'bwcoReason',
      'bwcoDetails',
    ]);
    expect(Object.keys(projectFieldsFor('projectcpu', EMPTY_PROJECT))).toEqual([
      'projectDescription',
      'cpuBuildingParts',
      'cpuSafeUse',
    ]);
    expect(Object.keys(projectFieldsFor('projectca', EMPTY_PROJECT))).toContain('caReason');
    expect(Object.keys(projectFieldsFor('project', EMPTY_PROJECT))).not.toContain('caReason');
  });
});

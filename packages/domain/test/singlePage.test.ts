import { describe, expect, it } from 'vitest';
import {
  EMPTY_FAST_TRACK,
  EMPTY_FLOOD_AFFECTED,
  checkFastTrack,
  checkFloodAffected,
  fastTrackSaveSchema,
  singlePageAnswerRows,
  singlePageFormOf,
  singlePageMessages,
} from '../src/index.js';

const fields = (problems: { field?: string }[]) => problems.map((p) => p.field);

describe('fast track', () => {
  it("asks nothing in modes 'none' and 'min', and every required answer in 'all'", () => {
    expect(checkFastTrack(EMPTY_FAST_TRACK, 'none')).toEqual([]);
    expect(checkFastTrack(EMPTY_FAST_TRACK, 'min')).toEqual([]);
    expect(checkFastTrack(EMPTY_FAST_TRACK, 'all')).toEqual([
      { field: 'project', message: singlePageMessages.projectChoose },
      { field: 'clauses', message: singlePageMessages.clausesChoose },
    ]);
  });

  it('asks make and model for a heating appliance, and the size for the garage', () => {
    const heater = {
      ...EMPTY_FAST_TRACK,
      project: 'Installation of Freestanding Solid Fuel Heating Appliance',
      clauses: ['B1'],
    } as const;
    expect(fields(checkFastTrack({ ...heater, clauses: ['B1'] }, 'all'))).toEqual(['make', 'model']);
    expect(checkFastTrack({ ...heater, clauses: ['B1'], make: 'Masport', model: 'Akaroa' }, 'all')).toEqual([]);
    const garage = { ...EMPTY_FAST_TRACK, project: 'Proprietary Garage', clauses: ['E2'] } as const;
    expect(fields(checkFastTrack({ ...garage, clauses: ['E2'] }, 'all'))).toEqual(['garage_size']);
  });

  it('accepts only the fast-track clause codes and project choices', () => {
    const save = (data: unknown) => fastTrackSaveSchema.safeParse({ submit_action: 'save-later', data }).success;
    expect(save({ clauses: ['B1', 'G9'] })).toBe(true);
    expect(save({ clauses: ['H1'] })).toBe(false);
    expect(save({ project: 'New house' })).toBe(false);
    expect(fastTrackSaveSchema.safeParse({ submit_action: 'later', data: {} }).success).toBe(false);
  });
});

describe('flood affected', () => {
  it('asks the damage, the remediation work and the building use in mode all only', () => {
    expect(checkFloodAffected(EMPTY_FLOOD_AFFECTED, 'none')).toEqual([]);
    expect(fields(checkFloodAffected(EMPTY_FLOOD_AFFECTED, 'all'))).toEqual([
      'damage',
      'remediation_work',
      'building_use',
    ]);
    expect(
      checkFloodAffected({ damage: 'Silt', remediation_work: 'Linings', building_use: 'Dwelling' }, 'all'),
    ).toEqual([]);
  });
});

it('names the single-page form of a param and lists only what was answered', () => {
  expect([singlePageFormOf('fasttrack'), singlePageFormOf('flooded'), singlePageFormOf('standard')]).toEqual([
    'fasttrack',
    'floodaffected',
    null,
  ]);
  expect(
    singlePageAnswerRows({
      ...EMPTY_FAST_TRACK,
      project: 'Proprietary Garage',
      garage_size: '6 m x 3 m',
      clauses: ['B1', 'E2'],
    }),
  ).toEqual([
    { key: 'Project', value: 'Proprietary Garage' },
    { key: 'Size of the garage', value: '6 m x 3 m' },
    { key: 'Building Code clauses', value: 'B1, E2' },
  ]);
  expect(singlePageAnswerRows({ ...EMPTY_FLOOD_AFFECTED, damage: 'Silt' })).toEqual([
    { key: 'Flood damage', value: 'Silt' },
  ]);
});

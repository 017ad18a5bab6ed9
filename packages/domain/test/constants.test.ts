import { describe, expect, it } from 'vitest';
import {
  INTENDED_LIFE_OPTIONS,
  LEGACY_STEPS,
  canChangeType,
  contactsMode,
  isAgent,
  isLegacyStep,
  pimApplies,
  yearConstructedOptions,
} from '../src/index.js';

describe('business constants (spec point 9)', () => {
  it('has eleven legacy steps 1,3,4,5,6,7,8,11,13,14,15', () => {
    expect(LEGACY_STEPS).toEqual([1, 3, 4, 5, 6, 7, 8, 11, 13, 14, 15]);
    expect(isLegacyStep(11)).toBe(true);
    expect(isLegacyStep(2)).toBe(false);
  });

  it('lets only types 2 and 4 change, to each other', () => {
    expect(canChangeType(2, 4)).toBe(true);
    expect(canChangeType(4, 2)).toBe(true);
    expect(canChangeType(1, 4)).toBe(false);
    expect(canChangeType(2, 1)).toBe(false);
    expect(canChangeType(6, 2)).toBe(false);
  });

  it('applies PIM to types 1 and 4 only', () => {
    expect([1, 2, 4, 5, 6].filter(pimApplies)).toEqual([1, 4]);
  });

  it('compares AGENT case-insensitively', () => {
    expect(isAgent('Agent')).toBe(true);
    expect(isAgent('OWNER')).toBe(false);
  });

  it('offers intended life 50 down to 5 in steps of 5', () => {
    expect(INTENDED_LIFE_OPTIONS).toEqual([50, 45, 40, 35, 30, 25, 20, 15, 10, 5]);
  });

  it('offers year constructed: Unknown, decades to 1950-1960, then 1961 to next year', () => {
    const options = yearConstructedOptions(2026);
    expect(options[0]).toBe('Unknown');
    expect(options[1]).toBe('1800-1810');
    expect(options).toContain('1950-1960');
    expect(options).not.toContain('1960-1970');
    expect(options[options.indexOf('1950-1960') + 1]).toBe('1961');
    expect(options.at(-1)).toBe('2027');
  });

  it("uses contacts mode 'both' for ca, cpu, flood and fast track, else 'lbp'", () => {
    expect(contactsMode('ca', 'standard')).toBe('both');
    expect(contactsMode('cpu', 'standard')).toBe('both');
    expect(contactsMode('bc', 'flooded')).toBe('both');
    expect(contactsMode('bc', 'fasttrack')).toBe('both');
    expect(contactsMode('bc', 'standard')).toBe('lbp');
  });
});

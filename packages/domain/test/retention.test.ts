import { describe, expect, it } from 'vitest';
import { addMonths, draftRetentionStep } from '../src/retention.js';

const at = (text: string) => new Date(`${text}T00:00:00Z`);
const changed = at('2025-01-15');

describe('how long a draft is kept (issue 29.5)', () => {
  it.each([
    ['a draft changed under 6 months ago', 'draft', null, '2025-07-14', 'keep'],
    ['a draft untouched for 6 months, not yet warned', 'draft', null, '2025-07-15', 'warn'],
    ['a draft warned at 6 months, before 12', 'draft', '2025-07-15', '2026-01-14', 'keep'],
    ['a draft warned at 6 months, untouched for 12', 'draft', '2025-07-15', '2026-01-15', 'delete'],
    ['a draft untouched for 12 months but never warned', 'draft', null, '2026-03-01', 'warn'],
    ['a draft warned only 10 days ago though 12 months untouched', 'draft', '2026-02-19', '2026-03-01', 'keep'],
    ['a draft warned 30 days ago and 12 months untouched', 'draft', '2026-01-30', '2026-03-01', 'delete'],
    ['a draft warned before its last change', 'draft', '2025-01-01', '2025-08-01', 'warn'],
    ['a submitted application, however old', 'submitted', null, '2030-01-01', 'keep'],
    ['a granted application, however old', 'granted', '2025-07-15', '2030-01-01', 'keep'],
  ] as const)('%s: %s', (_name, status, warnedAt, now, step) => {
    expect(
      draftRetentionStep({ status, lastChangedAt: changed, warnedAt: warnedAt ? at(warnedAt) : null }, at(now)),
    ).toBe(step);
  });

  it('counts calendar months, clamping to the end of a shorter month', () => {
    expect(addMonths(at('2025-08-31'), 6).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(addMonths(at('2023-08-31'), 6).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(addMonths(at('2025-01-15'), 12).toISOString()).toBe('2026-01-15T00:00:00.000Z');
  });
});

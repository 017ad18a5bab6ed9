import { describe, expect, it } from 'vitest';
import { bandFor, bandProblems, feeEstimate, gstOn, leviesDue, type LevyRate } from '../src/index.js';

/** The rows migration 0043 loads, as the instruments set them (ADR 0050). */
const rates: LevyRate[] = [
  { levy: 'building', effectiveFrom: '2005-04-01', centsPerThousand: 197, thresholdCents: 2_000_000 },
  { levy: 'building', effectiveFrom: '2020-07-01', centsPerThousand: 175, thresholdCents: 2_044_400 },
  { levy: 'building', effectiveFrom: '2024-07-01', centsPerThousand: 175, thresholdCents: 6_500_000 },
  { levy: 'research', effectiveFrom: '1970-01-01', centsPerThousand: 100, thresholdCents: 2_000_000 },
];
const due = (valueCents: number, grantDate: string) =>
  Object.fromEntries(leviesDue(rates, valueCents, grantDate).map((l) => [l.levy, l.amountCents]));

describe('building levy (Building Act 2004 s53) and building research levy, in cents', () => {
  it.each([
    // value (cents), grant date, building levy, research levy, what it shows
    [6_499_999, '2024-07-01', 0, 6_500, 'just under $65,000 from 1 July 2024: no building levy'],
    [6_500_000, '2024-07-01', 65 * 175, 6_500, 'exactly $65,000 from 1 July 2024: 65 × $1.75'],
    [6_500_001, '2024-07-01', 66 * 175, 6_600, 'one cent over $65,000: a part of $1,000 counts whole'],
    [2_044_399, '2024-06-30', 0, 2_100, 'just under $20,444 before 1 July 2024'],
    [2_044_400, '2024-06-30', 21 * 175, 2_100, 'exactly $20,444 before 1 July 2024: 21 units (20.444 or part)'],
    [2_044_401, '2024-06-30', 21 * 175, 2_100, 'just over $20,444 before 1 July 2024'],
    [6_400_000, '2024-06-30', 64 * 175, 6_400, '$64,000 granted 30 June 2024: levy due'],
    [6_400_000, '2024-07-01', 0, 6_400, '$64,000 granted 1 July 2024: under the new threshold'],
    [1_999_999, '2025-01-15', 0, 0, 'just under $20,000: no research levy'],
    [2_000_000, '2025-01-15', 0, 20 * 100, 'exactly $20,000: research levy 20 × $1.00'],
    [2_000_001, '2025-01-15', 0, 21 * 100, 'just over $20,000: research levy 21 × $1.00'],
    [64_000_001, '2025-01-15', 641 * 175, 641 * 100, '$640,000.01: 641 units of $1,000 or part'],
    [0, '2025-01-15', 0, 0, 'a value of $0'],
    [25_000_000_000, '2025-01-15', 250_000 * 175, 250_000 * 100, '$250 million'],
    [2_000_000, '2020-06-30', 20 * 197, 20 * 100, 'granted before 1 July 2020: $1.97 from $20,000'],
  ])('%i cents granted %s: building %i, research %i (%s)', (value, date, building, research) => {
    expect(due(value, date)).toEqual({ building, research });
  });

  it('says the basis of a levy due as units times rate', () => {
    const [building, research] = leviesDue(rates, 64_000_000, '2025-01-15');
    expect(building).toMatchObject({ basis: '640 × $1.75', amountCents: 112_000, payable: true });
    expect(research).toMatchObject({ basis: '640 × $1.00', amountCents: 64_000, payable: true });
  });

  it('says why a levy is not payable', () => {
    expect(leviesDue(rates, 100_000, '2025-01-15')[0]).toMatchObject({
      payable: false,
      basis: 'Not payable: estimated value under $65,000.00',
    });
  });

  it('leaves out a levy with no rate in force on the grant date', () => {
    expect(leviesDue(rates, 5_000_000, '2000-01-01').map((l) => l.levy)).toEqual(['research']);
  });
});

describe('GST at 15% on an amount excluding it', () => {
  it.each([
    [0, 0],
    [100, 15],
    [10, 2], // 1.5 cents rounds half up
    [3, 0], // 0.45 cents
    [1_234_567, 185_185],
    [-100, -15],
  ])('%i cents carries %i cents of GST', (amount, gst) => {
    expect(gstOn(amount)).toBe(gst);
  });
});

describe('value bands of a fee schedule', () => {
  const band = (fromCents: number, toCents: number | null) => ({ fromCents, toCents, amountCents: 100 });
  it.each([
    [[band(0, 100), band(100, null)], []],
    [[band(0, 100), band(90, null)], ['Value band 2 must start where band 1 ends, with no gap or overlap']],
    [[band(0, 100), band(110, null)], ['Value band 2 must start where band 1 ends, with no gap or overlap']],
    [[band(0, null), band(100, null)], ['Value band 1 has no upper end, so it must be the last band']],
    [[band(0, 100)], ['The last value band must have no upper end, so every value falls in a band']],
    [[band(5, null)], ['Value band 1 must start at $0.00']],
    [[band(0, 100), band(100, 100), band(100, null)], ['Value band 2 must end after it starts']],
  ])('%j: %j', (bands, messages) => {
    expect(bandProblems(bands).map((p) => p.message)).toEqual(messages);
  });

  it('finds the band a value falls in, its upper end outside it', () => {
    const bands = [band(0, 100), band(100, null)];
    expect(bandFor(bands, 99)).toBe(bands[0]);
    expect(bandFor(bands, 100)).toBe(bands[1]);
  });
});

describe('the fee estimate on check your answers (issue 31 point 3)', () => {
  const schedule = {
    effectiveFrom: '2024-07-01',
    fixedFees: [{ kind: 'pim' as const, amountCents: 35_000 }],
    valueBands: [
      { fromCents: 0, toCents: 10_000_000, amountCents: 140_000 },
      { fromCents: 10_000_000, toCents: null, amountCents: 260_000 },
    ],
    hourlyRateCents: 19_500,
    inspectionFeeCents: 21_000,
    lodgementDepositCents: 50_000,
    gstNumber: '100-200-300',
    bankAccount: '12-3000-0100000-00',
  };

  it('gives a consent with PIM its fixed fee, its value band, both levies, GST on the fees alone, less the deposit', () => {
    const estimate = feeEstimate(schedule, rates, {
      applicationType: 4,
      typeCode: 'bc',
      valueCents: 64_000_000,
      date: '2026-11-27',
    });
    expect(estimate.lines).toEqual([
      { label: 'Project information memorandum (PIM)', basis: 'Fixed fee', amountCents: 35_000, kind: 'fee' },
      {
        label: 'Building consent processing fee',
        basis: 'Estimated value $640,000.00, in the band $100,000.00 and over',
        amountCents: 260_000,
        kind: 'fee',
      },
      { label: 'Building levy', basis: '640 × $1.75', amountCents: 112_000, kind: 'levy' },
      { label: 'Building research levy (BRANZ)', basis: '640 × $1.00', amountCents: 64_000, kind: 'levy' },
    ]);
    expect(estimate.deposit).toEqual({ exclusiveCents: 50_000, gstCents: 7_500, totalCents: 57_500 });
    expect(estimate).toMatchObject({ feesExclusiveCents: 295_000, gstCents: 44_250, leviesCents: 176_000 });
    expect(estimate.totalCents).toBe(295_000 + 44_250 + 176_000);
    expect(estimate.restCents).toBe(estimate.totalCents - 57_500);
  });

  it('charges a PIM only its fixed fee, with no levy', () => {
    const estimate = feeEstimate(schedule, rates, {
      applicationType: 1,
      typeCode: 'pim',
      valueCents: 64_000_000,
      date: '2026-11-27',
    });
    expect(estimate.lines.map((l) => l.label)).toEqual(['Project information memorandum (PIM)']);
  });
});

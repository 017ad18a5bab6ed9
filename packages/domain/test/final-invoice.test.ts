import { describe, expect, it } from 'vitest';
import {
  APPLICATION_TYPE,
  addDays,
  centsCsv,
  csvOf,
  finalInvoiceInputSchema,
  finalInvoiceLines,
  financeStatus,
  moneyEvents,
  monthBefore,
  totalsOf,
  type FeeSchedule,
  type LevyRate,
} from '../src/index.js';

const rates: LevyRate[] = [
  { levy: 'building', effectiveFrom: '2020-07-01', centsPerThousand: 175, thresholdCents: 2_044_400 },
  { levy: 'building', effectiveFrom: '2024-07-01', centsPerThousand: 175, thresholdCents: 6_500_000 },
  { levy: 'research', effectiveFrom: '1970-01-01', centsPerThousand: 100, thresholdCents: 2_000_000 },
];
const schedule: FeeSchedule = {
  effectiveFrom: '2024-01-01',
  fixedFees: [{ kind: 'pim', amountCents: 40_000 }],
  valueBands: [
    { fromCents: 0, toCents: 10_000_000, amountCents: 100_000 },
    { fromCents: 10_000_000, toCents: null, amountCents: 250_000 },
  ],
  hourlyRateCents: 19_500,
  inspectionFeeCents: 22_000,
  lodgementDepositCents: 50_000,
  gstNumber: '123-456-789',
  bankAccount: '12-3456-7890123-00',
};
const consent = { applicationType: APPLICATION_TYPE.BUILDING_CONSENT, typeCode: 'bc' };
const deposit = (paidCents: number) => ({
  year: 2026,
  number: 7,
  feesExclusiveCents: 50_000,
  totalCents: 57_500,
  paidCents,
});

describe('the final invoice at grant (issue 31 point 4)', () => {
  it.each([
    // hours, inspections, value (cents), grant date, deposit paid, fees excl. GST, levies, less paid, what it shows
    [
      3,
      0,
      6_400_000,
      '2025-03-01',
      57_500,
      100_000 + 58_500 - 50_000,
      6_400,
      0,
      '3 hours; $64,000 after 1 July 2024: BRANZ only',
    ],
    [
      2.5,
      4,
      6_500_000,
      '2025-03-01',
      57_500,
      100_000 + 48_750 + 88_000 - 50_000,
      65 * 175 + 6_500,
      0,
      '2.5 hours, 4 inspections, both levies',
    ],
    [0, 0, 6_400_000, '2024-06-30', 57_500, 50_000, 64 * 175 + 6_400, 0, 'granted 30 June 2024: the old threshold'],
    [
      1.25,
      0,
      15_000_000,
      '2025-03-01',
      0,
      250_000 + 24_375 - 50_000,
      150 * 175 + 15_000,
      0,
      'deposit unpaid: still set off, owed on its own invoice',
    ],
    [0, 0, 6_400_000, '2025-03-01', 60_000, 50_000, 6_400, 2_500, 'deposit overpaid by $25: the credit is less paid'],
  ])(
    '%s h, %i inspections, value %i on %s, deposit paid %i',
    (hours, inspections, value, date, paid, fees, levies, lessPaid) => {
      const { lines, lessPaidCents } = finalInvoiceLines(
        schedule,
        rates,
        { ...consent, valueCents: value, date, processingHours: hours, inspectionCount: inspections },
        [deposit(paid)],
      );
      const totals = totalsOf(lines);
      expect(totals.feesExclusiveCents).toBe(fees);
      expect(totals.leviesCents).toBe(levies);
      expect(totals.gstCents).toBe(Math.floor((fees * 15 + 50) / 100));
      expect(lessPaidCents).toBe(lessPaid);
    },
  );

  it('says each line’s basis: hours times rate, inspections times fee, the invoice set off', () => {
    const { lines } = finalInvoiceLines(
      schedule,
      rates,
      { ...consent, valueCents: 6_500_000, date: '2025-03-01', processingHours: 2.5, inspectionCount: 4 },
      [deposit(57_500)],
    );
    expect(lines.map((l) => [l.label, l.basis, l.amountCents])).toEqual([
      ['Building consent processing fee', 'Estimated value $65,000.00, in the band $0.00 to $100,000.00', 100_000],
      ['Processing time', '2.5 hours × $195.00', 48_750],
      ['Inspections', '4 × $220.00', 88_000],
      ['Less fees already invoiced', 'Tax invoice INV-2026-000007 (GST on it shown there)', -50_000],
      ['Building levy', '65 × $1.75', 11_375],
      ['Building research levy (BRANZ)', '65 × $1.00', 6_500],
    ]);
  });

  it('charges a PIM its fixed fee and no levy, and never sets off more than the fees', () => {
    const { lines } = finalInvoiceLines(
      { ...schedule, fixedFees: [{ kind: 'pim', amountCents: 30_000 }] },
      rates,
      {
        applicationType: APPLICATION_TYPE.PIM_ONLY,
        typeCode: 'bc',
        valueCents: 6_500_000,
        date: '2025-03-01',
        processingHours: 0,
        inspectionCount: 0,
      },
      [deposit(57_500)],
    );
    expect(totalsOf(lines)).toMatchObject({ feesExclusiveCents: 0, gstCents: 0, leviesCents: 0 });
  });

  it('rounds hours times rate to the nearest cent, half up', () => {
    const { lines } = finalInvoiceLines(
      { ...schedule, hourlyRateCents: 19_999 },
      rates,
      { ...consent, valueCents: 0, date: '2025-03-01', processingHours: 0.01, inspectionCount: 0 },
      [],
    );
    expect(lines.find((l) => l.label === 'Processing time')?.amountCents).toBe(200);
  });

  it.each([
    [
      { processingHours: -1, inspectionCount: 0 },
      'Enter the processing hours as a number from 0 to 500, in hours and hundredths, like 3 or 2.5',
    ],
    [
      { processingHours: 500.5, inspectionCount: 0 },
      'Enter the processing hours as a number from 0 to 500, in hours and hundredths, like 3 or 2.5',
    ],
    [
      { processingHours: 2.555, inspectionCount: 0 },
      'Enter the processing hours as a number from 0 to 500, in hours and hundredths, like 3 or 2.5',
    ],
    [{ processingHours: 3, inspectionCount: 1.5 }, 'Enter the number of inspections as a whole number from 0 to 200'],
    [{ processingHours: 3, inspectionCount: 201 }, 'Enter the number of inspections as a whole number from 0 to 200'],
  ])('refuses %j with a message naming the limit', (input, message) => {
    const parsed = finalInvoiceInputSchema.safeParse(input);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('takes 3, 2.5, 2.05 and 500 hours', () => {
    for (const processingHours of [3, 2.5, 2.05, 500])
      expect(finalInvoiceInputSchema.safeParse({ processingHours, inspectionCount: 0 }).success).toBe(true);
  });
});

describe('money events for the timeline (issue 31 point 6)', () => {
  it('lists the invoice issued, each payment, and the invoice paid by the payment that completes it', () => {
    const at = (s: string) => new Date(`2026-11-${s}Z`);
    const events = moneyEvents(
      [{ id: 1, year: 2026, number: 3, kind: 'deposit', issuedAt: at('01T00:00:00'), totalCents: 57_500 }],
      [
        { invoiceId: 1, amountCents: 20_000, method: 'bank_transfer', createdAt: at('02T00:00:00') },
        { invoiceId: 1, amountCents: 40_000, method: 'counter', createdAt: at('03T00:00:00') },
        { invoiceId: 1, amountCents: 100, method: 'counter', createdAt: at('04T00:00:00') },
      ],
    );
    expect(events.map((e) => [e.kind, e.amountCents])).toEqual([
      ['invoice-issued', 57_500],
      ['payment-recorded', 20_000],
      ['payment-recorded', 40_000],
      ['invoice-paid', 57_500],
      ['payment-recorded', 100],
    ]);
    expect(events[0]?.invoiceNumber).toBe('INV-2026-000003');
  });
});

describe('the finance view (issue 31 point 7)', () => {
  it.each([
    [0, '2026-11-01', '2026-12-01', 'paid'],
    [-100, '2026-11-01', '2026-12-01', 'paid'],
    [1, '2026-12-01', '2026-12-01', 'unpaid'],
    [1, '2026-11-30', '2026-12-01', 'overdue'],
  ])('balance %i due %s on %s is %s', (balance, due, today, status) => {
    expect(financeStatus(balance, due, today)).toBe(status);
  });

  it('adds days across a month and a year end', () => {
    expect(addDays('2026-12-20', 20)).toBe('2027-01-09');
  });

  it('writes cents as decimals and quotes CSV fields, defusing formulas', () => {
    expect([centsCsv(123_456), centsCsv(5), centsCsv(-5)]).toEqual(['1234.56', '0.05', '-0.05']);
    expect(csvOf([['a,b', 'say "hi"', '=SUM(A1)', '-12.50', 3]])).toBe('"a,b","say ""hi""",\'=SUM(A1),-12.50,3\r\n');
  });
});

describe('the levy return’s default month', () => {
  it.each([
    ['2026-12-05', '2026-11'],
    ['2027-01-20', '2026-12'],
  ])('on %s is %s', (today, month) => {
    expect(monthBefore(today)).toBe(month);
  });
});

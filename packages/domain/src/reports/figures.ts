import type { ReportPeriod } from './period.js';

/** What the database counts for one period (apps/server/src/modules/reports/repo.ts). */
export interface PeriodCounts {
  received: number;
  granted: number;
  refused: number;
  /** Decisions (grants and refusals) made within 20 working days of acceptance, RFIs suspending the clock (s48). */
  decidedWithin20: number;
  /** The median working days of the period's decisions; null with no decision. */
  medianWorkingDays: number | null;
  cccIssued: number;
  /** CCCs issued within 20 working days of the CCC application, RFIs suspending the clock (s93). */
  cccIssuedWithin20: number;
  inspections: number;
  inspectionsPassed: number;
}

export const NO_COUNTS: PeriodCounts = {
  received: 0,
  granted: 0,
  refused: 0,
  decidedWithin20: 0,
  medianWorkingDays: null,
  cccIssued: 0,
  cccIssuedWithin20: 0,
  inspections: 0,
  inspectionsPassed: 0,
};

/** One line of the council's report: the period, its counts and the shares made from them. */
export interface ReportRow extends PeriodCounts {
  period: string;
  label: string;
  /** Percent of decisions made within 20 working days, to one decimal; null with no decision. */
  decidedWithin20Percent: number | null;
  cccIssuedWithin20Percent: number | null;
  inspectionPassPercent: number | null;
}

/** A share as a percentage to one decimal place, or null when there is nothing to share. */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}

export function reportRow(period: ReportPeriod, counts: PeriodCounts): ReportRow {
  const median = counts.medianWorkingDays === null ? null : Math.round(counts.medianWorkingDays * 10) / 10;
  return {
    period: period.start,
    label: period.label,
    ...counts,
    medianWorkingDays: median,
    decidedWithin20Percent: percentOf(counts.decidedWithin20, counts.granted + counts.refused),
    cccIssuedWithin20Percent: percentOf(counts.cccIssuedWithin20, counts.cccIssued),
    inspectionPassPercent: percentOf(counts.inspectionsPassed, counts.inspections),
  };
}

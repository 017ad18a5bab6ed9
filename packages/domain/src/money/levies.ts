import { formatCents } from './cents.js';

/**
 * The two levies a council collects for the Crown when it grants a building consent: the building levy (Building
 * Act 2004 s53, its rate and minimum value set by the Building (Levy) Regulations 2019 and their 2024 amendment) and
 * the building research levy (Building Research Levy Act 1969, paid to BRANZ). ADR 0050 cites the sources.
 */
export const LEVIES = ['building', 'research'] as const;
export type Levy = (typeof LEVIES)[number];

export const LEVY_NAMES: Record<Levy, string> = {
  building: 'Building levy',
  research: 'Building research levy (BRANZ)',
};

/**
 * One rate as the law set it, from the day it takes effect: a rate change is a new row (data), never a deploy.
 * The rate is cents for every $1,000 *or part of $1,000* of the estimated value; the levy is payable only when
 * the value is at least the threshold. Both figures include GST where the instrument says so.
 */
export interface LevyRate {
  levy: Levy;
  /** The New Zealand date (YYYY-MM-DD) from which consents granted take this rate. */
  effectiveFrom: string;
  centsPerThousand: number;
  thresholdCents: number;
}

/** A levy as an invoice line: how many $1,000 (or part) units, at what rate, and the line's basis in words. */
export interface LevyLine {
  levy: Levy;
  name: string;
  payable: boolean;
  units: number;
  rateCents: number;
  amountCents: number;
  /** "640 × $1.75", or why none is due ("Not payable: estimated value under $65,000.00"). */
  basis: string;
}

const THOUSAND_DOLLARS_IN_CENTS = 100_000;

/** The rate of `levy` for a consent granted on `grantDate` (YYYY-MM-DD): the latest row taking effect on or before it. */
export function levyRateOn(rates: readonly LevyRate[], levy: Levy, grantDate: string): LevyRate | undefined {
  let found: LevyRate | undefined;
  for (const rate of rates) {
    if (rate.levy !== levy || rate.effectiveFrom > grantDate) continue;
    if (!found || rate.effectiveFrom > found.effectiveFrom) found = rate;
  }
  return found;
}

/** One levy on a value under one rate: every $1,000 or part counts as a whole unit. */
export function levyLine(rate: LevyRate, valueCents: number): LevyLine {
  const name = LEVY_NAMES[rate.levy];
  if (valueCents < rate.thresholdCents || valueCents <= 0) {
    const basis = `Not payable: estimated value under ${formatCents(rate.thresholdCents)}`;
    return { levy: rate.levy, name, payable: false, units: 0, rateCents: rate.centsPerThousand, amountCents: 0, basis };
  }
  const units = Math.ceil(valueCents / THOUSAND_DOLLARS_IN_CENTS);
  return {
    levy: rate.levy,
    name,
    payable: true,
    units,
    rateCents: rate.centsPerThousand,
    amountCents: units * rate.centsPerThousand,
    basis: `${units.toLocaleString('en-NZ')} × ${formatCents(rate.centsPerThousand)}`,
  };
}

/**
 * Every levy due on a consent for building work of `valueCents` granted on `grantDate` (New Zealand date,
 * YYYY-MM-DD): s53 fixes the levy by the grant, so the grant's date picks the rate. A levy with no rate in force
 * on that date is left out.
 */
export function leviesDue(rates: readonly LevyRate[], valueCents: number, grantDate: string): LevyLine[] {
  return LEVIES.flatMap((levy) => {
    const rate = levyRateOn(rates, levy, grantDate);
    return rate ? [levyLine(rate, valueCents)] : [];
  });
}

/**
 * Money is integer cents end to end (DESIGN.md, "Beyond the decision"): the database's bigint, the domain, the API
 * and the screen all carry whole cents, so no sum ever meets a binary fraction. Only this file turns cents into text.
 */

/** New Zealand's GST rate, in percent (Goods and Services Tax Act 1985 s8). */
export const GST_PERCENT = 15;

const DOLLARS = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });

/** "$1,234.56" from 123456 cents; a negative amount (a credit) as "-$12.00". */
export function formatCents(cents: number): string {
  return DOLLARS.format(cents / 100);
}

/** Whole dollars (as the project's estimated value is kept) in cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/**
 * The GST on an amount that excludes it, to the nearest cent (half a cent up). Integer arithmetic: 15% of 1,234,567
 * cents is 185,185.05 in floating point, here exactly 185,185.
 */
export function gstOn(exclusiveCents: number): number {
  if (exclusiveCents < 0) return -gstOn(-exclusiveCents);
  return Math.floor((exclusiveCents * GST_PERCENT + 50) / 100);
}

/**
 * Cents from what a person typed as dollars ("1,234.5", "$80", "-5"): null when it is not an amount. Read as text,
 * never through a float, so "0.29" is 29 cents exactly.
 */
export function parseDollars(text: string): number | null {
  const match = /^(-?)\$?(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/[,\s]/g, ''));
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** Cents as dollars for an input to show ("1234.50"): what parseDollars reads back to the same cents. */
export function dollarsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

const NZ_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' });

/** The New Zealand calendar date (YYYY-MM-DD) of a moment: what picks a levy rate or a fee schedule. */
export function nzDateOf(at: Date): string {
  return NZ_DAY.format(at);
}

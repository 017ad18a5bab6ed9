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

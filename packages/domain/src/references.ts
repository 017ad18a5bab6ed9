import { z } from 'zod';

/**
 * A council's numbering (issue 30.1): a format such as `WCC-{year}-{number:5}`, where `{year}` is the year the
 * number is given (New Zealand time) and `{number:N}` is the council's sequence for that kind and year, zero-padded
 * to N digits (`{number}`: no padding). One gapless sequence per council, kind and year gives the number.
 */
const TOKEN = /\{(year|number)(?::(\d))?\}/g;

export const numberFormatMessage =
  'A number format needs {number} (or {number:N} for N digits) and may use {year}, up to 40 characters.';

export const numberFormatSchema = z
  .string()
  .trim()
  .min(1, numberFormatMessage)
  .max(40, numberFormatMessage)
  .refine((format) => /\{number(?::\d)?\}/.test(format), numberFormatMessage);

/** The kinds of number a council gives from its sequences. */
export type NumberKind = 'application' | 'consent';

/** What a council without a format of its own numbers with. */
export const DEFAULT_NUMBER_FORMATS: Record<NumberKind, string> = {
  application: 'APP-{year}-{number:5}',
  consent: 'BC-{year}-{number:5}',
};

/** The number `n` of `year` in `format`. */
export function formatNumber(format: string, year: number, n: number): string {
  return format.replace(TOKEN, (_, token: string, width?: string) =>
    token === 'year' ? String(year) : String(n).padStart(Number(width ?? 0), '0'),
  );
}

/** How an application is named to a person: its reference once submitted, its number before. */
export function applicationLabel(application: { id: number; reference: string | null }): string {
  return application.reference ?? `Application ${application.id}`;
}

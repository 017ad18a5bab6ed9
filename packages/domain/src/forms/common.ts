import { z } from 'zod';

export { addYears, nzToday, nzYear } from './days.js';
import type { ValidationMode } from '../constants.js';
import type { StatusDetail } from '../statusResult.js';

/** A free-text answer: trimmed, bounded, empty when not given (partial saves keep what was typed). */
export const text = (max = 200) => z.string().trim().max(max).default('');

/** C0 and C1 control characters (Unicode category Cc: tab, line breaks, NUL, DEL, NEL …). */
const CONTROL_CHARACTER = /\p{Cc}/u;
export const hasControlCharacter = (value: string): boolean => CONTROL_CHARACTER.test(value);
/** A name is one line of text (issue 30.4): what is refused in a person's or a company's name. */
export const NAME_CONTROL_MESSAGE = 'Enter the name without tabs, line breaks or other control characters';
/** A person's or company's name: trimmed, bounded, and holding no control character. */
export const nameString = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasControlCharacter(value), { message: NAME_CONTROL_MESSAGE });
/** A name answer of a form: as `text`, holding no control character. */
export const nameText = (max = 200) => nameString(max).default('');

/** A yes/no radio has three states: unanswered (''), yes, no (spec point 3, "Radio answers"). */
export const YES_NO = ['', 'yes', 'no'] as const;
export const yesNo = z.enum(YES_NO).default('');
export type YesNo = (typeof YES_NO)[number];

/** A calendar date as the date picker sends it (ISO yyyy-mm-dd), or '' when none is chosen. */
export const isoDate = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, { message: 'Enter a real date' })
  .default('');

/** The problems a form has in a validation mode: each names its field, in the order the applicant meets them. */
export type FormProblems = StatusDetail[];

/** Collects problems; `all` says whether the mode asks for required answers too (mode 'all'). */
export function problemList(mode: ValidationMode) {
  const problems: FormProblems = [];
  return {
    problems,
    checkRequired: mode === 'all',
    /** Format checks run in 'min' and 'all'; 'none' skips validation entirely (spec point 4). */
    checkFormat: mode !== 'none',
    add(field: string, message: string) {
      problems.push({ field, message });
    },
  };
}

/** No spaces and no control characters anywhere (issue 30.4): an address that could carry a header is not one. */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;
/** Digits with the spaces, brackets, dashes and leading + people type in phone numbers. */
export const PHONE_PATTERN = /^\+?[\d\s()-]{6,20}$/;
export const POSTCODE_PATTERN = /^\d{4}$/;
export const NZBN_PATTERN = /^\d{13}$/;

export function isRealDate(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}

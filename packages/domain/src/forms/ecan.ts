import { z } from 'zod';
import { validationModeSchema } from '../api.js';
import type { ValidationMode } from '../constants.js';
import { formMessages } from '../messages.js';
import { isRealDate, isoDate, problemList, text, type FormProblems } from './common.js';
import { DAM_CLASSIFICATIONS } from './lists.js';
import { ecanDateRange } from './ecanRules.js';

export { ecanDateRange, regionalCouncilFormShown } from './ecanRules.js';

/** The date picker's year range on the regional-council form is -10:+10 (spec point 2). */

/**
 * The regional-council form ('ecan'): a regional council consents building work on dams, so it asks
 * for the dam and when the work starts. The one definition of its shape.
 */
export const ecanDataSchema = z.strictObject({
  dam_name: text(200),
  dam_classification: z.enum(['', ...DAM_CLASSIFICATIONS.map((c) => c.value)]).default(''),
  works_date: isoDate,
});
export type EcanData = z.output<typeof ecanDataSchema>;
export const EMPTY_ECAN: EcanData = ecanDataSchema.parse({});

/** `POST /obca/ajax/ecan/{id}` {data, validation_mode}. */
export const ecanSaveSchema = z.strictObject({
  data: ecanDataSchema,
  validation_mode: validationModeSchema.optional(),
});

export function checkEcan(data: EcanData, mode: ValidationMode, today: string): FormProblems {
  const list = problemList(mode);
  if (list.checkRequired) {
    if (!data.dam_name) list.add('dam_name', formMessages.damName);
    if (!data.dam_classification) list.add('dam_classification', formMessages.damClassification);
    if (!data.works_date) list.add('works_date', formMessages.worksDateMissing);
  }
  if (list.checkFormat && data.works_date) {
    const { min, max } = ecanDateRange(today);
    if (!isRealDate(data.works_date)) list.add('works_date', formMessages.realDate);
    else if (data.works_date < min || data.works_date > max) list.add('works_date', formMessages.worksDateRange);
  }
  return list.problems;
}

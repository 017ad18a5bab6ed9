import { z } from 'zod';
import { idSchema, validationModeSchema } from '../api.js';
import { APPLICATION_TYPE, pimApplies } from '../applicationTypes.js';
import type { ValidationMode } from '../constants.js';
import { messages } from '../messages.js';
import { problemList, text, type FormProblems } from './common.js';
import { PIM_MATTER_IDS } from './lists.js';

/** `POST /ajax/set_pimmatters` {app_id, pim_classes, notes, validation_mode}; only for types 1 and 4. */
export const setPimMattersSchema = z.strictObject({
  app_id: idSchema,
  pim_classes: z
    .array(z.number().int())
    .max(PIM_MATTER_IDS.length)
    .refine((ids) => ids.every((id) => PIM_MATTER_IDS.includes(id)), { message: 'Unknown PIM matter' })
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
  notes: text(2000),
  validation_mode: validationModeSchema.optional(),
});

/** The PIM section as stored: whether the question was answered, the matters chosen and notes. */
export interface PimAnswers {
  answered: boolean;
  pimClasses: number[];
  notes: string;
}
export const UNANSWERED_PIM: PimAnswers = { answered: false, pimClasses: [], notes: '' };
/** The PIM section's stored shape (its form's answers in the store of section forms). */
export const pimAnswersSchema = z.object({ answered: z.boolean(), pimClasses: z.array(z.number()), notes: z.string() });

/**
 * The PIM rules of spec point 5 (skipped in mode 'none'): a building consent must answer the
 * question; PIM-only or type 4 needs at least one matter.
 */
export function checkPim(applicationType: number, pim: PimAnswers, mode: ValidationMode): FormProblems {
  const list = problemList(mode);
  if (!list.checkFormat) return list.problems;
  // Type 4 is itself the answer "yes" (an application created as "with PIM" has answered the question).
  const answered = pim.answered || applicationType !== APPLICATION_TYPE.BUILDING_CONSENT;
  if (!answered) list.add('pim', messages.pimUnanswered);
  else if (pimApplies(applicationType) && pim.pimClasses.length === 0) list.add('pim_classes', messages.pimNoMatters);
  return list.problems;
}

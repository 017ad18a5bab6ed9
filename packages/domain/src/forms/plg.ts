import { z } from 'zod';
import { validationModeSchema } from '../api.js';
import type { ValidationMode } from '../constants.js';
import { formMessages } from '../messages.js';
import { isRealDate, isoDate, problemList, yesNo, type FormProblems } from './common.js';

/** FORM PLG 1, land-use planning (spec point 3): the one definition of its shape. */
export const plgDataSchema = z.strictObject({
  change_use: yesNo,
  disturb_soil: yesNo,
  /** Land used for an activity on the Hazardous Activities and Industries List (HAIL). */
  hail_land: yesNo,
  /** The NES (soil contaminants) assessment: taken already, or to be undertaken. */
  nes_assessment: z.enum(['', 'taken', 'undertaken']).default(''),
  nes_date: isoDate,
});
export type PlgData = z.output<typeof plgDataSchema>;
export const EMPTY_PLG: PlgData = plgDataSchema.parse({});

/** `POST /obca/ajax/plg1/{id}` {data, validation_mode}. */
export const plgSaveSchema = z.strictObject({ data: plgDataSchema, validation_mode: validationModeSchema.optional() });

/** The date picker allows future dates only (minDate today, spec point 2); `today` is New Zealand's. */
export function checkPlg(data: PlgData, mode: ValidationMode, today: string): FormProblems {
  const list = problemList(mode);
  if (list.checkRequired) {
    if (!data.change_use) list.add('change_use', formMessages.changeUseUnanswered);
    if (!data.disturb_soil) list.add('disturb_soil', formMessages.disturbSoilUnanswered);
    if (!data.hail_land) list.add('hail_land', formMessages.hailLandUnanswered);
    if (data.hail_land === 'yes' && !data.nes_assessment)
      list.add('nes_assessment', formMessages.nesAssessmentUnanswered);
    if (data.nes_assessment && !data.nes_date) list.add('nes_date', formMessages.nesDateMissing);
  }
  if (list.checkFormat && data.nes_date) {
    if (!isRealDate(data.nes_date)) list.add('nes_date', formMessages.realDate);
    else if (data.nes_date < today) list.add('nes_date', formMessages.nesDateFuture);
  }
  return list.problems;
}

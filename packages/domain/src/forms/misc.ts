import { z } from 'zod';
import { validationModeSchema } from '../api.js';
import { DISASTER_OTHER_ID, type ValidationMode } from '../constants.js';
import { formMessages } from '../messages.js';
import { problemList, text, yesNo, type FormProblems } from './common.js';
import { DISASTER_IDS } from './lists.js';

/** Miscellaneous Information (spec point 3): the one definition of its shape. */
export const miscDataSchema = z.strictObject({
  disaster_related: yesNo,
  disaster_id: z
    .number()
    .int()
    .refine((id) => DISASTER_IDS.includes(id), { message: 'Unknown disaster' })
    .nullable()
    .default(null),
  /** The disaster, in the applicant's words, when disaster_id is 5 (other). */
  disaster_other: text(500),
  has_dogs: yesNo,
  has_swimming_pool: yesNo,
  service_connection: yesNo,
});
export type MiscData = z.output<typeof miscDataSchema>;
export const EMPTY_MISC: MiscData = miscDataSchema.parse({});

/** `POST /obca/ajax/otherinfo/{id}` {data, validation_mode}. */
export const miscSaveSchema = z.strictObject({
  data: miscDataSchema,
  validation_mode: validationModeSchema.optional(),
});

export function checkMisc(data: MiscData, mode: ValidationMode): FormProblems {
  const list = problemList(mode);
  if (!list.checkRequired) return list.problems;
  if (!data.disaster_related) list.add('disaster_related', formMessages.disasterUnanswered);
  if (data.disaster_related === 'yes') {
    if (data.disaster_id === null) list.add('disaster_id', formMessages.disasterChoose);
    else if (data.disaster_id === DISASTER_OTHER_ID && !data.disaster_other)
      list.add('disaster_other', formMessages.disasterOther);
  }
  if (!data.has_dogs) list.add('has_dogs', formMessages.dogsUnanswered);
  if (!data.has_swimming_pool) list.add('has_swimming_pool', formMessages.poolUnanswered);
  if (!data.service_connection) list.add('service_connection', formMessages.serviceConnectionUnanswered);
  return list.problems;
}

import { z } from 'zod';
import { validationModeSchema } from '../api.js';
import { isReferenceWellFormed } from './referenceRules.js';

export { isReferenceWellFormed } from './referenceRules.js';
import type { ValidationMode } from '../constants.js';
import { messages } from '../messages.js';
import { problemList, type FormProblems } from './common.js';

/** A reference of '0' (or none) means there was no pre-application meeting (spec point 3). */
export const NO_PRE_APP_REFERENCE = '0';

/** `POST /ajax/set_preapp_ref/{appId}` {ref_number}: '0' answers "no"; anything else answers "yes" with that reference. */
export const setPreAppRefSchema = z.strictObject({
  ref_number: z.string().trim().max(50),
  validation_mode: validationModeSchema.optional(),
});

/** `POST /obca/ajax/checkRefNo/{appId}` {pre_app_meeting_ref_number}; answers truthy or falsy. */
export const checkRefNoSchema = z.strictObject({ pre_app_meeting_ref_number: z.string().trim().max(50) });

/** The pre-application answer as stored and loaded (`GET /obca/ajaxform/getRefNo/{id}`). */
export interface PreApplication {
  preAppAnswered: boolean;
  haveRefNumber: boolean;
  refNumber: string | null;
}

/** The stored answers' shape (`GET /obca/ajaxform/getRefNo/{id}` answers them). */
export const preApplicationSchema = z.object({
  preAppAnswered: z.boolean(),
  haveRefNumber: z.boolean(),
  refNumber: z.string().nullable(),
}) satisfies z.ZodType<PreApplication>;

export const UNANSWERED_PRE_APPLICATION: PreApplication = {
  preAppAnswered: false,
  haveRefNumber: false,
  refNumber: null,
};

export function preApplicationFromRef(refNumber: string): PreApplication {
  const none = refNumber === NO_PRE_APP_REFERENCE;
  return { preAppAnswered: true, haveRefNumber: !none, refNumber: none ? null : refNumber };
}

/**
 * The pre-application rules of spec point 5, checked only in mode 'all'. `answer` is the radio
 * ('' unanswered); the existence check against the council's register is the caller's (it needs the server).
 */
export function checkPreApplication(answer: '' | 'yes' | 'no', reference: string, mode: ValidationMode): FormProblems {
  const list = problemList(mode);
  if (mode !== 'all') return list.problems;
  if (answer === '') list.add('pre_app', messages.preAppUnanswered);
  else if (answer === 'yes') {
    if (reference.trim() === '') list.add('ref_number', messages.preAppEnterReference);
    else if (!isReferenceWellFormed(reference.trim())) list.add('ref_number', messages.preAppInvalidReference);
  }
  return list.problems;
}

import { z } from 'zod';
import { idSchema, validationModeSchema } from '../api.js';
import type { ValidationMode } from '../constants.js';
import { formMessages } from '../messages.js';
import { POSTCODE_PATTERN, problemList, YES_NO, yesNo, type FormProblems, type YesNo } from './common.js';

/** `POST /obca/ajax/ct/{appId}` {appId, has_cert, request_ct, postcode, validation_mode}. */
export const certTitleSchema = z.strictObject({
  appId: idSchema,
  has_cert: yesNo,
  /** 'y' asks the council for a copy of the record of title (request_ct_from_council). */
  request_ct: z.enum(['y', 'n', '']).default(''),
  /** The site address's postcode (site_address_postcode). */
  postcode: z.string().trim().max(10).default(''),
  validation_mode: validationModeSchema.optional(),
});
export type CertTitleRequest = z.input<typeof certTitleSchema>;

/** The Record of Title answers as stored and loaded (`GET /obca/ajaxform/certtitle/{id}`). */
export interface CertTitle {
  has_cert: YesNo;
  request_ct_from_council: 'y' | 'n';
  site_address_postcode: string;
}
/** The stored answers' shape: what the store reads back field by field. */
export const certTitleAnswerSchema = z.object({
  has_cert: z.enum(YES_NO),
  request_ct_from_council: z.enum(['y', 'n']),
  site_address_postcode: z.string(),
}) satisfies z.ZodType<CertTitle>;
export const EMPTY_CERT_TITLE: CertTitle = { has_cert: '', request_ct_from_council: 'n', site_address_postcode: '' };

export function checkCertTitle(answers: CertTitle, mode: ValidationMode): FormProblems {
  const list = problemList(mode);
  if (list.checkRequired && answers.has_cert === '') list.add('has_cert', formMessages.hasCertUnanswered);
  if (list.checkFormat && answers.site_address_postcode && !POSTCODE_PATTERN.test(answers.site_address_postcode)) {
    list.add('postcode', formMessages.postcodeFormat);
  }
  return list.problems;
}

import { z } from 'zod';
import { idSchema, saveStepSchema, validationModeSchema } from '../api.js';
import type { ValidationMode } from '../constants.js';
import { problemList, type FormProblems } from '../forms/common.js';
import { documentMessages } from '../messages.js';
import { missingDocuments, type DocumentOptions } from './types.js';

/** A document as the list call and an upload answer it. */
export interface DocumentItem {
  id: number;
  documentTypeId: number;
  documentTypeName: string;
  originalName: string;
  contentType: string;
  size: number;
  sha256: string;
  createdAt: string;
}

/**
 * The File Attachments form's rule: in mode 'all' every required document type has at least one file
 * (a problem per missing type, in the order offered); 'min' and 'none' ask nothing, as uploads are
 * checked one by one when they are made.
 */
export function checkAttachments(
  typeCode: string,
  uploaded: readonly { documentTypeId: number }[],
  mode: ValidationMode,
  options: DocumentOptions = {},
): FormProblems {
  const list = problemList(mode);
  if (!list.checkRequired) return list.problems;
  for (const type of missingDocuments(typeCode, uploaded, options))
    list.add(`documents.${type.id}`, documentMessages.documentMissing(type.name));
  return list.problems;
}

/**
 * `POST /obca/ajax/hasupfiles/{id}` {data, step, app_id, validation_mode}: the page's save. Its answers are
 * the uploads themselves, so `data` carries nothing of its own; the save checks them in mode 'all'.
 */
export const hasUpFilesSchema = z.strictObject({
  data: z.strictObject({}).optional(),
  step: saveStepSchema.optional(),
  app_id: idSchema,
  validation_mode: validationModeSchema.optional(),
});

export const uploadQuerySchema = z.strictObject({ documentTypeId: idSchema });
export const documentParamsSchema = z.strictObject({ appId: idSchema, documentId: idSchema });

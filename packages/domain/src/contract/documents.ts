import { z } from 'zod';
import { appIdParamsSchema } from '../api.js';
import { documentParamsSchema, hasUpFilesSchema, uploadQuerySchema, type DocumentItem } from '../documents/rules.js';
import type { OfferedDocumentType } from '../documents/types.js';
import { route, statusAnswerSchema, successResult } from './route.js';

const params = appIdParamsSchema;

export const documentItemSchema = z.object({
  id: z.number(),
  documentTypeId: z.number(),
  documentTypeName: z.string(),
  originalName: z.string(),
  contentType: z.string(),
  size: z.number(),
  sha256: z.string(),
  createdAt: z.string(),
}) satisfies z.ZodType<DocumentItem>;

const offeredDocumentTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** What the council wants in it, shown under the name. */
  hint: z.string(),
  required: z.boolean(),
}) satisfies z.ZodType<OfferedDocumentType>;

/** An upload's answer: the stored document. */
export const uploadedAnswerSchema = statusAnswerSchema.extend({ document: documentItemSchema });

/**
 * File Attachments (spec point 2, step 15): the spec's list and save calls, and our own upload and delete under
 * /api (the spec does not show them). An upload's body is multipart/form-data with one file part, read by the
 * route itself; the download answers the file, not JSON, and is not on the contract.
 */
export const documentsContract = {
  list: route({
    method: 'GET',
    path: '/obca/attachment/:appId',
    params,
    response: z.object({
      result: successResult,
      documents: z.array(documentItemSchema),
      /** The types this application offers, required ones first. */
      documentTypes: z.array(offeredDocumentTypeSchema),
      /** Each required type of which nothing has been uploaded yet. */
      missing: z.array(offeredDocumentTypeSchema),
      maxFileBytes: z.number(),
    }),
  }),
  saveHasUpFiles: route({
    method: 'POST',
    path: '/obca/ajax/hasupfiles/:appId',
    params,
    body: hasUpFilesSchema,
    response: statusAnswerSchema,
  }),
  upload: route({
    method: 'POST',
    path: '/api/applications/:appId/documents',
    params,
    querystring: uploadQuerySchema,
    response: uploadedAnswerSchema,
    statuses: [201],
  }),
  uploadInformation: route({
    method: 'POST',
    path: '/api/applications/:appId/information/documents',
    params,
    response: uploadedAnswerSchema,
    statuses: [201],
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/applications/:appId/documents/:documentId',
    params: documentParamsSchema,
    response: statusAnswerSchema,
  }),
};

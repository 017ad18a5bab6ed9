import { z } from 'zod';
import { appIdParamsSchema } from '../api.js';
import { STATUTORY_DOCUMENT_KINDS } from '../statutoryDocuments/kinds.js';
import { route, successResult, timestamp } from './route.js';

const statutoryDocumentSchema = z.object({
  id: z.number().int(),
  /** The form of the Building (Forms) Regulations 2004 it is in (4, 5 or 7), or null for a notice of refusal. */
  form: z.number().int().nullable(),
  kind: z.enum(STATUTORY_DOCUMENT_KINDS),
  title: z.string(),
  sha256: z.string(),
  sizeBytes: z.number().int(),
  issuedAt: timestamp,
});
export type StatutoryDocumentItem = z.infer<typeof statutoryDocumentSchema>;

/**
 * Statutory documents generated from the data (issue 32.1). The files themselves (GET .../statutory-documents/:id,
 * and the officer's preview, POST /api/council/applications/:appId/grant/preview) answer PDF, not JSON, and are
 * not on the contract.
 */
export const statutoryDocumentsContract = {
  list: route({
    method: 'GET',
    path: '/api/applications/:appId/statutory-documents',
    params: appIdParamsSchema,
    response: z.object({ result: successResult, documents: z.array(statutoryDocumentSchema) }),
  }),
};

import { z } from 'zod';
import { appIdParamsSchema } from '../api.js';
import { route, successResult, timestamp } from './route.js';

const statutoryDocumentSchema = z.object({
  id: z.number().int(),
  /** The form of the Building (Forms) Regulations 2004 it is in (5: building consent). */
  form: z.number().int(),
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

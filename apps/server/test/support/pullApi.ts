import { z } from 'zod';

/**
 * The council pull API (/api/council/v1/) is off the contract (it answers API keys, not the SPA): the list's answer
 * as apps/server/src/modules/council/pullApi/service.ts builds it, for tests to read typed.
 */
export const pulledApplicationSchema = z.strictObject({
  id: z.number(),
  typeCode: z.union([z.number(), z.string()]),
  typeName: z.string(),
  reference: z.string().nullable(),
  consentNumber: z.string().nullable(),
  status: z.string(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  applicant: z.strictObject({ fullName: z.string().nullable(), email: z.string() }),
  siteAddress: z.string().nullable(),
  exportUrl: z.string(),
});

export const pulledListSchema = z.strictObject({
  result: z.literal('success'),
  applications: z.array(pulledApplicationSchema),
  nextCursor: z.string().nullable(),
});

/** The parts of the served OpenAPI document the tests read. */
export const openApiDocumentSchema = z.object({
  components: z.object({ securitySchemes: z.record(z.string(), z.unknown()) }),
  paths: z.record(z.string(), z.record(z.string(), z.object({ security: z.unknown().optional() }))),
});

/** The parts of an export's JSON file (the zip's `application-<id>.json`) the tests read. */
export const exportedJsonSchema = z.object({
  application: z.record(z.string(), z.unknown()),
  sections: z.array(z.unknown()),
  events: z.array(z.object({ action: z.string() })),
  documents: z.array(z.unknown()),
});

import { z } from 'zod';

/**
 * POST /ajax/checkSouthwaikatoPropertySearchAPI is off the contract (the spec's own shape, not a status result):
 * these are the two answers apps/server/src/modules/locations/propertySearch.ts gives, for tests to read typed.
 */
export const propertySearchFoundSchema = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({ GetPropertiesResult: z.array(z.record(z.string(), z.unknown())) }),
});

export const propertySearchRefusedSchema = z.strictObject({
  success: z.literal(false),
  data: z.strictObject({
    message: z.string(),
    reason: z.string().optional(),
    status: z.number().optional(),
  }),
});

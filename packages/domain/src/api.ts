import { z } from 'zod';
import { VALIDATION_MODES, isLegacyStep } from './constants.js';
import { productMessages } from './messages.js';

/** An id as the legacy client sends it: a positive integer, or its digits as a string. */
export const idSchema = z.union([
  z.number().int().positive().max(2_147_483_647),
  z
    .string()
    .regex(/^\d{1,10}$/, { message: 'Expected an id made of digits' })
    .transform(Number)
    .pipe(z.number().int().positive().max(2_147_483_647)),
]);

export const validationModeSchema = z.enum(VALIDATION_MODES);

/** The legacy step a save carries ({data, step, validation_mode}); it is stored and max_step rises with it (spec point 4). */
export const saveStepSchema = z
  .number()
  .int()
  .refine(isLegacyStep, { error: (issue) => productMessages.invalidStep(issue.input) });

/** `POST /access/app` (spec point 7, "Application"). */
export const accessAppSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('new'), data: z.unknown() }),
  z.strictObject({
    action: z.literal('validate'),
    appId: idSchema,
    validation_mode: validationModeSchema.optional(),
  }),
  z.strictObject({
    action: z.literal('edit'),
    appId: idSchema,
    validation_mode: validationModeSchema.optional(),
    data: z.unknown(),
  }),
]);

export const applicationRequestSchema = z.strictObject({ application_id: idSchema });
export const setAppCouncilSchema = z.strictObject({ appId: idSchema, councilId: idSchema });
export const setApplicationStepSchema = z.strictObject({ appId: idSchema, step: z.number().int() });
export const appIdParamsSchema = z.strictObject({ appId: idSchema });
export const councilIdParamsSchema = z.strictObject({ councilId: idSchema });
export const depositTableQuerySchema = z.strictObject({
  t: idSchema,
  /** The application type number; the legacy client may send it empty. */
  apptype: z
    .string()
    .regex(/^\d{0,2}$/, { message: 'Expected an application type number' })
    .transform((value) => (value === '' ? undefined : Number(value)))
    .optional(),
});

import { z } from 'zod';
import { INSPECTION_PERIODS } from './booking.js';
import {
  INSPECTION_NAME_MAX,
  INSPECTION_NOTES_MAX,
  INSPECTION_SLOTS_MAX,
  inspectionMessages as m,
} from './messages.js';

const slots = z
  .number({ error: m.slotsInvalid })
  .int(m.slotsInvalid)
  .min(0, m.slotsInvalid)
  .max(INSPECTION_SLOTS_MAX, m.slotsInvalid);

/**
 * A council admin's new inspection type: its name and the slots it offers each morning and afternoon in every area
 * to start with (each area's are then changed with the area: ADR 0077).
 */
export const inspectionTypeInputSchema = z.strictObject({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(INSPECTION_NAME_MAX, m.nameTooLong),
  morningSlots: slots,
  afternoonSlots: slots,
});
export type InspectionTypeInput = z.infer<typeof inspectionTypeInputSchema>;

/** A change to a type: its name, and whether it is retired (no longer offered at grant). Its slots are per area. */
export const inspectionTypeChangeSchema = inspectionTypeInputSchema
  .pick({ name: true })
  .partial()
  .extend({ retired: z.boolean().optional() });

/** The inspections the officer requires at grant (issue 32.2): types from the council's list, each with optional notes. */
export const requiredInspectionsSchema = z
  .array(
    z.strictObject({
      typeId: z.number().int().positive(),
      notes: z.string().trim().max(INSPECTION_NOTES_MAX, m.notesTooLong).optional(),
    }),
  )
  .max(30)
  .refine((list) => new Set(list.map((i) => i.typeId)).size === list.length, m.typeRepeated);

/** A booking's slot: a New Zealand calendar day and its morning or afternoon. */
export const inspectionSlotSchema = z.strictObject({
  date: z
    .string({ error: m.dateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, m.dateInvalid)
    .refine((d) => !Number.isNaN(Date.parse(d)) && new Date(d).toISOString().startsWith(d), m.dateInvalid),
  period: z.enum(INSPECTION_PERIODS, { error: m.periodInvalid }),
});
export type InspectionSlotInput = z.infer<typeof inspectionSlotSchema>;

/** What a required inspection's state is, as both sides name it. */
export const INSPECTION_STATES = ['not_booked', 'booked', 'passed', 'failed', 'partially_passed'] as const;
export type InspectionState = (typeof INSPECTION_STATES)[number];

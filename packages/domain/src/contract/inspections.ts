import { z } from 'zod';
import { appIdParamsSchema, councilIdParamsSchema, idSchema } from '../api.js';
import { INSPECTION_PERIODS } from '../inspections/booking.js';
import {
  INSPECTION_STATES,
  inspectionSlotSchema,
  inspectionTypeChangeSchema,
  inspectionTypeInputSchema,
} from '../inspections/schemas.js';
import { route, successResult, timestamp } from './route.js';

const inspectionTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  morningSlots: z.number().int(),
  afternoonSlots: z.number().int(),
  retiredAt: timestamp.nullable(),
});
export type InspectionTypeItem = z.input<typeof inspectionTypeSchema>;

const bookingSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  period: z.enum(INSPECTION_PERIODS),
  /** Until when it may still be cancelled or moved (4pm the working day before). */
  changeableUntil: timestamp,
  changeable: z.boolean(),
});

const requiredInspectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  notes: z.string().nullable(),
  state: z.enum(INSPECTION_STATES),
  /** The open booking, when there is one. */
  booking: bookingSchema.nullable(),
  /** The latest result's date, when it has one. */
  resultOn: z.string().nullable(),
});
export type RequiredInspectionItem = z.input<typeof requiredInspectionSchema>;

const slotSchema = z.object({ date: z.string(), period: z.enum(INSPECTION_PERIODS), available: z.number().int() });
export type InspectionSlotItem = z.input<typeof slotSchema>;

const typeParams = z.strictObject({ councilId: idSchema, typeId: idSchema });
const requiredParams = z.strictObject({ appId: idSchema, inspectionId: idSchema });
const councilBase = '/api/council/councils/:councilId/inspection-types';
const applicantBase = '/api/applications/:appId/inspections';

/**
 * Inspections (issue 32.2-3): the council's list of inspection types and their slots (its admin keeps them; its
 * officers read them to pick a consent's inspections at grant), and the applicant's required inspections, their
 * free slots and their bookings.
 */
export const inspectionsContract = {
  types: route({
    method: 'GET',
    path: councilBase,
    params: councilIdParamsSchema,
    response: z.object({ result: successResult, types: z.array(inspectionTypeSchema) }),
  }),
  addType: route({
    method: 'POST',
    path: councilBase,
    params: councilIdParamsSchema,
    body: inspectionTypeInputSchema,
    response: z.object({ result: successResult, type: inspectionTypeSchema }),
    statuses: [201],
  }),
  changeType: route({
    method: 'PUT',
    path: `${councilBase}/:typeId`,
    params: typeParams,
    body: inspectionTypeChangeSchema,
    response: z.object({ result: successResult, type: inspectionTypeSchema }),
  }),
  required: route({
    method: 'GET',
    path: applicantBase,
    params: appIdParamsSchema,
    response: z.object({ result: successResult, inspections: z.array(requiredInspectionSchema) }),
  }),
  slots: route({
    method: 'GET',
    path: `${applicantBase}/:inspectionId/slots`,
    params: requiredParams,
    response: z.object({ result: successResult, slots: z.array(slotSchema) }),
  }),
  book: route({
    method: 'POST',
    path: `${applicantBase}/:inspectionId/booking`,
    params: requiredParams,
    body: inspectionSlotSchema,
    response: z.object({ result: successResult, message: z.string(), inspection: requiredInspectionSchema }),
    statuses: [201],
  }),
  move: route({
    method: 'PUT',
    path: `${applicantBase}/:inspectionId/booking`,
    params: requiredParams,
    body: inspectionSlotSchema,
    response: z.object({ result: successResult, message: z.string(), inspection: requiredInspectionSchema }),
  }),
  cancel: route({
    method: 'DELETE',
    path: `${applicantBase}/:inspectionId/booking`,
    params: requiredParams,
    response: z.object({ result: successResult, message: z.string(), inspection: requiredInspectionSchema }),
  }),
};

import { z } from 'zod';
import { appIdParamsSchema, councilIdParamsSchema, idSchema } from '../api.js';
import { INSPECTION_PERIODS } from '../inspections/booking.js';
import {
  INSPECTION_STATES,
  inspectionSlotSchema,
  inspectionTypeChangeSchema,
  inspectionTypeInputSchema,
} from '../inspections/schemas.js';
import {
  INSPECTION_OUTCOMES,
  inspectionPhotoIdSchema,
  inspectionResultSchema,
  inspectionRunQuerySchema,
} from '../inspections/results.js';
import { inspectionAreaInputSchema } from '../inspections/areas.js';
import { route, successResult, timestamp } from './route.js';

const inspectionTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  retiredAt: timestamp.nullable(),
});
export type InspectionTypeItem = z.input<typeof inspectionTypeSchema>;

/** A council's inspection area (issue 32.3, ADR 0077): the suburbs and towns it covers and each type's slots in it. */
const inspectionAreaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  localities: z.array(z.string()),
  /** Sites whose suburb and town no area lists fall in the default area. */
  isDefault: z.boolean(),
  capacities: z.array(
    z.object({ typeId: z.number().int(), morningSlots: z.number().int(), afternoonSlots: z.number().int() }),
  ),
});
export type InspectionAreaItem = z.input<typeof inspectionAreaSchema>;

const bookingSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  period: z.enum(INSPECTION_PERIODS),
  /** Until when it may still be cancelled or moved (4pm the working day before). */
  changeableUntil: timestamp,
  changeable: z.boolean(),
});

/** A recorded result (issue 32.4): its outcome, the inspector's notes, its photos' ids, when and by whom. */
const inspectionResultItemSchema = z.object({
  outcome: z.enum(INSPECTION_OUTCOMES),
  notes: z.string().nullable(),
  photoIds: z.array(z.string()),
  recordedAt: timestamp,
  /** The inspector's name. */
  recordedBy: z.string(),
});
export type InspectionResultItem = z.input<typeof inspectionResultItemSchema>;

const requiredInspectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  notes: z.string().nullable(),
  state: z.enum(INSPECTION_STATES),
  /** The open booking, when there is one. */
  booking: bookingSchema.nullable(),
  /** The latest result's date, when it has one. */
  resultOn: z.string().nullable(),
  /** Its latest result failed or partially passed: it must be booked and inspected again ("Re-inspection required"). */
  reinspectionRequired: z.boolean(),
  /** The open booking is a re-inspection (an earlier result failed or partially passed). */
  reinspection: z.boolean(),
  /** The latest result, when it has one (its photos at `inspectionPhotoPaths.applicant`). */
  latestResult: inspectionResultItemSchema.nullable(),
});
export type RequiredInspectionItem = z.input<typeof requiredInspectionSchema>;

const slotSchema = z.object({ date: z.string(), period: z.enum(INSPECTION_PERIODS), available: z.number().int() });
export type InspectionSlotItem = z.input<typeof slotSchema>;

/** One booking of the inspector's run (issue 32.4): where, what to inspect, the consent's conditions, its result if recorded. */
const runInspectionSchema = z.object({
  bookingId: z.number().int(),
  applicationId: z.number().int(),
  consentNumber: z.string().nullable(),
  date: z.string(),
  period: z.enum(INSPECTION_PERIODS),
  bookedAt: timestamp,
  siteAddress: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** A map link for the site: its point when known, else its address searched. */
  mapUrl: z.string(),
  inspectionName: z.string(),
  /** The notes the officer gave this required inspection at grant. */
  inspectionNotes: z.string().nullable(),
  /** The consent's conditions, as the grant set them. */
  conditions: z.array(z.string()),
  /** An earlier inspection of this stage failed or partially passed. */
  reinspection: z.boolean(),
  /** The result, once recorded (its photos at `inspectionPhotoPaths.council`). */
  result: inspectionResultItemSchema.nullable(),
});
export type InspectionRunItem = z.input<typeof runInspectionSchema>;

const photoUploadedSchema = z.object({
  result: successResult,
  message: z.string(),
  photoId: z.string(),
  contentType: z.enum(['image/jpeg', 'image/png']),
  size: z.number().int(),
});

const typeParams = z.strictObject({ councilId: idSchema, typeId: idSchema });
const areaParams = z.strictObject({ councilId: idSchema, areaId: idSchema });
const bookingParams = z.strictObject({ councilId: idSchema, bookingId: idSchema });
/** The photo's id in a download's path. */
export const inspectionPhotoParamsSchema = {
  council: z.strictObject({ councilId: idSchema, photoId: inspectionPhotoIdSchema }),
  applicant: z.strictObject({ appId: idSchema, photoId: inspectionPhotoIdSchema }),
};
export { inspectionPhotoPaths } from '../inspections/photoPaths.js';
const inspectorBase = '/api/council/councils/:councilId/inspections';
const requiredParams = z.strictObject({ appId: idSchema, inspectionId: idSchema });
const councilBase = '/api/council/councils/:councilId/inspection-types';
const areasBase = '/api/council/councils/:councilId/inspection-areas';
const applicantBase = '/api/applications/:appId/inspections';

/**
 * Inspections (issue 32.2-3): the council's list of inspection types and its areas with each type's slots (its admin keeps them; its
 * officers read them to pick a consent's inspections at grant), and the applicant's required inspections, their
 * free slots and their bookings. The inspector's side (issue 32.4): the council's run for a day, a photo's upload
 * and a result's record (sent with an Idempotency-Key so a retried send is recorded once).
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
  areas: route({
    method: 'GET',
    path: areasBase,
    params: councilIdParamsSchema,
    response: z.object({ result: successResult, areas: z.array(inspectionAreaSchema) }),
  }),
  addArea: route({
    method: 'POST',
    path: areasBase,
    params: councilIdParamsSchema,
    body: inspectionAreaInputSchema,
    response: z.object({ result: successResult, area: inspectionAreaSchema }),
    statuses: [201],
  }),
  changeArea: route({
    method: 'PUT',
    path: `${areasBase}/:areaId`,
    params: areaParams,
    body: inspectionAreaInputSchema,
    response: z.object({ result: successResult, area: inspectionAreaSchema }),
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
    /** The inspection area the site falls in, and its slots (ADR 0077). */
    response: z.object({
      result: successResult,
      area: z.object({ id: z.number().int(), name: z.string() }),
      slots: z.array(slotSchema),
    }),
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
  run: route({
    method: 'GET',
    path: `${inspectorBase}/run`,
    params: councilIdParamsSchema,
    querystring: inspectionRunQuerySchema,
    response: z.object({ result: successResult, date: z.string(), inspections: z.array(runInspectionSchema) }),
  }),
  uploadPhoto: route({
    method: 'POST',
    path: `${inspectorBase}/bookings/:bookingId/photos`,
    params: bookingParams,
    response: photoUploadedSchema,
    statuses: [201],
  }),
  recordResult: route({
    method: 'POST',
    path: `${inspectorBase}/bookings/:bookingId/result`,
    params: bookingParams,
    body: inspectionResultSchema,
    response: z.object({ result: successResult, message: z.string(), inspection: runInspectionSchema }),
    /** 201 when recorded; 200 when the same result was already recorded (a resend without its key). */
    statuses: [200, 201],
  }),
};

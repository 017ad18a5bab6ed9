import { z } from 'zod';
import { INSPECTION_RESULT_NOTES_MAX, INSPECTION_RESULT_PHOTOS_MAX, inspectionMessages as m } from './messages.js';
import { INSPECTION_OUTCOMES } from './outcomes.js';

export * from './outcomes.js';

/** What an inspection result's timeline event carries: which inspection, its outcome, the notes and how many photos. */
export const inspectionEventDetailsSchema = z.object({
  bookingId: z.number(),
  requiredInspectionId: z.number(),
  inspectionName: z.string(),
  outcome: z.enum(INSPECTION_OUTCOMES),
  notes: z.string().nullable(),
  photoCount: z.number(),
});
export type InspectionEventDetails = z.infer<typeof inspectionEventDetailsSchema>;

/** A photo's id as the upload answers it and a result names it. */
export const inspectionPhotoIdSchema = z
  .string({ error: m.photoIdInvalid })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, m.photoIdInvalid);

/** The inspector's result (issue 32.4): notes are required when it failed or partially passed. */
export const inspectionResultSchema = z
  .strictObject({
    outcome: z.enum(INSPECTION_OUTCOMES, { error: m.outcomeRequired }),
    notes: z
      .string({ error: m.resultNotesRequired })
      .trim()
      .max(INSPECTION_RESULT_NOTES_MAX, m.resultNotesTooLong)
      .optional(),
    photoIds: z
      .array(inspectionPhotoIdSchema)
      .max(INSPECTION_RESULT_PHOTOS_MAX, m.resultPhotosTooMany)
      .refine((ids) => new Set(ids).size === ids.length, m.photoIdInvalid)
      .default([]),
  })
  .refine((r) => r.outcome === 'passed' || Boolean(r.notes), { message: m.resultNotesRequired, path: ['notes'] });
export type InspectionResultInput = z.infer<typeof inspectionResultSchema>;

/** The run's day: a New Zealand calendar date; today in New Zealand when left out. */
export const inspectionRunQuerySchema = z.strictObject({
  date: z
    .string({ error: m.runDateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, m.runDateInvalid)
    .refine((d) => !Number.isNaN(Date.parse(d)) && new Date(d).toISOString().startsWith(d), m.runDateInvalid)
    .optional(),
});

/** A map link for the site: its point when known, else its address searched. */
export function siteMapUrl(address: string, latitude: number | null, longitude: number | null): string {
  if (latitude !== null && longitude !== null)
    return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

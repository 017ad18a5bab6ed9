import { z } from 'zod';
import { INSPECTION_RESULT_ACTIONS } from '../reports/actions.js';
import { INSPECTION_RESULT_NOTES_MAX, INSPECTION_RESULT_PHOTOS_MAX, inspectionMessages as m } from './messages.js';
import type { InspectionState } from './schemas.js';

/** What an inspector records on site (issue 32.4): the words of the request's body and the phone's buttons. */
export const INSPECTION_OUTCOMES = ['passed', 'failed', 'partially-passed'] as const;
export type InspectionOutcome = (typeof INSPECTION_OUTCOMES)[number];

export const inspectionOutcomeLabels: Record<InspectionOutcome, string> = {
  passed: 'Passed',
  failed: 'Failed',
  'partially-passed': 'Partially passed',
};

/** The stored result (inspection_bookings.result) of each outcome, and back. */
export const outcomeResult = {
  passed: 'passed',
  failed: 'failed',
  'partially-passed': 'partially_passed',
} as const satisfies Record<InspectionOutcome, InspectionState>;
export type StoredInspectionResult = (typeof outcomeResult)[InspectionOutcome];
export const resultOutcome = (result: StoredInspectionResult): InspectionOutcome =>
  result === 'partially_passed' ? 'partially-passed' : result;

/** An outcome that needs the work done again and inspected again (issue 32.4: "a failed inspection requires a re-inspection"). */
export const needsReinspection = (outcome: InspectionOutcome): boolean => outcome !== 'passed';

/** The timeline's action of each outcome: the names the council's report counts (reports/actions.ts, migration 0077). */
export const outcomeAction = {
  passed: INSPECTION_RESULT_ACTIONS.passed,
  failed: INSPECTION_RESULT_ACTIONS.failed,
  'partially-passed': INSPECTION_RESULT_ACTIONS.partiallyPassed,
} as const satisfies Record<InspectionOutcome, string>;
export const INSPECTION_EVENT_ACTIONS = [
  INSPECTION_RESULT_ACTIONS.passed,
  INSPECTION_RESULT_ACTIONS.failed,
  INSPECTION_RESULT_ACTIONS.partiallyPassed,
] as const;
export type InspectionEventAction = (typeof INSPECTION_EVENT_ACTIONS)[number];
export const isInspectionEventAction = (action: string): action is InspectionEventAction =>
  (INSPECTION_EVENT_ACTIONS as readonly string[]).includes(action);

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

/** The event as a line of the timeline, for both sides. */
export function inspectionEventWords(details: InspectionEventDetails): string {
  const outcome = inspectionOutcomeLabels[details.outcome].toLowerCase();
  const again = needsReinspection(details.outcome) ? `: ${m.reinspectionRequired.toLowerCase()}` : '';
  return `Inspection "${details.inspectionName}" ${outcome}${again}`;
}

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

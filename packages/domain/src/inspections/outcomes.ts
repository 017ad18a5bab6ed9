import { INSPECTION_RESULT_ACTIONS } from '../reports/actions.js';
import { inspectionMessages as m } from './messages.js';
import type { InspectionEventDetails } from './results.js';
import type { InspectionState } from './schemas.js';

/* An inspection's outcomes and their words without the result's schemas (ADR 0095): the timeline draws them without zod. */

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

/** The event as a line of the timeline, for both sides. */
export function inspectionEventWords(details: InspectionEventDetails): string {
  const outcome = inspectionOutcomeLabels[details.outcome].toLowerCase();
  const again = needsReinspection(details.outcome) ? `: ${m.reinspectionRequired.toLowerCase()}` : '';
  return `Inspection "${details.inspectionName}" ${outcome}${again}`;
}

/**
 * The event actions the council's report counts (issue 32 point 7, ADR 0060), named once for the SQL and its tests.
 * Inspection results are recorded on the application's timeline under these names once inspections exist (issue 32
 * point 4); the report counts them from the day they appear.
 */
export const INSPECTION_RESULT_ACTIONS = {
  passed: 'inspection-passed',
  failed: 'inspection-failed',
  partiallyPassed: 'inspection-partially-passed',
} as const;

/** A council's decision on an application: the statutory clock's end, and on a CCC application its issue or refusal. */
export const DECISION_ACTIONS = ['grant', 'refuse'] as const;

/** The type code of a code compliance certificate application: reported apart from the applications for consent. */
export const CCC_TYPE_CODE = 'ccc';

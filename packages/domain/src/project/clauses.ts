import { z } from 'zod';
import { text } from '../forms/common.js';
import { BUILDING_CODE_CLAUSES, MEANS_OF_COMPLIANCE, type ClauseCode } from './clauseList.js';

export { BUILDING_CODE_CLAUSES, CLAUSE_GROUPS, MEANS_OF_COMPLIANCE, clauseName, clausesOfGroup } from './clauseList.js';

const CLAUSE_CODES = BUILDING_CODE_CLAUSES.map((c) => c.code) as [ClauseCode, ...ClauseCode[]];

/**
 * One clause's means of compliance for one building (spec point 3: presence, notes and data):
 * whether the clause is relevant to the work, how it will be met, the documents relied on (data) and notes.
 */
const clauseEntrySchema = z.strictObject({
  code: z.enum(CLAUSE_CODES),
  present: z.boolean().default(false),
  means: z.enum(['', ...MEANS_OF_COMPLIANCE.map((m) => m.value)]).default(''),
  /** The Acceptable Solutions, Verification Methods, standards or reports relied on, e.g. 'B1/AS1, NZS 3604:2011'. */
  data: text(500),
  notes: text(2000),
});

/** A building's means-of-compliance data: at most one entry per clause. */
export const mcDataSchema = z
  .array(clauseEntrySchema)
  .max(BUILDING_CODE_CLAUSES.length)
  .default([])
  .refine((entries) => new Set(entries.map((e) => e.code)).size === entries.length, {
    message: 'Each clause may appear once',
  });
export type McData = z.output<typeof mcDataSchema>;

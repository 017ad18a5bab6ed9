import type { ValidationMode } from '../constants.js';
import { projectMessages } from '../messages.js';
import { problemList, type FormProblems } from '../forms/common.js';
import { clauseName, type McData } from './clauses.js';

/**
 * A building's means of compliance: in mode 'all' at least one clause applies to the work, and each
 * clause that applies says how it will be met; an alternative solution or a waiver is explained.
 * Problems name 'mc_data.{code}.{field}'.
 */
export function checkMcData(mcData: McData, mode: ValidationMode): FormProblems {
  const list = problemList(mode);
  if (!list.checkRequired) return list.problems;
  const present = mcData.filter((entry) => entry.present);
  if (!present.length) list.add('mc_data', projectMessages.noClauses);
  for (const entry of present) {
    if (!entry.means) list.add(`mc_data.${entry.code}.means`, projectMessages.clauseMeans(clauseName(entry.code)));
    else if ((entry.means === 'alternative_solution' || entry.means === 'waiver') && !entry.notes) {
      list.add(`mc_data.${entry.code}.notes`, projectMessages.clauseNotes(clauseName(entry.code)));
    }
  }
  return list.problems;
}

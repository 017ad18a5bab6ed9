/*
 * What the wizard's forms check with that needs the domain's schemas (zod): loaded apart from the code a page draws
 * with (ADR 0089), started as soon as a page has drawn, and awaited by every check (`loadFormChecks`), so a Continue
 * never skips a check because this code has not arrived.
 */
export {
  checkAppRole,
  checkContact,
  checkEcan,
  checkHasLbp,
  checkNeedAgent,
  checkPerson,
  checkPim,
  checkPreApplication,
  checkProject,
  checkProjectPage,
  projectFieldsFor,
  storedDefinition,
} from '@consent/domain';

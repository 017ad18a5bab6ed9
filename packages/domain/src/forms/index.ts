/** The wizard forms of issue 4: request schemas of the spec's calls, stored shapes, and their rules. */
export {
  YES_NO,
  nzToday,
  nzYear,
  addYears,
  isRealDate,
  NAME_CONTROL_MESSAGE,
  hasControlCharacter,
  type YesNo,
  type FormProblems,
} from './common.js';
export * from './lists.js';
export * from './preApplication.js';
export * from './pim.js';
export * from './certTitle.js';
export * from './applicant.js';
export * from './contact.js';
export * from './plg.js';
export * from './misc.js';
export * from './ecan.js';
export * from './companies.js';
export * from './answers.js';

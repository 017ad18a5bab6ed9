/**
 * The wizard engine: which pages an application goes through, where Next and Back lead, progress,
 * legacy step mapping and whether a page may be visited. Pure: the SPA and the server both ask it.
 */
export * from './definition.js';
export * from './registry.js';
export { FORM_PARTS, pagePartsOf, type FormPageParts } from './formParts.js';
export * from './formSummaries.js';
export * from './storeCalls.js';
export * from './titles.js';
export * from './pages.js';
export * from './required.js';
export * from './navigation.js';
export * from './summary.js';
export * from './moves.js';
export * from './context.js';
export * from './tasks.js';
export * from './testAnswers.js';
export * from './definitions/testValues.js';
export { applicantRoleOf, keptRole } from './definitions/applicantRole.js';

/** Project contacts (issue 7): LBPs from the register, other professionals, the page's rules and calls. */
export * from './lbp.js';
export * from './professions.js';
export * from './projectContact.js';
export * from './api.js';

export * from './notices.js';
export * from './form5.js';
export * from './kinds.js';
export * from './form4.js';
export * from './form7.js';
export * from './refusalNotice.js';
export type { DocumentParties } from './shared.js';
export * from './schedule.js';

export * from './cents.js';
export * from './levies.js';
export * from './feeSchedule.js';
export * from './estimate.js';
export * from './estimateRows.js';
export * from './payer.js';
export * from './payments.js';

export * from './cents.js';
export * from './levies.js';
export * from './feeSchedule.js';

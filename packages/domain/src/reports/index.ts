export * from './actions.js';
export * from './period.js';
export * from './figures.js';
export * from './csv.js';
export * from './cccClock.js';

export * from './types.js';
export * from './client.js';
export * from './records.js';

export * from './types.js';
export * from './client.js';

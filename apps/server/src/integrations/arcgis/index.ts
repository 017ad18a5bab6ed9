export * from './types.js';
export * from './where.js';
export * from './convert.js';
export * from './client.js';

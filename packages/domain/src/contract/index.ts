export * from './route.js';
export * from './auth.js';
export * from './all.js';

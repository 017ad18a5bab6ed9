export * from './route.js';
export * from './auth.js';
export * from './all.js';
export * from './applications.js';
export * from './sharing.js';
export * from './lifecycle.js';
export * from './lookups.js';
export * from './tasks.js';

export * from './messages.js';
export * from './applicationTypes.js';
export * from './constants.js';
export * from './attributes.js';
export * from './statusResult.js';
export * from './auth.js';
export * from './council.js';
export * from './api.js';

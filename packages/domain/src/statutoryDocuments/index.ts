export * from './notices.js';
export * from './form5.js';

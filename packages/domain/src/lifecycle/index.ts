export * from './statuses.js';
export * from './messages.js';
export * from './details.js';
export * from './machine.js';
export * from './workingDays.js';
export * from './clock.js';
export * from './reason.js';
export * from './information.js';

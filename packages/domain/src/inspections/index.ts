export * from './messages.js';
export * from './booking.js';
export * from './schemas.js';
export * from './results.js';
export * from './photoMetadata.js';
export * from './areas.js';

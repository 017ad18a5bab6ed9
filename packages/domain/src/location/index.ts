export * from './types.js';
export * from './coerce.js';
export * from './rules.js';
export * from './mapsPlace.js';
export * from './sources.js';
export * from './formats.js';
export * from './geocode.js';
export * from './api.js';

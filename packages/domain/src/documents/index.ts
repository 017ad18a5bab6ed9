/** File attachments: document types per application type, what is required, upload limits and allowed file types. */
export * from './types.js';
export * from './files.js';
export * from './rules.js';

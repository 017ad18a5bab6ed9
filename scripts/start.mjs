#!/usr/bin/env node
// `npm start`: builds what changed (scripts/build.mjs), then serves from apps/server/dist in this same process,
// so a start pays for one Node process rather than two (issue 14.3: /healthz within 2 s on an existing data dir).
await import('./build.mjs');
// As `node --enable-source-maps` would: stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true);
await import('../apps/server/dist/main.js');

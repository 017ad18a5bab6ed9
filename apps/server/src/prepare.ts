// Run by `npm run build`: prepares the migrated, seeded embedded database a new data directory starts from.
import { readConfig } from './config.js';
import { ensureTemplate } from './db/template.js';

const started = Date.now();
const template = await ensureTemplate(readConfig().templateDir);
console.log(`database template: ${template} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

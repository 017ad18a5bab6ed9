import { ConfigError, readConfig, type AppConfig } from './config.js';
import { openConfiguredDatabase } from './db/template.js';
import { productionRefusals } from './ops/productionSettings.js';

// NODE_ENV=production starts fully configured or not at all, naming every setting to fix (issue 29.6).
const refusals = productionRefusals(process.env);
if (refusals.length > 0) {
  console.error(
    `Refusing to start in production until these settings are fixed:\n${refusals.map((r) => `- ${r}`).join('\n')}`,
  );
  process.exit(1);
}
let config: AppConfig;
try {
  config = readConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`Configuration refused: ${err.message}`);
  process.exit(1);
}
// The database opens first and the rest of the server loads while it does: PGlite spends much of its second
// compiling WebAssembly off the main thread, which loading Fastify, zod and the routes can use (issue 14.3).
// The build splits the bundle so that `./app.js` and the packages it imports are only read here.
const database = openConfiguredDatabase(config);
database.catch(() => {}); // reported (and the process ended) through app.databaseReady below
const { buildApp } = await import('./app.js');
const app = await buildApp(config, { openDatabase: () => database });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.databaseReady.then(
  (db) => {
    app.log.info({ database: db.kind, dataDir: db.kind === 'pglite' ? config.dataDir : undefined }, 'database ready');
  },
  () => process.exit(1),
);

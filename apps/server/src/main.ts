import { buildApp } from './app.js';
import { ConfigError, readConfig, type AppConfig } from './config.js';

let config: AppConfig;
try {
  config = readConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`Configuration refused: ${err.message}`);
  process.exit(1);
}
const app = await buildApp(config);

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
  (db) => app.log.info({ database: db.kind, dataDir: db.kind === 'pglite' ? config.dataDir : undefined }, 'database ready'),
  () => process.exit(1),
);

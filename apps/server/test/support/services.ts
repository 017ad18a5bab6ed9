import type { FastifyInstance } from 'fastify';
import { defaultConfig, type AppConfig } from '../../src/config.js';
import type { Db } from '../../src/db/client.js';
import { createServices } from '../../src/services.js';
import { createStorage, type FileStorage } from '../../src/storage/index.js';

/**
 * The product's own services over a test app's database (for what a test calls directly: the daily jobs' work),
 * with no mail worker of their own (the app's sends what they queue). Close their PDF pool after the file.
 */
export function servicesOver(
  app: FastifyInstance,
  db: Db,
  options: { config?: Partial<AppConfig>; storage?: FileStorage } = {},
) {
  return createServices({
    config: { ...defaultConfig, dataDir: null, ...options.config },
    db: () => db,
    log: app.log,
    storage: options.storage ?? createStorage({ kind: 'local', dir: null }, null),
    mailWorker: () => null,
    databaseReady: Promise.resolve(),
  });
}

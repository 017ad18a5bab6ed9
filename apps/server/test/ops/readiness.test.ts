import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { defaultConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { createStorage, type FileStorage } from '../../src/storage/index.js';
import { openTestDatabase } from '../support/database.js';

/** A file store that can be made to fail, as a full disk or an unreachable bucket does. */
function switchableStorage(): FileStorage & { failing: boolean } {
  const inner = createStorage({ kind: 'local', dir: fs.mkdtempSync(path.join(os.tmpdir(), 'consent-readyz-')) }, null);
  const store = {
    kind: inner.kind,
    failing: false,
    put: (...args: Parameters<FileStorage['put']>) =>
      store.failing ? Promise.reject(new Error('ENOSPC: no space left on device')) : inner.put(...args),
    get: (key: string) => inner.get(key),
    delete: (key: string) => inner.delete(key),
  };
  return store;
}

describe('/readyz and /healthz (issue 29.2)', () => {
  let openDatabase: (database: Database) => void = () => {};
  const storage = switchableStorage();
  const appPromise = buildApp(
    { ...defaultConfig, dataDir: null, logLevel: 'silent', seedDemoData: false },
    {
      storage,
      openDatabase: () => new Promise<Database>((resolve) => (openDatabase = resolve)),
    },
  );
  afterAll(async () => (await appPromise).close());

  it('answers 503 naming the database while it opens, while /healthz is alive', async () => {
    const app = await appPromise;
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'not ready',
      failing: ['database', 'job queue'],
      parts: { database: 'still opening', 'file store': 'ok', 'job queue': 'starting' },
      message: 'Not ready: database (still opening); job queue (starting).',
    });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
  });

  it('answers 200 once the database is open, the job queue has started and the file store works', async () => {
    const app = await appPromise;
    openDatabase(await openTestDatabase());
    await app.databaseReady;
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode, { timeout: 20_000 })
      .toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({
      status: 'ready',
      parts: { database: 'ok', 'file store': 'ok', 'job queue': 'ok' },
    });
  });

  it('answers 503 naming the job queue while its tables cannot be used, and 200 again once they can', async () => {
    const app = await appPromise;
    const { db } = await app.databaseReady;
    await db.execute(sql`ALTER SCHEMA pgboss RENAME TO pgboss_away`);
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ failing: ['job queue'], parts: { database: 'ok', 'file store': 'ok' } });
      expect(ready.json<{ message: string }>().message).toMatch(/^Not ready: job queue \(.*pgboss.*\)\.$/);
    } finally {
      await db.execute(sql`ALTER SCHEMA pgboss_away RENAME TO pgboss`);
    }
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 naming the file store while it cannot keep a file, and 200 again once it can', async () => {
    const app = await appPromise;
    storage.failing = true;
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      failing: ['file store'],
      parts: { database: 'ok', 'file store': 'ENOSPC: no space left on device', 'job queue': 'ok' },
    });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    storage.failing = false;
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

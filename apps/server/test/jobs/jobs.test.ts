import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { inject, afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { createJobs } from '../../src/modules/jobs/service.js';
import { openTestDatabase } from '../support/database.js';
import { templateBlob } from '../support/pgliteTemplate.js';

const log = pino({ level: 'silent' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'consent-jobs-'));
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The database as a new process finds it: on PGlite the data directory opened again, on PostgreSQL a new pool. */
async function reopen(previous: Database): Promise<Database> {
  if (previous.driver.kind === 'postgres') {
    return openDatabase({ databaseUrl: previous.driver.pool.options.connectionString ?? null, dataDir: null });
  }
  await previous.close();
  return openDatabase({ databaseUrl: null, dataDir });
}

const firstOpen = () =>
  process.env.TEST_DATABASE_URL
    ? openTestDatabase()
    : openDatabase({ databaseUrl: null, dataDir, loadDataDir: templateBlob(inject('pgliteTemplate')) });

describe('the job queue (pg-boss on the product database)', () => {
  it('runs a job queued before a restart once, after the restart', async () => {
    const first = await firstOpen();
    const before = createJobs(Promise.resolve(first), log);
    await before.send('restart-probe', { n: 7 }, { startAfter: new Date(Date.now() + 1000) });
    expect(await before.depth()).toBe(1);
    await before.stop();

    const second = await reopen(first);
    const after = createJobs(Promise.resolve(second), log);
    const seen: unknown[] = [];
    try {
      await after.work('restart-probe', async (data) => {
        seen.push(data);
      });
      await vi.waitFor(
        () => {
          expect(seen).toEqual([{ n: 7 }]);
        },
        { timeout: 10_000, interval: 100 },
      );
      await vi.waitFor(
        async () => {
          expect(await after.depth()).toBe(0);
        },
        { timeout: 5000, interval: 100 },
      );
      expect(seen).toHaveLength(1);
    } finally {
      await after.stop();
      await second.close();
      if (first.driver.kind === 'postgres') await first.close();
    }
  });

  it('retries a job whose handler failed, with what it was given', async () => {
    const database = await openTestDatabase();
    const jobs = createJobs(Promise.resolve(database), log);
    const tries: unknown[] = [];
    try {
      await jobs.work(
        'retry-probe',
        async (data) => {
          tries.push(data);
          if (tries.length === 1) throw new Error('the first try fails');
        },
        { retryDelaySeconds: 1 },
      );
      await jobs.send('retry-probe', { to: 'owner' }, { retryDelaySeconds: 1 });
      jobs.wake('retry-probe');
      await vi.waitFor(
        () => {
          expect(tries).toHaveLength(2);
        },
        { timeout: 15_000, interval: 200 },
      );
      expect(tries).toEqual([{ to: 'owner' }, { to: 'owner' }]);
    } finally {
      await jobs.stop();
      await database.close();
    }
  });
});

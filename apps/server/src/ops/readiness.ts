import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { FileStorage } from '../storage/index.js';

/**
 * One part the server needs to do its work, as /readyz asks it (issue 29.2). `check` resolves when the part can be
 * used now and rejects, saying why, when it cannot. A new part (the job queue) is one more entry in the list
 * app.ts passes to the ops routes.
 */
export interface ReadinessPart {
  name: string;
  check(): Promise<void>;
}

export interface Readiness {
  ready: boolean;
  /** 'ok', or why the part cannot be used. */
  parts: Record<string, string>;
  failing: string[];
}

/** A part that has not answered in this long is failing: /readyz itself must never hang. */
const PART_TIMEOUT_MS = 3_000;

export async function checkReadiness(parts: readonly ReadinessPart[]): Promise<Readiness> {
  const results = await Promise.all(
    parts.map(async (part) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => {
          reject(new Error(`no answer in ${PART_TIMEOUT_MS / 1000} s`));
        }, PART_TIMEOUT_MS);
      });
      try {
        await Promise.race([part.check(), timeout]);
        return [part.name, 'ok'] as const;
      } catch (err) {
        return [part.name, err instanceof Error && err.message ? err.message : String(err)] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const failing = results.filter(([, state]) => state !== 'ok').map(([name]) => name);
  return { ready: failing.length === 0, parts: Object.fromEntries(results), failing };
}

/** The database answers a query; `db` throws while it is still opening. */
export function databasePart(db: () => Db): ReadinessPart {
  return {
    name: 'database',
    async check() {
      let database: Db;
      try {
        database = db();
      } catch {
        throw new Error('still opening');
      }
      await database.execute(sql`SELECT 1`);
    },
  };
}

/** The file store keeps and removes a small file (the same calls an upload makes). */
export function fileStorePart(storage: FileStorage): ReadinessPart {
  return {
    name: 'file store',
    async check() {
      const key = `readyz-${randomUUID()}`;
      await storage.put(key, Readable.from([Buffer.from('ready')]), 'text/plain');
      await storage.delete(key);
    },
  };
}

/** The job queue (pg-boss, ADR 0053) has started and its tables answer. */
export function jobQueuePart(jobs: { check(): Promise<void> }): ReadinessPart {
  return { name: 'job queue', check: () => jobs.check() };
}

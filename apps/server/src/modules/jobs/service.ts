import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.js';
import { jobDatabaseOf, type JobDatabase } from './adapter.js';

/** pg-boss looks for work at most this often; a wake() asks at once. */
const MIN_POLL_SECONDS = 0.5;
const MAX_POLL_SECONDS = 60;
/** The key a repeating job's next run is queued under. */
const CHAIN = 'next';

export interface JobOptions {
  /** Not before this time (a reminder the day before). */
  startAfter?: Date;
  /** At most one queued job with this key (a reminder for one inspection). */
  singletonKey?: string;
  /** A failed job is tried again up to five times, the first after this long, then each twice as long. */
  retryDelaySeconds?: number;
}

/**
 * The one way the product runs work off the request (issue 32.6, ADR 0053): jobs kept in the database, so they
 * survive a restart, and taken by one process at a time however many share the database.
 */
export interface Jobs {
  /** Queues a job for the handler registered under `name`. */
  send(name: string, data?: object, options?: JobOptions): Promise<void>;
  /** Runs this process's `handler` for the queue's jobs, one at a time. A failed job is retried with back-off. */
  work(
    name: string,
    handler: (data: unknown) => Promise<void>,
    options?: { retryDelaySeconds?: number },
  ): Promise<void>;
  /**
   * Runs `handler` every `intervalMs` in one process at a time: each run queues the next (the queue holds at
   * most one waiting), and every process queues one when it starts, so a process that died mid-run is replaced.
   */
  repeat(name: string, intervalMs: number, handler: () => Promise<void>): Promise<void>;
  /** Runs `handler` on a cron schedule in New Zealand time, once per due time across all processes. */
  schedule(name: string, cron: string, handler: () => Promise<void>): Promise<void>;
  /** Looks for `name`'s jobs now rather than at the next poll (after a request queued one). */
  wake(name: string): void;
  /** How many jobs wait or run, all queues together. */
  depth(): Promise<number>;
  /** Per queue: jobs due and waiting, jobs not yet due, jobs running, and how long the oldest due job has waited. */
  stats(): Promise<QueueStats[]>;
  /** Resolves when the queue can be used now (started, its tables answer); rejects saying why (/readyz). */
  check(): Promise<void>;
  stop(): Promise<void>;
}

/** One queue's numbers for /metrics (issue 29.3). */
export interface QueueStats {
  queue: string;
  /** Due now (created or waiting to be retried) and not yet taken by a worker. */
  waiting: number;
  /** Queued to start later (the next run of a repeating job, a reminder for tomorrow). */
  scheduled: number;
  active: number;
  /** Seconds since the oldest waiting job became due (0 when none waits). */
  oldestWaitingSeconds: number;
}

/**
 * pg-boss installs its schema and makes its queues with statements that two processes starting on one new database
 * can run at once: one of them then meets a unique violation (23505, the schema made by the other) or a deadlock
 * (40P01). Either has left nothing half-made, so the step is tried again, a few times, after a short wait.
 */
async function whileRacing<T>(step: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      const code = (err as { code?: unknown } | null)?.code;
      if (attempt >= tries || (code !== '23505' && code !== '40P01')) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

/** Every queue pg-boss knows, with its jobs by state; one statement without parameters. */
const QUEUE_STATS_SQL = `
  SELECT q.name AS queue,
    count(j.id) FILTER (WHERE j.state IN ('created', 'retry') AND j.start_after <= now())::int AS waiting,
    count(j.id) FILTER (WHERE j.state IN ('created', 'retry') AND j.start_after > now())::int AS scheduled,
    count(j.id) FILTER (WHERE j.state = 'active')::int AS active,
    coalesce(extract(epoch FROM now() - min(j.start_after)
      FILTER (WHERE j.state IN ('created', 'retry') AND j.start_after <= now())), 0)::float8 AS oldest_waiting_seconds
  FROM pgboss.queue q
  LEFT JOIN pgboss.job j ON j.name = q.name
  GROUP BY q.name
  ORDER BY q.name`;

const pollSeconds = (intervalMs: number) => Math.min(MAX_POLL_SECONDS, Math.max(MIN_POLL_SECONDS, intervalMs / 1000));

/** Starts the queue once the database is open; calls made before wait for it. */
export function createJobs(databaseReady: Promise<Database>, log: FastifyBaseLogger): Jobs {
  const workers = new Map<string, string>();
  let stopping = false;
  const started = databaseReady.then((database) =>
    // A new instance each try: pg-boss does not start again after a failed start.
    whileRacing(async () => {
      const boss = new PgBoss({ db: jobDatabaseOf(database), schema: 'pgboss' });
      boss.on('error', (err: unknown) => {
        log.error({ err }, 'job queue error');
      });
      await boss.start();
      return boss;
    }),
  );
  started.catch(() => {});
  // What check() answers from without waiting: a queue still starting is not ready.
  let running: { boss: PgBoss; db: JobDatabase } | null = null;
  let startFailure: unknown = null;
  void Promise.all([started, databaseReady]).then(
    ([boss, database]) => (running = { boss, db: jobDatabaseOf(database) }),
    (err: unknown) => (startFailure = err),
  );

  const queues = new Set<string>();
  /** The queues whose handlers take no data (repeat, schedule): a wake may queue an empty job of its own for them. */
  const dataless = new Set<string>();
  /** pg-boss 10 keeps a row per queue, made once (its create_queue does nothing when the queue exists). */
  async function ensureQueue(boss: PgBoss, name: string, queue: Omit<PgBoss.Queue, 'name'>) {
    if (queues.has(name)) return;
    await whileRacing(() => boss.createQueue(name, { name, ...queue }));
    queues.add(name);
  }

  async function register(
    name: string,
    queue: Omit<PgBoss.Queue, 'name'>,
    poll: number,
    handler: (data: unknown) => Promise<void>,
  ): Promise<PgBoss> {
    const boss = await started;
    await ensureQueue(boss, name, queue);
    const id = await boss.work(name, { pollingIntervalSeconds: poll, batchSize: 1 }, async ([job]) => {
      if (job) await handler(job.data);
    });
    workers.set(name, id);
    return boss;
  }

  return {
    async send(name, data = {}, options = {}) {
      const boss = await started;
      await ensureQueue(boss, name, {});
      await boss.send(name, data, {
        retryLimit: 5,
        retryBackoff: true,
        retryDelay: options.retryDelaySeconds ?? 30,
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
    },
    async work(name, handler) {
      await register(name, {}, MIN_POLL_SECONDS * 4, handler);
    },
    async repeat(name, intervalMs, handler) {
      // stately: per key, one job waits and one runs at most. The chain's jobs share one key, so every
      // process's "queue the next" adds up to one; a wake has a key of its own and does not chain.
      const queue = {
        policy: 'stately' as const,
        retryLimit: 0,
        expireInSeconds: Math.max(60, (2 * intervalMs) / 1000),
      };
      dataless.add(name);
      const boss = await register(name, queue, pollSeconds(intervalMs), async (data) => {
        const chain = (data as { chain?: boolean } | null)?.chain === true;
        try {
          await handler();
        } finally {
          if (chain && !stopping)
            await boss.send(
              name,
              { chain: true },
              { singletonKey: CHAIN, startAfter: new Date(Date.now() + intervalMs) },
            );
        }
      });
      await boss.send(name, { chain: true }, { singletonKey: CHAIN });
    },
    async schedule(name, cron, handler) {
      dataless.add(name);
      const boss = await register(name, { policy: 'stately', retryLimit: 2 }, MAX_POLL_SECONDS / 2, () => handler());
      await boss.schedule(name, cron, {}, { tz: 'Pacific/Auckland' });
    },
    wake(name) {
      const id = workers.get(name);
      if (!id) return;
      void started
        .then(async (boss) => {
          // A queue of jobs that carry data is only told to look now: an empty job would reach its handler as one.
          if (dataless.has(name)) await boss.send(name, {}, { singletonKey: randomUUID() });
          boss.notifyWorker(id);
        })
        .catch((err: unknown) => {
          log.error({ err, name }, 'a job could not be woken');
        });
    },
    async depth() {
      const boss = await started;
      const queues = await boss.getQueues();
      const sizes = await Promise.all(queues.map((q) => boss.getQueueSize(q.name, { before: 'completed' })));
      return sizes.reduce((sum, n) => sum + n, 0);
    },
    async stats() {
      const current = running;
      if (!current) return [];
      const { rows } = await current.db.executeSql(QUEUE_STATS_SQL);
      return (rows as Record<string, unknown>[]).map((row) => ({
        queue: String(row.queue),
        waiting: Number(row.waiting),
        scheduled: Number(row.scheduled),
        active: Number(row.active),
        oldestWaitingSeconds: Math.max(0, Number(row.oldest_waiting_seconds)),
      }));
    },
    async check() {
      if (stopping) throw new Error('stopped');
      const current = running;
      if (!current) {
        const reason = startFailure instanceof Error ? startFailure.message : null;
        throw new Error(reason ? `could not start: ${reason}` : 'starting');
      }
      await current.boss.getQueues();
    },
    async stop() {
      stopping = true;
      const boss = await started.catch(() => null);
      await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

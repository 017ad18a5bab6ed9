import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client.js';
import { mailBacklog } from '../modules/mail/backlog.js';
import type { PdfRenderPool } from '../modules/pdf/renderPool.js';

/**
 * One number (or one per label set) read when /metrics is scraped. A new source (the job queue's depth and the age
 * of its oldest job) is one more entry in the list app.ts gives {@link registerMetrics}.
 */
export interface MetricsSource {
  name: string;
  help: string;
  labelNames?: string[];
  read(): Promise<{ labels?: Record<string, string>; value: number }[]>;
}

export interface MetricsOptions {
  /** METRICS_TOKEN: /metrics answers only with `Authorization: Bearer <token>` (without one app.ts leaves it off: 404). */
  token: string;
  databaseReady: Promise<Database>;
  pdfRenderPool: PdfRenderPool;
  sources?: MetricsSource[];
}

/** Uploads are the multipart requests: their bodies are streamed to the file store while they are in progress. */
const isUpload = (request: FastifyRequest) => /^multipart\/form-data/i.test(request.headers['content-type'] ?? '');

/**
 * /metrics in Prometheus's text format (issue 29.3): request latency per route template, the database pool, the
 * mail not yet delivered, the PDF pool's queue and render time, uploads in progress, and Node's own process metrics.
 * Each app has its own registry (tests build many apps in one process). Its hooks go on the root instance, so it is
 * registered before the routes.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const { token } = options;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route template (unmatched: no route), method and status code.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const uploading = new Set<string>();
  app.addHook('onRequest', async (request) => {
    if (isUpload(request)) uploading.add(request.id);
  });
  app.addHook('onRequestAbort', async (request) => {
    uploading.delete(request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    uploading.delete(request.id);
    latency.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  new Gauge({
    name: 'uploads_in_progress',
    help: 'File uploads being received and stored now.',
    registers: [registry],
    collect() {
      this.set(uploading.size);
    },
  });

  let database: Database | null = null;
  options.databaseReady.then(
    (opened) => (database = opened),
    () => {},
  );
  new Gauge({
    name: 'db_pool_connections',
    help: "The database pool's connections by state (total, idle, waiting: requests waiting for one); the embedded database is one connection.",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (database?.driver.kind === 'postgres') {
        const { pool } = database.driver;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      } else if (database) {
        this.set({ state: 'total' }, 1);
      }
    },
  });

  const pdf = options.pdfRenderPool;
  new Gauge({
    name: 'pdf_render_queue',
    help: 'PDFs waiting for a render thread.',
    registers: [registry],
    collect() {
      this.set(pdf.stats().queued);
    },
  });
  const renderTime = new Histogram({
    name: 'pdf_render_duration_seconds',
    help: 'Time to lay out a PDF in a render thread, waiting included.',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
    registers: [registry],
  });
  pdf.onRendered((seconds) => {
    renderTime.observe(seconds);
  });

  const mailSource: MetricsSource[] = [
    {
      name: 'mail_undelivered',
      help: 'Mails queued and not yet accepted by the SMTP server (retrying: refused at least once).',
      labelNames: ['state'],
      async read() {
        if (!database) return [];
        const backlog = await mailBacklog(database.db);
        return [
          { labels: { state: 'queued' }, value: backlog.undelivered },
          { labels: { state: 'retrying' }, value: backlog.retrying },
        ];
      },
    },
    {
      name: 'mail_oldest_undelivered_age_seconds',
      help: 'How long the oldest undelivered mail has waited.',
      async read() {
        return database ? [{ value: (await mailBacklog(database.db)).oldestAgeSeconds }] : [];
      },
    },
  ];
  for (const source of [...mailSource, ...(options.sources ?? [])]) {
    new Gauge({
      name: source.name,
      help: source.help,
      labelNames: source.labelNames ?? [],
      registers: [registry],
      async collect() {
        this.reset();
        // A source that cannot answer now (the database down) is left out of this scrape, not the whole page.
        for (const { labels, value } of await source.read().catch(() => [])) {
          if (labels) this.set(labels, value);
          else this.set(value);
        }
      },
    });
  }

  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'Give METRICS_TOKEN as a Bearer token.' });
    }
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}

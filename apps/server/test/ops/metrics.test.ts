import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createApplication, createTestApp, registerUser } from '../support/app.js';

const TOKEN = 'scrape-me-4f2a9c';
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ metricsToken: TOKEN });
});
afterAll(() => app.close());

const scrape = (authorization?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of a sample line `name{labels} value`, or undefined when the page has no such line. */
function sample(page: string, line: string): number | undefined {
  const found = page.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe('/metrics (issue 29.3)', () => {
  it('is off without METRICS_TOKEN', async () => {
    const off = await createTestApp();
    expect((await off.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    await off.close();
  });

  it('answers 401 without the token or with another', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer not-the-token')).statusCode).toBe(401);
  });

  it('gives each family in Prometheus text format: latency per route template, pool, mail, PDF pool, uploads', async () => {
    const client = await registerUser(app, 'metrics', { verified: false }); // queues a verification mail, never sent
    const appId = await createApplication(client);
    expect((await client.get(`/api/applications/${appId}/summary.pdf`)).statusCode).toBe(200);

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const page = response.body;
    for (const family of [
      'http_request_duration_seconds histogram',
      'db_pool_connections gauge',
      'mail_undelivered gauge',
      'mail_oldest_undelivered_age_seconds gauge',
      'pdf_render_queue gauge',
      'pdf_render_duration_seconds histogram',
      'uploads_in_progress gauge',
      'job_queue_depth gauge',
      'job_queue_oldest_waiting_age_seconds gauge',
      'process_cpu_user_seconds_total counter',
    ]) {
      expect(page).toContain(`# TYPE ${family}`);
    }
    expect(
      sample(
        page,
        'http_request_duration_seconds_count{method="GET",route="/api/applications/:appId/summary.pdf",status_code="200"}',
      ),
    ).toBe(1);
    expect(sample(page, 'pdf_render_duration_seconds_count')).toBe(1);
    expect(sample(page, 'pdf_render_queue')).toBe(0);
    expect(sample(page, 'mail_undelivered{state="queued"}')).toBeGreaterThanOrEqual(1);
    expect(sample(page, 'mail_oldest_undelivered_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(page, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(sample(page, 'uploads_in_progress')).toBe(0);
  });

  it('gives each job queue its depth by state and the age of its oldest waiting job', async () => {
    const { db } = await app.databaseReady;
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode, { timeout: 20_000 })
      .toBe(200);
    // A job due a minute ago that no worker takes (no handler is registered for this queue).
    await db.execute(sql`SELECT pgboss.create_queue('metrics-probe', '{"policy":"standard"}'::json)`);
    await db.execute(
      sql`INSERT INTO pgboss.job (name, data, start_after) VALUES ('metrics-probe', '{}', now() - interval '60 seconds')`,
    );
    await db.execute(
      sql`INSERT INTO pgboss.job (name, data, start_after) VALUES ('metrics-probe', '{}', now() + interval '1 hour')`,
    );
    const page = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(page, 'job_queue_depth{queue="metrics-probe",state="waiting"}')).toBe(1);
    expect(sample(page, 'job_queue_depth{queue="metrics-probe",state="scheduled"}')).toBe(1);
    expect(sample(page, 'job_queue_depth{queue="metrics-probe",state="active"}')).toBe(0);
    const age = sample(page, 'job_queue_oldest_waiting_age_seconds{queue="metrics-probe"}');
    expect(age).toBeGreaterThanOrEqual(59);
    expect(age).toBeLessThan(600);
    // The product's own repeating jobs are listed too.
    expect(page).toMatch(/^job_queue_depth\{queue="session-cleanup",state="scheduled"\} \d+$/m);
  });
});

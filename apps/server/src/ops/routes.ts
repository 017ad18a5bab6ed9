import type { FastifyInstance } from 'fastify';
import { checkReadiness, type ReadinessPart } from './readiness.js';

/** The operator's paths: answered without waiting for the database, which they report on. */
export const OPS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * /readyz: whether this process can serve requests now (a load balancer sends it traffic only then); /healthz stays
 * the liveness check (the process answers), so a database outage takes processes out of rotation without restarting
 * them.
 */
export async function readinessRoutes(app: FastifyInstance, options: { parts: readonly ReadinessPart[] }) {
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const readiness = await checkReadiness(options.parts);
    reply.header('cache-control', 'no-store');
    if (readiness.ready) return { status: 'ready', parts: readiness.parts };
    return reply.status(503).send({
      status: 'not ready',
      message: `Not ready: ${readiness.failing.map((name) => `${name} (${readiness.parts[name]})`).join('; ')}.`,
      failing: readiness.failing,
      parts: readiness.parts,
    });
  });
}

/** Without METRICS_TOKEN /metrics is off: 404, rather than the web app's page a browser path would get. */
export function metricsOff(app: FastifyInstance): void {
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
    reply.status(404).send({ message: 'Metrics are off: set METRICS_TOKEN to turn them on.' }),
  );
}

import type { MetricsSource } from '../../ops/metrics.js';
import type { Jobs } from './service.js';

/**
 * The job queue on /metrics (issue 29.3): jobs per queue by state (waiting: due and not taken; scheduled: not yet
 * due; active) and, per queue, how long the oldest waiting job has waited since it became due. Read at scrape time.
 */
export function jobQueueMetrics(jobs: Pick<Jobs, 'stats'>): MetricsSource[] {
  return [
    {
      name: 'job_queue_depth',
      help: 'Jobs in each queue by state: waiting (due, not yet taken), scheduled (not yet due), active (running).',
      labelNames: ['queue', 'state'],
      async read() {
        return (await jobs.stats()).flatMap(({ queue, waiting, scheduled, active }) => [
          { labels: { queue, state: 'waiting' }, value: waiting },
          { labels: { queue, state: 'scheduled' }, value: scheduled },
          { labels: { queue, state: 'active' }, value: active },
        ]);
      },
    },
    {
      name: 'job_queue_oldest_waiting_age_seconds',
      help: 'Per queue, how long the oldest job due and not yet taken has waited (0 when none waits).',
      labelNames: ['queue'],
      async read() {
        return (await jobs.stats()).map(({ queue, oldestWaitingSeconds }) => ({
          labels: { queue },
          value: oldestWaitingSeconds,
        }));
      },
    },
  ];
}

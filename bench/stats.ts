import { cpus, loadavg } from 'node:os';
import { defined } from '@consent/domain';

/** The p-th percentile of timings sorted ascending (nearest rank); a bench that timed nothing is a bug in it. */
export function percentile(sorted: readonly number[], p: number): number {
  return defined(
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)],
    `the p${p} of ${sorted.length} timings`,
  );
}

/** The middle of the values (the upper one of an even count). */
export function median(values: readonly number[]): number {
  return defined(
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)],
    `the median of ${values.length} values`,
  );
}

/** Timings on a shared machine mean little without how busy it was: the 1-minute load average per core. */
export function loadAverageLine(): string {
  const [oneMinute] = loadavg();
  return `load average ${defined(oneMinute, 'the 1-minute load average').toFixed(1)} on ${cpus().length} cores while measuring`;
}

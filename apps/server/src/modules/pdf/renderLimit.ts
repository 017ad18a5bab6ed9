import { error, productMessages } from '@consent/domain';
import { AppError } from '../../http/errors.js';

/** PDFs one applicant may have rendering at once; more would let one account keep every render thread busy. */
const PDF_RENDERS_PER_USER = 2;

/**
 * Counts each user's renders in flight in this process. The cap protects this process's CPU, which is
 * what a render uses, so a count per process is enough: several processes each keep their own (ADR
 * 0014-render-pool-and-cache). Nothing here is needed by another process, and a restart loses nothing.
 */
export function createRenderLimit(perUser = PDF_RENDERS_PER_USER) {
  const inFlight = new Map<number, number>();
  return {
    /** Runs the render in one of the user's slots, or answers 429 when all of them are taken. */
    async run<T>(userId: number, render: () => Promise<T>): Promise<T> {
      const count = inFlight.get(userId) ?? 0;
      if (count >= perUser) throw new AppError(429, error(productMessages.pdfRendersBusy(count)));
      inFlight.set(userId, count + 1);
      try {
        return await render();
      } finally {
        const left = (inFlight.get(userId) ?? 1) - 1;
        if (left) inFlight.set(userId, left);
        else inFlight.delete(userId);
      }
    },
  };
}

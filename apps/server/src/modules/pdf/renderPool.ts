import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { FastifyBaseLogger } from 'fastify';
import type { PdfModel } from './model.js';

/**
 * Where the worker's code is. From the sources (tsx, vitest) this module is a .ts file and the thread
 * starts from renderWorkerFromSources.mjs, which loads renderWorker.ts through tsx. In the esbuild bundle
 * (scripts/build.mjs) this code is inside dist/main.js and the worker is bundled beside it as
 * dist/pdfRenderWorker.js.
 */
const WORKER_FILE = import.meta.url.endsWith('.ts')
  ? new URL('./renderWorkerFromSources.mjs', import.meta.url).href
  : new URL('./pdfRenderWorker.js', import.meta.url).href;

export interface PdfRenderPool {
  /** The PDF's bytes, laid out in a worker thread so the event loop keeps answering other requests. */
  render(model: PdfModel): Promise<Buffer>;
  /** Lets renders under way finish, then stops the threads. */
  close(): Promise<void>;
  /** Renders waiting for a thread now (the operator's metrics). */
  stats(): { queued: number };
  /** Calls `listener` with each finished render's time in seconds, waiting included (the operator's metrics). */
  onRendered(listener: (seconds: number) => void): void;
}

/**
 * Laying out a long PDF is seconds of synchronous work (pdfkit measures and places every line); on the
 * request thread it stalled /healthz and every other request (issue 17 R3). A pool of worker threads,
 * one core fewer than the machine has so the event loop keeps one. Threads start when renders need them and
 * stop after a minute idle; at a lower priority (nice), so on a busy machine the event loop comes first.
 * `warm` keeps one thread from the start, its modules loaded, fonts parsed and a sample laid out, so the first PDF after a
 * start is as quick as the next (issue 15 point 9).
 */
export function createPdfRenderPool(options: {
  warm: boolean;
  log: FastifyBaseLogger;
  warmAfter?: Promise<unknown>;
}): PdfRenderPool {
  let pool: Piscina<PdfModel, ArrayBuffer> | null = null;
  let closed = false;
  const started = () => {
    if (pool) return pool;
    pool = new Piscina<PdfModel, ArrayBuffer>({
      filename: WORKER_FILE,
      minThreads: options.warm ? 1 : 0,
      maxThreads: Math.max(1, availableParallelism() - 1),
      idleTimeout: 60_000,
      niceIncrement: 5,
      workerData: { warmUp: options.warm },
    });
    // A thread that fails outside a task (e.g. while starting) is replaced by the pool; unheard, it would end the
    // process. Heard once, when the pool is made: a listener per render piled up on a long-running server.
    pool.on('error', (err: unknown) => {
      options.log.error({ err }, 'a PDF render thread failed');
    });
    return pool;
  };
  // The warm thread loads its modules and lays out a sample: CPU a start's /healthz need not wait for, so it
  // starts once `warmAfter` (the database ready) has settled, unless a render asks for the pool first.
  if (options.warm) {
    const warmUp = () => {
      if (!closed) started();
    };
    (options.warmAfter ?? Promise.resolve()).then(warmUp, warmUp);
  }
  const renderedListeners: ((seconds: number) => void)[] = [];
  return {
    async render(model) {
      const start = performance.now();
      const bytes = Buffer.from(await started().run(model));
      for (const listener of renderedListeners) listener((performance.now() - start) / 1000);
      return bytes;
    },
    stats: () => ({ queued: pool?.queueSize ?? 0 }),
    onRendered(listener) {
      renderedListeners.push(listener);
    },
    close: async () => {
      closed = true;
      await pool?.close();
    },
  };
}

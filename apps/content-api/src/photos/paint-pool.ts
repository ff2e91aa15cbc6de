import Tinypool from 'tinypool';
import type { PaintJob } from './paint-worker.ts';

// Painter threads with a bounded queue (Hardening item 3), on tinypool. Painting a picture takes
// up to a second of CPU; on the server's own thread that held up every other request. Here it
// runs on `workers` threads (one is right on a two-core machine: the other core serves requests),
// and at most `maxQueued` paints wait for a thread: past that the caller is told at once that the
// painters are busy (the server answers 503 with Retry-After) instead of queueing without end. A
// paint that fails fails alone; one that runs too long is aborted, which ends its thread.

export interface PaintPoolSettings {
  /** Painter threads; default 1. */
  workers?: number;
  /** Paints that may wait for a free painter; default 32. */
  maxQueued?: number;
  /** A paint still running after this is given up and its painter replaced; default 20 s. */
  timeoutMs?: number;
}

export interface PaintPool {
  /** The PNG; rejects with PaintersBusy when the queue is full. */
  paint(job: PaintJob): Promise<Buffer>;
  close(): Promise<void>;
}

export class PaintersBusy extends Error {
  override name = 'PaintersBusy';
}

export function createPaintPool(settings: PaintPoolSettings = {}): PaintPool {
  const workers = Math.max(1, settings.workers ?? 1);
  const maxQueued = settings.maxQueued ?? 32;
  const timeoutMs = settings.timeoutMs ?? 20_000;
  const pool = new Tinypool({
    filename: new URL('./paint-worker.ts', import.meta.url).href,
    minThreads: workers,
    maxThreads: workers,
    maxQueue: maxQueued,
  });
  let closed = false;
  return {
    async paint(job) {
      if (closed) throw new Error('the painters are closed');
      // Tinypool queues only what finds no free thread, so its bound is the waiting paints.
      if (pool.queueSize >= maxQueued) {
        throw new PaintersBusy(`${pool.queueSize} pictures are waiting to be painted`);
      }
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        const bytes = (await pool.run(job, { signal })) as Uint8Array;
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (closed) throw new Error('the painters are closed');
        if (signal.aborted) throw new Error(`painting failed: no answer in ${timeoutMs} ms`);
        throw new Error(`painting failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    async close() {
      closed = true;
      await pool.destroy();
    },
  };
}

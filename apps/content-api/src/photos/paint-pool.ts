import { Worker } from 'node:worker_threads';
import type { PaintAnswer, PaintJob } from './paint-worker.ts';

// A small pool of painter threads with a bounded queue (Hardening item 3). Painting a picture
// takes up to a second of CPU; on the server's own thread that held up every other request. Here
// it runs on `workers` threads (one is right on a two-core machine: the other core serves
// requests), and at most `maxQueued` paints wait for a thread: past that the caller is told at
// once that painters are busy (the server answers 503 with Retry-After) instead of queueing
// without end. A painter that fails, dies or hangs fails only its own paint and is replaced.

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

interface Pending {
  job: PaintJob;
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
}

interface Painter {
  worker: Worker | null;
  current: (Pending & { timer: NodeJS.Timeout }) | null;
}

const workerUrl = new URL('./paint-worker.ts', import.meta.url);

export function createPaintPool(settings: PaintPoolSettings = {}): PaintPool {
  const maxQueued = settings.maxQueued ?? 32;
  const timeoutMs = settings.timeoutMs ?? 20_000;
  const painters: Painter[] = Array.from({ length: Math.max(1, settings.workers ?? 1) }, () => ({
    worker: null,
    current: null,
  }));
  const queue: Pending[] = [];
  let closed = false;

  const finish = (painter: Painter, outcome: { bytes: Buffer } | { error: Error }) => {
    const current = painter.current;
    if (!current) return;
    painter.current = null;
    clearTimeout(current.timer);
    if ('bytes' in outcome) current.resolve(outcome.bytes);
    else current.reject(outcome.error);
    dispatch();
  };

  const replace = (painter: Painter, reason: string) => {
    const worker = painter.worker;
    painter.worker = null;
    if (worker) void worker.terminate();
    finish(painter, { error: new Error(`painter stopped: ${reason}`) });
  };

  const start = (painter: Painter): Worker => {
    const worker = new Worker(workerUrl);
    // Painters never keep the process alive; the server closes them on its way out.
    worker.unref();
    worker.on('message', (answer: PaintAnswer) => {
      if ('bytes' in answer) {
        finish(painter, {
          bytes: Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.length),
        });
      } else {
        finish(painter, { error: new Error(`painting failed: ${answer.error}`) });
      }
    });
    worker.on('error', (error: unknown) => {
      if (painter.worker === worker) replace(painter, error instanceof Error ? error.message : String(error));
    });
    worker.on('exit', (code) => {
      if (painter.worker === worker) replace(painter, `exited with ${code}`);
    });
    painter.worker = worker;
    return worker;
  };

  function dispatch() {
    if (closed) return;
    for (const painter of painters) {
      if (painter.current || queue.length === 0) continue;
      const next = queue.shift() as Pending;
      const worker = painter.worker ?? start(painter);
      const timer = setTimeout(() => replace(painter, `no answer in ${timeoutMs} ms`), timeoutMs);
      timer.unref();
      painter.current = { ...next, timer };
      worker.postMessage(next.job);
    }
  }

  return {
    paint(job) {
      if (closed) return Promise.reject(new Error('the painters are closed'));
      const idle = painters.some((painter) => !painter.current);
      if (!idle && queue.length >= maxQueued) {
        return Promise.reject(new PaintersBusy(`${queue.length} pictures are waiting to be painted`));
      }
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const waiting of queue.splice(0)) waiting.reject(new Error('the painters are closed'));
      await Promise.all(
        painters.map(async (painter) => {
          const worker = painter.worker;
          painter.worker = null;
          finish(painter, { error: new Error('the painters are closed') });
          if (worker) await worker.terminate();
        }),
      );
    },
  };
}

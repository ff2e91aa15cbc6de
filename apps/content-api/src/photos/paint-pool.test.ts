import { afterEach, describe, expect, it } from 'vitest';
import { readPngSize } from '../testing/read-png.ts';
import { createPaintPool, PaintersBusy, type PaintPool } from './paint-pool.ts';
import type { PaintJob } from './paint-worker.ts';

const job = (seed: number, width = 64, height = 48): PaintJob => ({
  width,
  height,
  seed,
  palette: 'harbour',
  motif: 'hills',
});

let pool: PaintPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('painter threads (Hardening item 3)', () => {
  it('paints a PNG off the main thread', async () => {
    pool = createPaintPool();
    const bytes = await pool.paint(job(1, 120, 90));
    expect(readPngSize(bytes)).toEqual({ width: 120, height: 90 });
  });

  it('lets at most maxQueued paints wait, refusing the rest at once', async () => {
    pool = createPaintPool({ workers: 1, maxQueued: 2 });
    const outcomes = await Promise.allSettled([1, 2, 3, 4, 5].map((seed) => pool?.paint(job(seed))));
    // One painting, two waiting; the other two refused without waiting.
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    for (const outcome of outcomes.slice(3)) {
      expect(outcome.status === 'rejected' && outcome.reason).toBeInstanceOf(PaintersBusy);
    }
    // Once the queue drains, paints are taken again.
    expect(readPngSize(await pool.paint(job(6)))).toEqual({ width: 64, height: 48 });
  });

  it('fails only the paint that failed, and goes on painting', async () => {
    pool = createPaintPool();
    await expect(pool.paint(job(1, -5, 10))).rejects.toThrow(/painting failed/);
    expect(readPngSize(await pool.paint(job(2)))).toEqual({ width: 64, height: 48 });
  });

  it('gives up a paint that takes too long, failing that paint alone', async () => {
    pool = createPaintPool({ timeoutMs: 50 });
    await expect(pool.paint(job(1, 2000, 2000))).rejects.toThrow(/no answer in 50 ms/);
  });

  it('refuses waiting and new paints once closed', async () => {
    pool = createPaintPool({ workers: 1, maxQueued: 4 });
    const waiting = Promise.allSettled([1, 2, 3].map((seed) => pool?.paint(job(seed, 400, 300))));
    await pool.close();
    for (const outcome of await waiting) expect(outcome.status).toBe('rejected');
    await expect(pool.paint(job(4))).rejects.toThrow(/closed/);
  });
});

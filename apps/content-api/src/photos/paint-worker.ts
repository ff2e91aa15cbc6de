import { parentPort } from 'node:worker_threads';
import { type Motif, paintPicture } from './paint.ts';
import { paletteNamed } from './palettes.ts';
import { encodePng } from './png.ts';

// A painter thread (photos/paint-pool.ts): paints and encodes one picture per message, off the
// server's event loop, so a paint of up to a second never holds up any other request.

export interface PaintJob {
  width: number;
  height: number;
  seed: number;
  palette: string;
  motif: Motif;
}

export type PaintAnswer = { bytes: Uint8Array } | { error: string };

parentPort?.on('message', (job: PaintJob) => {
  let answer: PaintAnswer;
  try {
    const { width, height, seed, motif } = job;
    answer = {
      bytes: encodePng(paintPicture({ width, height, seed, motif, palette: paletteNamed(job.palette) })),
    };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});

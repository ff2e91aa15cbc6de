import { type Motif, paintPicture } from './paint.ts';
import { paletteNamed } from './palettes.ts';
import { encodePng } from './png.ts';

// A painter thread's task (photos/paint-pool.ts): paints and encodes one picture, off the
// server's event loop, so a paint of up to a second never holds up any other request.

export interface PaintJob {
  width: number;
  height: number;
  seed: number;
  palette: string;
  motif: Motif;
}

export default function paint(job: PaintJob): Uint8Array {
  const { width, height, seed, motif } = job;
  return encodePng(paintPicture({ width, height, seed, motif, palette: paletteNamed(job.palette) }));
}

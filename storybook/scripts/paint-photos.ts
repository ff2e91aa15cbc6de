/**
 * DV-02: the pictures stories show (`/photos/1.png` … `/photos/8.png`), painted by the reference
 * backend's own painter so stories look like the pages. Committed, so screenshots never depend on
 * a server; run again only to change them: `./dev exec node storybook/scripts/paint-photos.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { motifs } from '../../apps/content-api/src/photos/paint.ts';
import paint from '../../apps/content-api/src/photos/paint-worker.ts';
import { paletteNames } from '../../apps/content-api/src/photos/palettes.ts';

const out = fileURLToPath(new URL('../static/photos/', import.meta.url));
mkdirSync(out, { recursive: true });
for (let n = 1; n <= 8; n++) {
  const palette = paletteNames[n % paletteNames.length] ?? 'default';
  const motif = motifs[n % motifs.length] ?? 'skyline';
  writeFileSync(`${out}${n}.png`, paint({ width: 480, height: 270, seed: n * 7919, palette, motif }));
}

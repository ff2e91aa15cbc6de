import type { Insertable } from 'kysely';
import { type Motif, motifs } from '../photos/paint.ts';
import { paletteNames } from '../photos/palettes.ts';
import type { Random } from '../random.ts';
import type { ImageTable } from '../store/schema.ts';

/** Article lead pictures are 1200×900: the size structured data asks for (AB-22). */
export const leadImageSize = { width: 1200, height: 900 } as const;
export const authorImageSize = { width: 400, height: 400 } as const;
export const avatarImageSize = { width: 120, height: 120 } as const;
const bodyImageSizes = [
  [800, 600],
  [1000, 563],
  [640, 480],
  [600, 800],
  [1200, 675],
] as const;

/** Hands out picture rows with consecutive ids; each row's seed decides what it shows. */
export interface ImageAllocator {
  readonly rows: Insertable<ImageTable>[];
  add(size: { width: number; height: number }, motif?: Motif): number;
  addBodyImage(): { id: number; width: number; height: number };
}

export function createImageAllocator(random: Random, firstId: number): ImageAllocator {
  const rows: Insertable<ImageTable>[] = [];
  const allocator: ImageAllocator = {
    rows,
    add(size, motif) {
      const id = firstId + rows.length;
      rows.push({
        id,
        width: size.width,
        height: size.height,
        seed: random.int(1, 2_000_000_000),
        palette: random.pick(paletteNames),
        motif: motif ?? random.pick(motifs.filter((each) => each !== 'portrait')),
      });
      return id;
    },
    addBodyImage() {
      const [width, height] = random.pick(bodyImageSizes);
      return { id: allocator.add({ width, height }), width, height };
    },
  };
  return allocator;
}

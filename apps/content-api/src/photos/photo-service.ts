import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { findImage } from '../store/images.ts';
import type { Database } from '../store/schema.ts';
import { createByteLru } from './lru-cache.ts';
import { type Motif, motifs, paintPicture } from './paint.ts';
import { paletteNamed } from './palettes.ts';
import { encodePng } from './png.ts';

/** Bump when the drawing changes, so caches holding old pictures under old ETags miss. */
const drawingVersion = 1;
export const pictureSizeLimits = { min: 16, max: 2000 } as const;

export interface RenderedPhoto {
  bytes: Buffer;
  etag: string;
  width: number;
  height: number;
}

export interface PhotoService {
  /** The picture at its stored size, or scaled to what was asked; undefined for an unknown id. */
  render(
    id: number,
    wanted?: { width?: number | undefined; height?: number | undefined },
  ): Promise<RenderedPhoto | undefined>;
}

export function createPhotoService(
  db: Kysely<Database>,
  options: { cacheBytes?: number } = {},
): PhotoService {
  const cache = createByteLru(options.cacheBytes ?? 64 * 1024 * 1024);
  return {
    async render(id, wanted = {}) {
      const image = await findImage(db, id);
      if (!image) return undefined;
      const { width, height } = resolveSize(image, wanted);
      const motif: Motif = (motifs as readonly string[]).includes(image.motif)
        ? (image.motif as Motif)
        : 'hills';
      const identity = `${drawingVersion}:${id}:${width}x${height}:${image.seed}:${image.palette}:${motif}`;
      const etag = `"${createHash('sha1').update(identity).digest('hex').slice(0, 20)}"`;
      let bytes = cache.get(identity);
      if (!bytes) {
        bytes = encodePng(
          paintPicture({ width, height, seed: image.seed, palette: paletteNamed(image.palette), motif }),
        );
        cache.set(identity, bytes);
      }
      return { bytes, etag, width, height };
    },
  };
}

/** With only one side given, the other follows the stored aspect ratio. */
function resolveSize(
  stored: { width: number; height: number },
  wanted: { width?: number | undefined; height?: number | undefined },
): { width: number; height: number } {
  const { width, height } = wanted;
  if (width !== undefined && height !== undefined) return { width, height };
  if (width !== undefined) return { width, height: clampSide((width * stored.height) / stored.width) };
  if (height !== undefined) return { width: clampSide((height * stored.width) / stored.height), height };
  return { width: stored.width, height: stored.height };
}

function clampSide(side: number): number {
  return Math.min(pictureSizeLimits.max, Math.max(pictureSizeLimits.min, Math.round(side)));
}

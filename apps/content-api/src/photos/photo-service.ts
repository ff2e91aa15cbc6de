import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { findImage } from '../store/images.ts';
import type { Database } from '../store/schema.ts';
import { type Motif, motifs } from './paint.ts';
import { createPaintPool, type PaintPoolSettings } from './paint-pool.ts';
import type { PaintJob } from './paint-worker.ts';

// Pictures by id and size: each size of each picture is painted once, on a painter thread
// (photos/paint-pool.ts), and its PNG kept in memory, bounded by bytes. Requests for a picture
// that is being painted wait for that same paint instead of starting another.

/** Bump when the drawing changes, so caches holding old pictures under old ETags miss. */
const drawingVersion = 1;

export interface PhotoSettings extends PaintPoolSettings {
  /** Bytes of painted PNGs kept; default 64 MiB. */
  cacheBytes?: number;
}

/** A stored picture: its size and what it shows. */
export interface StoredPicture {
  id: number;
  width: number;
  height: number;
  seed: number;
  palette: string;
  motif: Motif;
}

export interface PhotoService {
  /** The stored picture, or undefined for an unknown id. */
  find(id: number): Promise<StoredPicture | undefined>;
  /** The ETag of the picture at a size; the same size of the same picture always has the same one. */
  etagOf(picture: StoredPicture, size: { width: number; height: number }): string;
  /** The PNG at that size; rejects with PaintersBusy when too many paints are waiting. */
  paint(picture: StoredPicture, size: { width: number; height: number }): Promise<Buffer>;
  /** How many paints were started, and what the cache holds; for tests and the log. */
  stats(): { painted: number; cachedPictures: number; cachedBytes: number };
  close(): Promise<void>;
}

export function createPhotoService(db: Kysely<Database>, settings: PhotoSettings = {}): PhotoService {
  const cacheBytes = settings.cacheBytes ?? 64 * 1024 * 1024;
  const cache = new LRUCache<string, Buffer>({
    maxSize: cacheBytes,
    sizeCalculation: (bytes) => Math.max(1, bytes.length),
  });
  const inFlight = new Map<string, Promise<Buffer>>();
  const pool = createPaintPool(settings);
  let painted = 0;

  const identityOf = (picture: StoredPicture, size: { width: number; height: number }) =>
    `${drawingVersion}:${picture.id}:${size.width}x${size.height}:${picture.seed}:${picture.palette}:${picture.motif}`;

  return {
    async find(id) {
      const image = await findImage(db, id);
      if (!image) return undefined;
      const motif = (motifs as readonly string[]).includes(image.motif) ? (image.motif as Motif) : 'hills';
      return {
        id,
        width: image.width,
        height: image.height,
        seed: image.seed,
        palette: image.palette,
        motif,
      };
    },
    etagOf(picture, size) {
      return `"${createHash('sha1').update(identityOf(picture, size)).digest('hex').slice(0, 20)}"`;
    },
    paint(picture, size) {
      const identity = identityOf(picture, size);
      const kept = cache.get(identity);
      if (kept) return Promise.resolve(kept);
      const running = inFlight.get(identity);
      if (running) return running;
      const job: PaintJob = { ...size, seed: picture.seed, palette: picture.palette, motif: picture.motif };
      const paint = pool.paint(job).then((bytes) => {
        cache.set(identity, bytes);
        return bytes;
      });
      painted += 1;
      inFlight.set(identity, paint);
      // Settled either way, the next request looks again (a refused or failed paint is retried).
      const forget = () => inFlight.delete(identity);
      paint.then(forget, forget);
      return paint;
    },
    stats() {
      return { painted, cachedPictures: cache.size, cachedBytes: cache.calculatedSize };
    },
    close: () => pool.close(),
  };
}

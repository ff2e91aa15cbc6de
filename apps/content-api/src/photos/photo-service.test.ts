import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../store/connect.ts';
import { openSeededSqlite } from '../testing/test-api.ts';
import { createPhotoService, type StoredPicture } from './photo-service.ts';

// Hardening item 3: each size of each picture is painted once; requests that come while it is
// being painted share that paint; painted PNGs are kept within a byte budget.

let store: Store;
let pictures: StoredPicture[];
beforeAll(async () => {
  store = await openSeededSqlite();
  const service = createPhotoService(store.db);
  const ids = await store.db.selectFrom('images').select('id').orderBy('id').limit(4).execute();
  pictures = (await Promise.all(ids.map(({ id }) => service.find(id)))).filter(
    (picture): picture is StoredPicture => picture !== undefined,
  );
  await service.close();
});
afterAll(() => store.db.destroy());

const thumbnail = { width: 240, height: 180 };

describe('photo service', () => {
  it('paints a picture once for requests that come together, then answers from memory', async () => {
    const service = createPhotoService(store.db);
    try {
      const picture = pictures[0] as StoredPicture;
      const together = await Promise.all([1, 2, 3, 4, 5].map(() => service.paint(picture, thumbnail)));
      expect(service.stats().painted).toBe(1);
      for (const bytes of together) expect(bytes.equals(together[0] as Buffer)).toBe(true);
      await service.paint(picture, thumbnail);
      expect(service.stats()).toMatchObject({ painted: 1, cachedPictures: 1 });
      // Another size of the same picture is another paint.
      await service.paint(picture, { width: 80, height: 60 });
      expect(service.stats().painted).toBe(2);
    } finally {
      await service.close();
    }
  });

  it('keeps painted pictures within its byte budget, the least recently used going first', async () => {
    const probe = createPhotoService(store.db);
    const size = (await probe.paint(pictures[0] as StoredPicture, thumbnail)).length;
    await probe.close();
    // Room for two thumbnails and a bit, not three.
    const service = createPhotoService(store.db, { cacheBytes: Math.round(size * 2.5) });
    try {
      const [first, second, third] = pictures as [StoredPicture, StoredPicture, StoredPicture];
      await service.paint(first, thumbnail);
      await service.paint(second, thumbnail);
      await service.paint(first, thumbnail);
      await service.paint(third, thumbnail);
      const { cachedPictures, cachedBytes, painted } = service.stats();
      expect(painted).toBe(3);
      expect(cachedPictures).toBe(2);
      expect(cachedBytes).toBeLessThanOrEqual(Math.round(size * 2.5));
      // The second was used least recently: gone, painted again; the first is still kept.
      await service.paint(first, thumbnail);
      expect(service.stats().painted).toBe(3);
      await service.paint(second, thumbnail);
      expect(service.stats().painted).toBe(4);
    } finally {
      await service.close();
    }
  });

  it('gives the same size of the same picture the same ETag, and another size another', () => {
    const service = createPhotoService(store.db);
    const picture = pictures[0] as StoredPicture;
    expect(service.etagOf(picture, thumbnail)).toBe(service.etagOf(picture, { ...thumbnail }));
    expect(service.etagOf(picture, thumbnail)).not.toBe(service.etagOf(picture, { width: 80, height: 60 }));
    expect(service.etagOf(picture, thumbnail)).toMatch(/^"[0-9a-f]{20}"$/);
    void service.close();
  });
});

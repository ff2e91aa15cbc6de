import type { Insertable, Kysely } from 'kysely';
import type { Database, ImageTable } from '../store/schema.ts';

/**
 * HM-10: the covers of the epaper's two editions (the `epaper` config's `epaper_todayImage` and
 * `epaper_wealthImage`), portrait like a front page.
 */
export const epaperCoverImages: readonly Insertable<ImageTable>[] = [
  { id: 100_731, width: 240, height: 320, seed: 94_201, palette: 'sandstone', motif: 'chart' },
  { id: 100_732, width: 240, height: 320, seed: 94_202, palette: 'dusk', motif: 'skyline' },
];

/** Writes the covers a store lacks (a fresh one, or one seeded before the epaper); true when it added any. */
export async function ensureEpaperCovers(db: Kysely<Database>): Promise<boolean> {
  const ids = epaperCoverImages.map((row) => row.id);
  const stored = new Set(
    (await db.selectFrom('images').select('id').where('id', 'in', ids).execute()).map((row) =>
      Number(row.id),
    ),
  );
  const missing = epaperCoverImages.filter((row) => !stored.has(row.id));
  if (missing.length === 0) return false;
  await db.insertInto('images').values(missing).execute();
  return true;
}

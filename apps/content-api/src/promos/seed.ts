import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import { courseRows, grandmasterLeaderRows, grandmasterSeriesRows, promoImageRows } from './seed-data.ts';

// The promotions' rows (AB-05 courses, AB-18 Grandmasters) and their pictures: written with the
// rest of the seed, and added at start to a store seeded before they existed.

/** Writes every promotion row, and the pictures the store lacks, in the caller's transaction. */
export async function seedPromos(trx: Kysely<Database>): Promise<void> {
  const pictures = promoImageRows();
  const stored = new Set(
    (
      await trx
        .selectFrom('images')
        .select('id')
        .where(
          'id',
          'in',
          pictures.map((row) => row.id as number),
        )
        .execute()
    ).map((row) => Number(row.id)),
  );
  const missing = pictures.filter((row) => !stored.has(row.id as number));
  if (missing.length > 0) await trx.insertInto('images').values(missing).execute();
  await trx.insertInto('courses').values(courseRows()).execute();
  await trx.insertInto('grandmaster_series').values(grandmasterSeriesRows()).execute();
  await trx.insertInto('grandmaster_leaders').values(grandmasterLeaderRows()).execute();
}

/** A store seeded before the promotions existed gets them; true when it added them. */
export async function ensurePromos(db: Kysely<Database>): Promise<boolean> {
  const stored = await db.selectFrom('courses').select('id').limit(1).execute();
  if (stored.length > 0) return false;
  await db.transaction().execute((trx) => seedPromos(trx));
  return true;
}

/** Removes the promotion rows (not their pictures: the images table is cleared with the seed's). */
export async function clearPromos(trx: Kysely<Database>): Promise<void> {
  await trx.deleteFrom('provider_tickets').execute();
  await trx.deleteFrom('grandmaster_leaders').execute();
  await trx.deleteFrom('grandmaster_series').execute();
  await trx.deleteFrom('courses').execute();
}

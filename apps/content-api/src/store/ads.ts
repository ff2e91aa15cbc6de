import { type Kysely, type Selectable, sql } from 'kysely';
import type { AdCreativeTable } from './ads-schema.ts';
import type { Database } from './schema.ts';

// AB-23 house ads: which creative a slot gets, and the serves, impressions and clicks counted
// once each. Counts are kept per day, creative and slot (the report); a serve row lives two days,
// long enough for a reader's late click on an open page.

export type AdCreativeRow = Selectable<AdCreativeTable>;

/** A day's counts are kept by India date. */
const dayOf = (ist: string) => ist.slice(0, 10);

/**
 * The active creatives a slot may show to a reader in `geo`, the least served today first (ties
 * by id), so house creatives rotate evenly through the day.
 */
export async function eligibleCreatives(
  db: Kysely<Database>,
  slot: string,
  geo: 'IN' | 'other',
  nowIst: string,
): Promise<AdCreativeRow[]> {
  const servedToday = db
    .selectFrom('ad_daily_counts')
    .select(['creative_id', (eb) => eb.fn.sum<number | string>('served').as('served')])
    .where('day', '=', dayOf(nowIst))
    .groupBy('creative_id')
    .as('today');
  return db
    .selectFrom('ad_creatives')
    .innerJoin('ad_creative_slots', 'ad_creative_slots.creative_id', 'ad_creatives.id')
    .leftJoin(servedToday, 'today.creative_id', 'ad_creatives.id')
    .selectAll('ad_creatives')
    .where('ad_creative_slots.slot', '=', slot)
    .where('ad_creatives.active', '=', 1)
    .where('ad_creatives.geo', 'in', ['any', geo])
    .orderBy(sql`coalesce(today.served, 0)`)
    .orderBy('ad_creatives.id')
    .execute();
}

export async function findCreative(db: Kysely<Database>, id: number): Promise<AdCreativeRow | undefined> {
  return db.selectFrom('ad_creatives').selectAll().where('id', '=', id).executeTakeFirst();
}

type Counter = 'served' | 'impressions' | 'clicks';

/** Adds one to a day's counter (one statement: concurrent events each count). */
async function count(
  db: Kysely<Database>,
  counter: Counter,
  key: { day: string; creativeId: number; slot: string },
): Promise<void> {
  await db
    .insertInto('ad_daily_counts')
    .values({
      day: key.day,
      creative_id: key.creativeId,
      slot: key.slot,
      served: counter === 'served' ? 1 : 0,
      impressions: counter === 'impressions' ? 1 : 0,
      clicks: counter === 'clicks' ? 1 : 0,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['day', 'creative_id', 'slot'])
        .doUpdateSet((eb) =>
          counter === 'served'
            ? { served: eb('ad_daily_counts.served', '+', 1) }
            : counter === 'impressions'
              ? { impressions: eb('ad_daily_counts.impressions', '+', 1) }
              : { clicks: eb('ad_daily_counts.clicks', '+', 1) },
        ),
    )
    .execute();
}

/** Records an ad served under its token's hash, and counts it. */
export async function recordServe(
  db: Kysely<Database>,
  serve: { tokenHash: string; creativeId: number; slot: string; nowIst: string; videoMsid?: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('ad_serves')
      .values({
        token_hash: serve.tokenHash,
        creative_id: serve.creativeId,
        slot: serve.slot,
        served_at: serve.nowIst,
        video_msid: serve.videoMsid ?? null,
      })
      .execute();
    await count(trx, 'served', { day: dayOf(serve.nowIst), creativeId: serve.creativeId, slot: serve.slot });
  });
}

/** The serve a token names (its creative, slot and video), or undefined (unknown or pruned). */
export async function findServe(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('ad_serves')
    .select(['creative_id', 'slot', 'video_msid'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export type ServeEvent = 'impression' | 'click';

/**
 * Marks a serve's impression or click, once: the first call counts (true), a repeat or a race
 * counts nothing (false). Undefined when no serve has the token (unknown, or pruned).
 */
export async function recordServeEvent(
  db: Kysely<Database>,
  tokenHash: string,
  event: ServeEvent,
  nowIst: string,
): Promise<{ creativeId: number; slot: string; counted: boolean } | undefined> {
  return db.transaction().execute(async (trx) => {
    const serve = await trx
      .selectFrom('ad_serves')
      .select(['creative_id', 'slot'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!serve) return undefined;
    const marked = await (event === 'impression'
      ? trx.updateTable('ad_serves').set({ impression_at: nowIst }).where('impression_at', 'is', null)
      : trx.updateTable('ad_serves').set({ clicked_at: nowIst }).where('clicked_at', 'is', null)
    )
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    const counted = Number(marked.numUpdatedRows) === 1;
    if (counted) {
      const key = { day: dayOf(nowIst), creativeId: serve.creative_id, slot: serve.slot };
      await count(trx, event === 'impression' ? 'impressions' : 'clicks', key);
    }
    return { creativeId: serve.creative_id, slot: serve.slot, counted };
  });
}

/** Forgets serves made before `beforeIst` (their counts stay). */
export async function pruneServes(db: Kysely<Database>, beforeIst: string): Promise<void> {
  await db.deleteFrom('ad_serves').where('served_at', '<', beforeIst).execute();
}

/** A day's counts per creative and slot. */
export async function adReport(db: Kysely<Database>, day: string) {
  const rows = await db
    .selectFrom('ad_daily_counts')
    .select(['creative_id', 'slot', 'served', 'impressions', 'clicks'])
    .where('day', '=', day)
    .orderBy('creative_id')
    .orderBy('slot')
    .execute();
  return rows.map((row) => ({
    creativeId: Number(row.creative_id),
    slot: row.slot,
    served: Number(row.served),
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
  }));
}

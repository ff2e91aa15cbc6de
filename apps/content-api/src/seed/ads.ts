import { VIDEO_AD_SLOT } from '@newsroom/rules/ads';
import type { Insertable, Kysely } from 'kysely';
import type { AdCreativeSlotTable, AdCreativeTable } from '../store/ads-schema.ts';
import type { Database, ImageTable } from '../store/schema.ts';

// AB-23: the publication's house creatives, what the ad path serves when no ad server is plugged
// in (and what an offline demo shows). Each fills the slots named beside it: the medium
// rectangles (topad, mrec1..5) for every reader, the international units (intl1, intl2) for
// readers outside India, and the recommendation provider's sponsored unit (rec1). Every landing
// page is a page of this site, or the bonds partner's page of the Bonds Corner config (AR-14).

// `video` (AB-03): the mid-article video slot's house creative is the newest video, chosen when it
// is served (routes/ads.ts); its words are the frame's, its landing page the Videos section's when
// a click names no serve.
//
// `sponsored`: the home page's sponsored-content placeholder (HM-01) takes the house rectangles too.
const rectangles = ['topad', 'mrec1', 'mrec2', 'mrec3', 'mrec4', 'mrec5', 'sponsored'] as const;

/** Creative pictures, below the generated stories' ids (build-seed.ts starts at 200001). */
const firstAdImageId = 100_701;

/**
 * AB-11: the tech sidebar's summit and awards banners' pictures, named in the `common` config
 * (`/photos/100721.png`, `/photos/100722.png`).
 */
export const bannerImages: readonly Insertable<ImageTable>[] = [
  { id: 100_721, width: 600, height: 250, seed: 94_101, palette: 'dusk', motif: 'skyline' },
  { id: 100_722, width: 600, height: 250, seed: 94_102, palette: 'sandstone', motif: 'hills' },
  // HM-09: the live TV player's poster (`livetv_poster`), 16:9 as the player.
  { id: 100_723, width: 640, height: 360, seed: 94_103, palette: 'dusk', motif: 'skyline' },
];

interface CreativeSeed extends Omit<Insertable<AdCreativeTable>, 'image_id' | 'active'> {
  id: number;
  slots: readonly string[];
  picture?: { palette: string; motif: string };
}

const creatives: readonly CreativeSeed[] = [
  {
    id: 1,
    advertiser: 'Ledger Prime',
    headline: 'Read the stories behind the numbers',
    body: 'Every Prime story, investment ideas and the daily ePaper, from ₹208 a month.',
    cta: 'See the plans',
    landing_url: '/prime',
    geo: 'any',
    slots: rectangles,
    picture: { palette: 'dusk', motif: 'skyline' },
  },
  {
    id: 2,
    advertiser: 'Ledger Markets',
    headline: 'Who gained most today?',
    body: 'Gainers and losers on the NSE and BSE, updated through the trading day.',
    cta: 'Market stats',
    landing_url: '/stocks/marketstats?type=gainers',
    geo: 'any',
    slots: rectangles,
    picture: { palette: 'slate', motif: 'chart' },
  },
  {
    id: 3,
    advertiser: 'Ledger Markets',
    headline: 'Upside radar',
    body: 'Screeners that find stocks analysts expect to rise most.',
    cta: 'Open the radar',
    landing_url: '/markets/upside-radar',
    geo: 'any',
    slots: rectangles,
  },
  {
    id: 4,
    advertiser: 'Ledger NRI',
    headline: 'Investing in India from abroad?',
    body: 'Tax, property, remittances and visas: the NRI desk’s guides.',
    cta: 'Read the guides',
    landing_url: '/nri',
    geo: 'other',
    slots: ['intl1', 'intl2', ...rectangles],
    picture: { palette: 'harbour', motif: 'skyline' },
  },
  {
    id: 5,
    advertiser: 'Ledger Wealth',
    headline: 'Your money, every Saturday',
    body: 'Tax, saving and investing, explained by the Wealth desk.',
    cta: 'Read Wealth',
    landing_url: '/wealth',
    geo: 'other',
    slots: ['intl1', 'intl2'],
  },
  {
    id: 6,
    advertiser: 'Sterling Fixed Income',
    headline: 'Bonds paying up to 9.5% a year',
    body: 'Rated corporate bonds from ₹10,000, chosen by Sterling’s desk.',
    cta: 'See the bonds',
    landing_url: 'https://bonds.sterling-fixed-income.example/opportunities?lang=en',
    geo: 'any',
    slots: ['rec1'],
    picture: { palette: 'forest', motif: 'hills' },
  },
  {
    id: 7,
    advertiser: 'Ledger Prime',
    headline: 'Stock reports, rated and explained',
    body: 'Scores and targets for 4,000 listed companies, with Prime.',
    cta: 'Start reading',
    landing_url: '/prime',
    geo: 'any',
    slots: ['rec1'],
  },
  {
    id: 8,
    advertiser: 'Ledger Videos',
    headline: 'The newest from Ledger Videos',
    body: 'Markets, companies and the economy, explained on camera.',
    cta: 'Watch',
    landing_url: '/videos',
    geo: 'any',
    slots: [VIDEO_AD_SLOT],
  },
];

export interface AdSeed {
  images: Insertable<ImageTable>[];
  creatives: Insertable<AdCreativeTable>[];
  slots: Insertable<AdCreativeSlotTable>[];
}

/** The house creatives' rows: a pure function, the same for every store. */
export function buildAdSeed(): AdSeed {
  const images: Insertable<ImageTable>[] = [];
  const rows = creatives.map(({ slots: _slots, picture, ...creative }): Insertable<AdCreativeTable> => {
    let image_id: number | null = null;
    if (picture) {
      image_id = firstAdImageId + images.length;
      images.push({ id: image_id, width: 600, height: 300, seed: 94_000 + creative.id, ...picture });
    }
    return { ...creative, image_id, active: 1 };
  });
  return {
    images: [...images, ...bannerImages],
    creatives: rows,
    slots: creatives.flatMap((creative) =>
      creative.slots.map((slot) => ({ creative_id: creative.id, slot })),
    ),
  };
}

/** Writes the house creatives (inside the caller's transaction); none may be stored yet. */
export async function seedAds(trx: Kysely<Database>, seed: AdSeed = buildAdSeed()): Promise<void> {
  const stored = new Set(
    (
      await trx
        .selectFrom('images')
        .select('id')
        .where(
          'id',
          'in',
          seed.images.map((row) => row.id),
        )
        .execute()
    ).map((row) => Number(row.id)),
  );
  const images = seed.images.filter((row) => !stored.has(row.id));
  if (images.length > 0) await trx.insertInto('images').values(images).execute();
  await trx.insertInto('ad_creatives').values(seed.creatives).execute();
  await trx.insertInto('ad_creative_slots').values(seed.slots).execute();
}

/**
 * A store seeded before house ads existed gets them (once); one seeded before the video slot
 * existed gets its house video creative (once). True when it added any.
 */
export async function ensureAds(db: Kysely<Database>): Promise<boolean> {
  const stored = await db.selectFrom('ad_creatives').select('id').limit(1).execute();
  if (stored.length === 0) {
    await db.transaction().execute((trx) => seedAds(trx));
    return true;
  }
  const video = await db
    .selectFrom('ad_creative_slots')
    .select('creative_id')
    .where('slot', '=', VIDEO_AD_SLOT)
    .limit(1)
    .execute();
  if (video.length > 0) return false;
  const seed = buildAdSeed();
  const videoSlots = seed.slots.filter((row) => row.slot === VIDEO_AD_SLOT);
  const ids = new Set(videoSlots.map((row) => row.creative_id));
  return db.transaction().execute(async (trx) => {
    const taken = new Set(
      (
        await trx
          .selectFrom('ad_creatives')
          .select('id')
          .where('id', 'in', [...ids])
          .execute()
      ).map((row) => Number(row.id)),
    );
    // An id the publisher has used for a creative of their own is left alone.
    const creatives = seed.creatives.filter(
      (row) => ids.has(row.id as number) && !taken.has(row.id as number),
    );
    if (creatives.length === 0) return false;
    const added = new Set(creatives.map((row) => row.id));
    await trx.insertInto('ad_creatives').values(creatives).execute();
    await trx
      .insertInto('ad_creative_slots')
      .values(videoSlots.filter((row) => added.has(row.creative_id)))
      .execute();
    return true;
  });
}

/** Removes every serve, count and creative. */
export async function clearAds(trx: Kysely<Database>): Promise<void> {
  await trx.deleteFrom('ad_serves').execute();
  await trx.deleteFrom('ad_daily_counts').execute();
  await trx.deleteFrom('ad_creative_slots').execute();
  await trx.deleteFrom('ad_creatives').execute();
}

import { type Kysely, sql } from 'kysely';
import { clearMarkets, ensureMarkets, seedMarkets } from '../markets/seed.ts';
import {
  buildMarketHomeSeed,
  clearMarketHome,
  ensureMarketHome,
  seedMarketHome,
} from '../markets/seed-market-home.ts';
import { clearPromos, ensurePromos, seedPromos } from '../promos/seed.ts';
import { ensureArticleTerms, indexArticleTerms } from '../store/article-terms.ts';
import { countArticles } from '../store/articles.ts';
import { storeKindOf } from '../store/dialect.ts';
import type { Database } from '../store/schema.ts';
import { clearAds, ensureAds, seedAds } from './ads.ts';
import { articleCompanyRowsOf } from './article-companies.ts';
import { buildSeedData, type SeedData } from './build-seed.ts';
import { ensureEpaperCovers } from './epaper.ts';
import { clearNewsletters, ensureNewsletters, seedNewsletters } from './newsletters.ts';
import { clearPolls, ensurePolls, seedPolls } from './polls.ts';
import { primeArtworkRows, primePlanRows } from './prime-catalogue.ts';
import { seedReaderRows } from './readers.ts';
import { allSectionSeeds } from './sections.ts';
import { clearShop, ensureShop, seedShop } from './shop.ts';
import { buildStoryMediaSeed, clearStoryMedia, ensureStoryMedia, seedStoryMedia } from './story-media.ts';

/** Tables in an order where every row's references are already stored. */
const insertOrder = [
  'sections',
  'images',
  'authors',
  'keywords',
  'articles',
  'article_authors',
  'related_links',
  'curated_lists',
  'curated_list_items',
  'article_keywords',
  'comments',
  'readers',
  'prime_plans',
] as const satisfies ReadonlyArray<keyof Database>;

/** What readers do on the demo; never seeded, cleared before the seeded rows it points at. */
const readerActivityTables = [
  'paywall_reads',
  'paywall_readers',
  'prime_reads',
  'bookmarks',
  'mail_outbox',
  'mail_sender_days',
  'captcha_spent',
  'abuse_reports',
  'comment_votes',
  'comment_submissions',
  'reader_sessions',
] as const satisfies ReadonlyArray<keyof Database>;

// SQLite allows 32,766 bound parameters per statement and PostgreSQL 65,535; stay well below.
const maxParametersPerInsert = 30_000;

export interface SeedReport {
  articles: number;
  comments: number;
  images: number;
  ms: number;
}

/** Writes the demo data in one transaction, so a failed seed leaves the store as it was. */
export async function seedStore(db: Kysely<Database>, prebuilt?: SeedData): Promise<SeedReport> {
  const started = performance.now();
  const data = prebuilt ?? buildSeedData();
  const rows = {
    ...data,
    // Videos first: other articles point at them as featured videos.
    articles: [...data.articles].sort((a, b) => Number(b.kind === 'video') - Number(a.kind === 'video')),
    sections: data.sections,
  };
  await db.transaction().execute(async (trx) => {
    for (const table of insertOrder) {
      const tableRows = rows[tableKey(table)] as Record<string, unknown>[];
      const first = tableRows[0];
      if (!first) continue;
      const perInsert = Math.max(
        1,
        Math.min(500, Math.floor(maxParametersPerInsert / Object.keys(first).length)),
      );
      for (let start = 0; start < tableRows.length; start += perInsert) {
        await trx
          .insertInto(table)
          .values(tableRows.slice(start, start + perInsert) as never)
          .execute();
      }
    }
    // AB-04, AB-12, AB-20, HM-03, HM-04: the market directory (src/markets/seed.ts).
    await seedMarkets(trx);
    // AB-04: the companies each story is about, once both are stored.
    await insertArticleCompanies(trx, await articleCompanyRowsOf(trx));
    // AB-14 polls and AB-13 newsletters (seed/polls.ts, seed/newsletters.ts).
    await seedPolls(trx);
    await seedNewsletters(trx);
    // HM-04 market moguls and AB-20 documents, read from the stories above.
    await seedMarketHome(trx, buildMarketHomeSeed(data.articles));
    // VD-01 videos' player facts and the live blogs' updates, read from the stories above.
    await seedStoryMedia(trx, buildStoryMediaSeed(data.articles));
    // AB-23 house creatives and AB-19 the shopping desk (seed/ads.ts, seed/shop.ts).
    await seedAds(trx);
    await seedShop(trx);
    // HM-10 the epaper's covers (seed/epaper.ts).
    await ensureEpaperCovers(trx);
    // AB-05 courses and AB-18 Grandmasters (src/promos/seed.ts).
    await seedPromos(trx);
    // AB-25: the chat assistant's index of the stories' words.
    await indexArticleTerms(trx);
    if (storeKindOf(trx) === 'postgres') {
      // Comments were written with explicit ids; move the identity past them for readers' posts.
      await sql`select setval(pg_get_serial_sequence('comments', 'id'), (select max(id) from comments))`.execute(
        trx,
      );
      await moveReaderIdentity(trx);
    }
  });
  return {
    articles: data.articles.length,
    comments: data.comments.length,
    images: data.images.length,
    ms: Math.round(performance.now() - started),
  };
}

/** Removes every content row and everything readers did, keeping the schema. */
export async function clearStore(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of readerActivityTables) await trx.deleteFrom(table).execute();
    await trx.deleteFrom('article_companies').execute();
    await clearMarkets(trx);
    await clearPolls(trx);
    await clearNewsletters(trx);
    await clearMarketHome(trx);
    await clearStoryMedia(trx);
    await clearAds(trx);
    await clearShop(trx);
    await clearPromos(trx);
    await trx.deleteFrom('article_terms').execute();
    for (const table of [...insertOrder].reverse()) await trx.deleteFrom(table).execute();
  });
}

/**
 * Seeds only a store without articles, so a restart never duplicates or overwrites data. A store
 * seeded before reader accounts existed, or before an account was added to the seed, gets the
 * missing demo accounts alone.
 */
export async function ensureSeeded(db: Kysely<Database>): Promise<SeedReport | null> {
  if ((await countArticles(db)) > 0) {
    await ensureDemoReaders(db);
    await ensureCuratedLists(db);
    await ensurePrimeCatalogue(db);
    await ensureMarkets(db);
    await ensureArticleCompanies(db);
    await ensurePolls(db);
    await ensureNewsletters(db);
    await ensureMarketHome(db);
    await ensureStoryMedia(db);
    await ensureAds(db);
    await ensureShop(db);
    await ensurePromos(db);
    await ensureArticleTerms(db);
    await ensureEpaperCovers(db);
    await ensureSectionMetainfo(db);
    return null;
  }
  return seedStore(db);
}

/**
 * A store seeded before a section had its metainfo (HM-11's highlight switch on Special Content)
 * gets it, where the stored section has none (an editor's own value is kept); true when it added any.
 */
export async function ensureSectionMetainfo(db: Kysely<Database>): Promise<boolean> {
  let added = false;
  for (const section of allSectionSeeds) {
    if (!section.metainfo) continue;
    const result = await db
      .updateTable('sections')
      .set({ metainfo_json: JSON.stringify(section.metainfo) })
      .where('id', '=', section.id)
      .where('metainfo_json', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) added = true;
  }
  return added;
}

/** Adds the demo accounts the store lacks (matched by e-mail); true when it added any. */
export async function ensureDemoReaders(db: Kysely<Database>): Promise<boolean> {
  const stored = await db.selectFrom('readers').select('email').execute();
  const known = new Set(stored.map((reader) => reader.email));
  const missing = seedReaderRows().filter((reader) => !known.has(reader.email));
  if (missing.length === 0) return false;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('readers').values(missing).execute();
    if (storeKindOf(trx) === 'postgres') await moveReaderIdentity(trx);
  });
  return true;
}

/**
 * A store seeded before a curated list existed (the Bonds Corner, HM-02's top stories, AB-03's income-tax guide) gets the
 * seeded lists it lacks, picked from the stored stories the seed wrote (a store without them gets
 * an empty list); true when it added any.
 */
export async function ensureCuratedLists(db: Kysely<Database>): Promise<boolean> {
  const stored = new Set(
    (await db.selectFrom('curated_lists').select('id').execute()).map((list) => Number(list.id)),
  );
  const data = buildSeedData();
  const lists = data.curatedLists.filter((list) => !stored.has(list.id));
  if (lists.length === 0) return false;
  const adding = new Set(lists.map((list) => list.id));
  const present = new Set(
    (await db.selectFrom('articles').select('msid').execute()).map((article) => Number(article.msid)),
  );
  const items = data.curatedListItems.filter((item) => adding.has(item.list_id) && present.has(item.msid));
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('curated_lists').values(lists).execute();
    if (items.length > 0) await trx.insertInto('curated_list_items').values(items).execute();
  });
  return true;
}

/**
 * A store seeded before Prime plans existed (AB-09) gets the seeded plans and the offer's
 * pictures it lacks (matched by id); plans already stored keep their prices. True when it added any.
 */
export async function ensurePrimeCatalogue(db: Kysely<Database>): Promise<boolean> {
  const plans = new Set((await db.selectFrom('prime_plans').select('id').execute()).map((plan) => plan.id));
  const artwork = primeArtworkRows();
  const pictures = new Set(
    (
      await db
        .selectFrom('images')
        .select('id')
        .where(
          'id',
          'in',
          artwork.map((row) => row.id),
        )
        .execute()
    ).map((image) => Number(image.id)),
  );
  const missingPlans = primePlanRows.filter((plan) => !plans.has(plan.id));
  const missingPictures = artwork.filter((row) => !pictures.has(row.id));
  if (missingPlans.length === 0 && missingPictures.length === 0) return false;
  await db.transaction().execute(async (trx) => {
    if (missingPictures.length > 0) await trx.insertInto('images').values(missingPictures).execute();
    if (missingPlans.length > 0)
      await trx
        .insertInto('prime_plans')
        .values([...missingPlans])
        .execute();
  });
  return true;
}

/**
 * AB-04: a store seeded before stories were tagged with companies gets the seed's tags for the
 * stories and companies it holds (none when either is missing); true when it added any.
 */
export async function ensureArticleCompanies(db: Kysely<Database>): Promise<boolean> {
  const stored = await db.selectFrom('article_companies').select('article_msid').limit(1).execute();
  if (stored.length > 0) return false;
  const rows = await articleCompanyRowsOf(db);
  if (rows.length === 0) return false;
  await db.transaction().execute((trx) => insertArticleCompanies(trx, rows));
  return true;
}

async function insertArticleCompanies(
  trx: Kysely<Database>,
  rows: Awaited<ReturnType<typeof articleCompanyRowsOf>>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await trx
      .insertInto('article_companies')
      .values(rows.slice(start, start + 500))
      .execute();
  }
}

/** Readers were written with explicit ids; move the identity past them for any later account. */
async function moveReaderIdentity(trx: Kysely<Database>): Promise<void> {
  await sql`select setval(pg_get_serial_sequence('readers', 'id'), (select max(id) from readers))`.execute(
    trx,
  );
}

function tableKey(table: (typeof insertOrder)[number]): keyof SeedData {
  const keys = {
    sections: 'sections',
    images: 'images',
    authors: 'authors',
    keywords: 'keywords',
    articles: 'articles',
    article_authors: 'articleAuthors',
    related_links: 'relatedLinks',
    curated_lists: 'curatedLists',
    curated_list_items: 'curatedListItems',
    article_keywords: 'articleKeywords',
    comments: 'comments',
    readers: 'readers',
    prime_plans: 'primePlans',
  } as const satisfies Record<(typeof insertOrder)[number], keyof SeedData>;
  return keys[table];
}

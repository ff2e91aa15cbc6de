import type { Kysely, Selectable } from 'kysely';
import type { ArticleTable, Database } from './schema.ts';

export type ArticleRow = Selectable<ArticleTable>;

/** The columns a list item needs; lists never read bodies. */
const storyColumns = [
  'articles.msid',
  'articles.section_id',
  'articles.kind',
  'articles.title',
  'articles.slug',
  'articles.synopsis',
  'articles.published_at',
  'articles.updated_at',
  'articles.image_id',
  'articles.prime',
  'images.width as image_width',
  'images.height as image_height',
] as const;

export function selectStories(db: Kysely<Database>) {
  return db.selectFrom('articles').innerJoin('images', 'images.id', 'articles.image_id').select(storyColumns);
}

export type StoryRow = Awaited<ReturnType<ReturnType<typeof selectStories>['executeTakeFirstOrThrow']>>;

export interface StoryFilter {
  sectionIds?: number[];
  kind?: ArticleRow['kind'];
  hostId?: string;
  latestNewsOnly?: boolean;
  limit: number;
  /** Stories to skip first (a page of a list: `(page - 1) * limit`). */
  offset?: number;
}

export async function findArticle(db: Kysely<Database>, msid: number): Promise<ArticleRow | undefined> {
  return db.selectFrom('articles').selectAll().where('msid', '=', msid).executeTakeFirst();
}

/** Newest first; msid breaks ties so the order never shifts between calls. */
export async function listStories(db: Kysely<Database>, filter: StoryFilter): Promise<StoryRow[]> {
  let query = byKindAndHost(selectStories(db), filter);
  if (filter.sectionIds) query = query.where('articles.section_id', 'in', filter.sectionIds);
  if (filter.latestNewsOnly) query = query.where('articles.latest_news', '=', 1);
  return query
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.msid', 'desc')
    .limit(filter.limit)
    .offset(filter.offset ?? 0)
    .execute();
}

/** How many stories a list holds in all (its pages' count), with the same filters. */
export async function countStories(
  db: Kysely<Database>,
  filter: Omit<StoryFilter, 'limit' | 'offset'>,
): Promise<number> {
  let query = db.selectFrom('articles').select((eb) => eb.fn.countAll<number | string>().as('count'));
  if (filter.kind) query = query.where('articles.kind', '=', filter.kind);
  if (filter.hostId) query = query.where('articles.host_id', '=', filter.hostId);
  if (filter.sectionIds) query = query.where('articles.section_id', 'in', filter.sectionIds);
  if (filter.latestNewsOnly) query = query.where('articles.latest_news', '=', 1);
  const { count } = await query.executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * HM-05: the keywords most used by the newest `recent` stories of these sections (all sections
 * when none are named), most used first; a tie goes to the keyword used most recently, then to
 * the title. Each with its count among those stories.
 */
export async function listTrendingKeywords(
  db: Kysely<Database>,
  filter: { sectionIds?: number[]; recent: number; limit: number },
): Promise<{ title: string; slug: string; uses: number }[]> {
  let recent = db
    .selectFrom('articles')
    .select(['articles.msid', 'articles.published_at'])
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.msid', 'desc')
    .limit(filter.recent);
  if (filter.sectionIds) recent = recent.where('articles.section_id', 'in', filter.sectionIds);
  const rows = await db
    .selectFrom(recent.as('recent'))
    .innerJoin('article_keywords', 'article_keywords.article_msid', 'recent.msid')
    .innerJoin('keywords', 'keywords.id', 'article_keywords.keyword_id')
    .select((eb) => [
      'keywords.title',
      'keywords.slug',
      eb.fn.countAll<number | string>().as('uses'),
      eb.fn.max('recent.published_at').as('last_used'),
    ])
    .groupBy(['keywords.id', 'keywords.title', 'keywords.slug'])
    .orderBy('uses', 'desc')
    .orderBy('last_used', 'desc')
    .orderBy('keywords.title')
    .limit(filter.limit)
    .execute();
  return rows.map((row) => ({ title: row.title, slug: row.slug, uses: Number(row.uses) }));
}

/** A curated list's stories in the editors' order (AR-14), with the same filters as a section's. */
export async function listCuratedStories(
  db: Kysely<Database>,
  listId: number,
  filter: Omit<StoryFilter, 'sectionIds' | 'latestNewsOnly'>,
): Promise<StoryRow[]> {
  return byKindAndHost(selectStories(db), filter)
    .innerJoin('curated_list_items', 'curated_list_items.msid', 'articles.msid')
    .where('curated_list_items.list_id', '=', listId)
    .orderBy('curated_list_items.position')
    .limit(filter.limit)
    .offset(filter.offset ?? 0)
    .execute();
}

/** The story kind and host id filters every list takes. */
function byKindAndHost(
  query: ReturnType<typeof selectStories>,
  filter: Pick<StoryFilter, 'kind' | 'hostId'>,
) {
  let filtered = query;
  if (filter.kind) filtered = filtered.where('articles.kind', '=', filter.kind);
  if (filter.hostId) filtered = filtered.where('articles.host_id', '=', filter.hostId);
  return filtered;
}

export async function findCuratedList(db: Kysely<Database>, id: number) {
  return db.selectFrom('curated_lists').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listRelatedStories(db: Kysely<Database>, msid: number): Promise<StoryRow[]> {
  return selectStories(db)
    .innerJoin('related_links', 'related_links.related_msid', 'articles.msid')
    .where('related_links.article_msid', '=', msid)
    .orderBy('related_links.position')
    .execute();
}

/**
 * AB-06: the story offered after this one as the reader scrolls on: the next older article of
 * its own section, else the next older article anywhere, else (past the oldest) the newest
 * article: the reading goes on, and the site stops at a story already shown. Newest-first order
 * with msid breaking ties, as the lists have it, so a reader walks a section back in time.
 */
export async function findNextStory(
  db: Kysely<Database>,
  row: Pick<ArticleRow, 'msid' | 'section_id' | 'published_at'>,
): Promise<StoryRow | undefined> {
  const older = () =>
    selectStories(db)
      .where('articles.kind', '=', 'article')
      .where((eb) =>
        eb.or([
          eb('articles.published_at', '<', row.published_at),
          eb.and([eb('articles.published_at', '=', row.published_at), eb('articles.msid', '<', row.msid)]),
        ]),
      )
      .orderBy('articles.published_at', 'desc')
      .orderBy('articles.msid', 'desc')
      .limit(1);
  const newest = () =>
    selectStories(db)
      .where('articles.kind', '=', 'article')
      .where('articles.msid', '!=', row.msid)
      .orderBy('articles.published_at', 'desc')
      .orderBy('articles.msid', 'desc')
      .limit(1);
  return (
    (await older().where('articles.section_id', '=', row.section_id).executeTakeFirst()) ??
    (await older().executeTakeFirst()) ??
    (await newest().executeTakeFirst())
  );
}

export async function listKeywordsOf(db: Kysely<Database>, msid: number) {
  return db
    .selectFrom('article_keywords')
    .innerJoin('keywords', 'keywords.id', 'article_keywords.keyword_id')
    .select(['keywords.title', 'keywords.slug'])
    .where('article_keywords.article_msid', '=', msid)
    .orderBy('article_keywords.position')
    .execute();
}

export async function findKeywordBySlug(db: Kysely<Database>, slug: string) {
  return db.selectFrom('keywords').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** AB-16: a page of the stories tagged with a keyword (its topic page), newest first. */
export async function listStoriesByKeyword(
  db: Kysely<Database>,
  keywordId: number,
  page: { limit: number; offset: number },
): Promise<StoryRow[]> {
  return selectStories(db)
    .innerJoin('article_keywords', 'article_keywords.article_msid', 'articles.msid')
    .where('article_keywords.keyword_id', '=', keywordId)
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.msid', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countStoriesByKeyword(db: Kysely<Database>, keywordId: number): Promise<number> {
  const { count } = await db
    .selectFrom('article_keywords')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('keyword_id', '=', keywordId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function countArticles(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string.
  return Number(count);
}

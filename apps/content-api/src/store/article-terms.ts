import { type Insertable, type Kysely, sql } from 'kysely';
import { termsOf } from '../assistant/terms.ts';
import type { ArticleTermTable, Database } from './schema.ts';

/**
 * AB-25 chat assistant: the stories' words, so a question finds its stories by an index lookup
 * (`article_terms`, migration 0019) instead of scanning text. A story's row for a word weighs
 * where the word is: in its title 3, in its keywords 4 (an editor chose them), in its synopsis 1,
 * added up (at most 8). Kept by the seed, and for stores seeded before the index, at start.
 */

export const termWeights = { title: 3, keywords: 4, synopsis: 1 } as const;

/** Stories indexed per round: their keywords are read in one query. */
const storiesPerRound = 200;
// SQLite allows 32,766 bound parameters per statement; three columns a row.
const rowsPerInsert = 1000;

export interface IndexedStory {
  msid: number;
  title: string;
  synopsis: string;
  keywords: readonly string[];
}

/** The index rows of one story: each distinct word once, weighted by where it appears. */
export function articleTermRows(story: IndexedStory): Insertable<ArticleTermTable>[] {
  const weights = new Map<string, number>();
  const add = (terms: Iterable<string>, weight: number) => {
    for (const term of terms) weights.set(term, (weights.get(term) ?? 0) + weight);
  };
  add(termsOf(story.title), termWeights.title);
  add(new Set(story.keywords.flatMap(termsOf)), termWeights.keywords);
  add(termsOf(story.synopsis), termWeights.synopsis);
  return [...weights].map(([term, weight]) => ({ term, article_msid: story.msid, weight }));
}

/** (Re)indexes the given stories, or every story; returns how many were indexed. */
export async function indexArticleTerms(db: Kysely<Database>, msids?: readonly number[]): Promise<number> {
  let indexed = 0;
  let after = 0;
  for (;;) {
    const batch = msids
      ? msids.slice(indexed, indexed + storiesPerRound)
      : (
          await db
            .selectFrom('articles')
            .select('msid')
            .where('msid', '>', after)
            .orderBy('msid')
            .limit(storiesPerRound)
            .execute()
        ).map((row) => Number(row.msid));
    if (batch.length === 0) return indexed;
    await indexBatch(db, batch);
    indexed += batch.length;
    after = batch.at(-1) ?? after;
  }
}

async function indexBatch(db: Kysely<Database>, msids: readonly number[]): Promise<void> {
  const [stories, keywords] = await Promise.all([
    db.selectFrom('articles').select(['msid', 'title', 'synopsis']).where('msid', 'in', msids).execute(),
    db
      .selectFrom('article_keywords')
      .innerJoin('keywords', 'keywords.id', 'article_keywords.keyword_id')
      .select(['article_keywords.article_msid as msid', 'keywords.title'])
      .where('article_keywords.article_msid', 'in', msids)
      .execute(),
  ]);
  const keywordsOf = new Map<number, string[]>();
  for (const row of keywords) {
    const msid = Number(row.msid);
    keywordsOf.set(msid, [...(keywordsOf.get(msid) ?? []), row.title]);
  }
  const rows = stories.flatMap((story) =>
    articleTermRows({
      msid: Number(story.msid),
      title: story.title,
      synopsis: story.synopsis,
      keywords: keywordsOf.get(Number(story.msid)) ?? [],
    }),
  );
  await db.deleteFrom('article_terms').where('article_msid', 'in', msids).execute();
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    await db
      .insertInto('article_terms')
      .values(rows.slice(start, start + rowsPerInsert))
      .execute();
  }
}

/** Indexes the stories a store holds but the index does not (a store seeded before it); how many. */
export async function ensureArticleTerms(db: Kysely<Database>): Promise<number> {
  const missing = await db
    .selectFrom('articles')
    .select('msid')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('article_terms')
            .select('article_terms.term')
            .whereRef('article_terms.article_msid', '=', 'articles.msid'),
        ),
      ),
    )
    .execute();
  if (missing.length === 0) return 0;
  return indexArticleTerms(
    db,
    missing.map((row) => Number(row.msid)),
  );
}

export interface MatchedStory {
  msid: number;
  title: string;
  synopsis: string;
  slug: string;
  seopath: string;
  /** How many of the question's terms the story has. */
  matched: number;
  /** The weights of those terms added up. */
  score: number;
}

/**
 * The articles that best match a question's terms, best first: most of the terms first; among
 * equals the story being read (`prefer`), then the higher weight, then the newest. Only
 * articles (no videos or slideshows, whose pages the site does not serve). One indexed query:
 * the terms are bound parameters, never part of the SQL text.
 */
export async function findMatchingStories(
  db: Kysely<Database>,
  terms: readonly string[],
  options: { prefer?: number; limit: number },
): Promise<MatchedStory[]> {
  if (terms.length === 0) return [];
  let query = db
    .selectFrom('article_terms')
    .innerJoin('articles', 'articles.msid', 'article_terms.article_msid')
    .innerJoin('sections', 'sections.id', 'articles.section_id')
    .where('article_terms.term', 'in', [...terms])
    .where('articles.kind', '=', 'article')
    .groupBy([
      'articles.msid',
      'articles.title',
      'articles.synopsis',
      'articles.slug',
      'articles.published_at',
      'sections.seopath',
    ])
    .select([
      'articles.msid',
      'articles.title',
      'articles.synopsis',
      'articles.slug',
      'sections.seopath',
      (eb) => eb.fn.countAll<number | string>().as('matched'),
      (eb) => eb.fn.sum<number | string>('article_terms.weight').as('score'),
    ])
    .orderBy('matched', 'desc');
  if (options.prefer !== undefined) {
    query = query.orderBy(sql`case when ${sql.ref('articles.msid')} = ${options.prefer} then 0 else 1 end`);
  }
  const rows = await query
    .orderBy('score', 'desc')
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.msid', 'desc')
    .limit(options.limit)
    .execute();
  // PostgreSQL answers count and sum as bigint strings.
  return rows.map((row) => ({
    msid: Number(row.msid),
    title: row.title,
    synopsis: row.synopsis,
    slug: row.slug,
    seopath: row.seopath,
    matched: Number(row.matched),
    score: Number(row.score),
  }));
}

import { type Kysely, sql } from 'kysely';
import { type StoryRow, selectStories } from './articles.ts';
import type { Database } from './schema.ts';

// AB-12 lists ranked by what readers do and what stories share: trending in a section (the most
// discussed of its recent stories) and recommendations for a story (stories sharing its keywords).

/** How far back "trending" looks: a section's newest stories, not its whole archive. */
export const TRENDING_WINDOW = 200;

/**
 * AB-12 trending in section: of the section's newest TRENDING_WINDOW reports and live blogs, the
 * most discussed (comment count) first, then the newest; msid breaks ties.
 */
export async function listTrendingStories(
  db: Kysely<Database>,
  sectionIds: number[],
  limit: number,
): Promise<StoryRow[]> {
  const recent = db
    .selectFrom('articles')
    .select('msid')
    .where('section_id', 'in', sectionIds)
    .where('kind', 'in', ['article', 'liveblog'])
    .orderBy('published_at', 'desc')
    .orderBy('msid', 'desc')
    .limit(TRENDING_WINDOW);
  const discussed = db
    .selectFrom('comments')
    .select(['msid', (eb) => eb.fn.countAll<number | string>().as('comments')])
    .groupBy('msid')
    .as('discussed');
  return selectStories(db)
    .leftJoin(discussed, 'discussed.msid', 'articles.msid')
    .where('articles.msid', 'in', db.selectFrom(recent.as('recent')).select('recent.msid'))
    .orderBy(sql`coalesce(discussed.comments, 0)`, 'desc')
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.msid', 'desc')
    .limit(limit)
    .execute();
}

/**
 * AB-23 the recommendation widget's stories for a story: the reports sharing most of its
 * keywords, newest first among equals; never the story itself.
 */
export async function listRecommendedStories(
  db: Kysely<Database>,
  msid: number,
  limit: number,
): Promise<StoryRow[]> {
  const shared = db
    .selectFrom('article_keywords as theirs')
    .innerJoin('article_keywords as ours', 'ours.keyword_id', 'theirs.keyword_id')
    .select(['theirs.article_msid as msid', (eb) => eb.fn.countAll<number | string>().as('shared')])
    .where('ours.article_msid', '=', msid)
    .where('theirs.article_msid', '!=', msid)
    .groupBy('theirs.article_msid')
    .as('shared');
  return selectStories(db)
    .innerJoin(shared, 'shared.msid', 'articles.msid')
    .where('articles.kind', '=', 'article')
    .orderBy('shared.shared', 'desc')
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.msid', 'desc')
    .limit(limit)
    .execute();
}

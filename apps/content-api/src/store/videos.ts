import { type Kysely, type Selectable, sql } from 'kysely';
import { selectStories } from './articles.ts';
import type { Database, VideoTable } from './schema.ts';

// VD-01..02: a video story's player facts and the video lists of its page. Every list is one
// query bounded by its `limit`; none reads bodies.

export type VideoRow = Selectable<VideoTable>;

/** A video story as a list item: its story columns and its player facts. */
export function selectVideos(db: Kysely<Database>) {
  return selectStories(db)
    .innerJoin('videos', 'videos.msid', 'articles.msid')
    .select(['videos.duration_seconds', 'videos.views'])
    .where('articles.kind', '=', 'video');
}

export type VideoItemRow = Awaited<ReturnType<ReturnType<typeof selectVideos>['executeTakeFirstOrThrow']>>;

export async function findVideo(db: Kysely<Database>, msid: number): Promise<VideoRow | undefined> {
  return db.selectFrom('videos').selectAll().where('msid', '=', msid).executeTakeFirst();
}

/** The most watched videos, most views first (msid breaks ties); `except` is left out. */
export async function listMostViewedVideos(
  db: Kysely<Database>,
  limit: number,
  except?: number,
): Promise<VideoItemRow[]> {
  let query = selectVideos(db);
  if (except !== undefined) query = query.where('articles.msid', '!=', except);
  return query.orderBy('videos.views', 'desc').orderBy('articles.msid', 'desc').limit(limit).execute();
}

/**
 * The newest videos (trending is ranked from these in content/video-lists.ts), of the sections
 * `sectionIds` when given (AB-03 the video ad slot's house video: the Videos desk's).
 */
export async function listNewestVideos(
  db: Kysely<Database>,
  limit: number,
  except?: number,
  sectionIds?: readonly number[],
): Promise<VideoItemRow[]> {
  let query = selectVideos(db);
  if (except !== undefined) query = query.where('articles.msid', '!=', except);
  if (sectionIds)
    query = query.where('articles.section_id', 'in', sectionIds.length > 0 ? [...sectionIds] : [-1]);
  return query
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.msid', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Videos related to one: most keywords in common first, then those of the same desk (its
 * section's subtree), then the newest; never the video itself.
 */
export async function listRelatedVideos(
  db: Kysely<Database>,
  video: { msid: number; keywordIds: readonly number[]; sectionIds: readonly number[] },
  limit: number,
): Promise<VideoItemRow[]> {
  const keywordIds = video.keywordIds.length > 0 ? [...video.keywordIds] : [-1];
  const sectionIds = video.sectionIds.length > 0 ? [...video.sectionIds] : [-1];
  const shared = db
    .selectFrom('article_keywords')
    .select(['article_keywords.article_msid', (eb) => eb.fn.countAll<number>().as('shared')])
    .where('article_keywords.keyword_id', 'in', keywordIds)
    .groupBy('article_keywords.article_msid')
    .as('shared');
  return selectVideos(db)
    .leftJoin(shared, 'shared.article_msid', 'articles.msid')
    .where('articles.msid', '!=', video.msid)
    .orderBy(sql`coalesce(${sql.ref('shared.shared')}, 0)`, 'desc')
    .orderBy(
      sql`case when ${sql.ref('articles.section_id')} in (${sql.join(sectionIds)}) then 1 else 0 end`,
      'desc',
    )
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.msid', 'desc')
    .limit(limit)
    .execute();
}

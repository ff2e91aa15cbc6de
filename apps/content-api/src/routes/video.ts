import { z } from 'zod';
import { rankTrending, toVideo, toVideoItem } from '../content/video.ts';
import { videoListNames } from '../contract-story-kinds.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { numericId, oneOf, platform, wholeNumber } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { contentJson, type Reply, type RouteContext } from '../http/reply.ts';
import { findArticle, listKeywordsOf } from '../store/articles.ts';
import { findImage } from '../store/images.ts';
import { loadSectionDirectory } from '../store/sections.ts';
import {
  findVideo,
  listMostViewedVideos,
  listNewestVideos,
  listRelatedVideos,
  type VideoItemRow,
} from '../store/videos.ts';

// VD-01, VD-02: the video-show page's calls. The spec leaves them open ("not shown"); their shapes
// are in docs/content-api.md, "Videos, slideshows and live blogs".

const videoQuery = z.object({ msid: numericId(), platform });

/** `type=videoshow&msid={id}`: the video, its player's media and keywords; 404 for no such video. */
export async function getVideoShow(context: RouteContext): Promise<Reply> {
  const { msid } = parseQuery(videoQuery, context.query);
  const [row, video] = await Promise.all([findArticle(context.db, msid), findVideo(context.db, msid)]);
  if (row?.kind !== 'video' || !video) throw notFound('msid', `no video ${msid}`);
  const [sections, image, keywords] = await Promise.all([
    loadSectionDirectory(context.db),
    findImage(context.db, row.image_id),
    listKeywordsOf(context.db, msid),
  ]);
  const data = toVideo({
    row,
    video,
    imageSize: { width: image?.width ?? 1200, height: image?.height ?? 900 },
    sections,
    keywords,
    publicUrl: context.publicUrl,
  });
  return contentJson({ searchResult: [{ data }] });
}

const listTitles: Record<(typeof videoListNames)[number], string> = {
  related: 'Related videos',
  mostviewed: 'Most viewed videos',
  trending: 'Trending videos',
};

/** How many of the newest videos trending is ranked from: the rank favours new ones anyway. */
const TRENDING_POOL = 200;

const listQuery = z.object({
  list: oneOf(videoListNames),
  /** The video being watched: left out of the list; required for `related`. */
  msid: numericId().optional(),
  top: wholeNumber(1, 30).default(10),
  platform,
});

/**
 * `type=videolist&list=related|mostviewed|trending[&msid={id}]&top={1..30}`: a video page's lists.
 * Related: most keywords in common with the video, then its desk, then the newest. Most viewed:
 * most views. Trending: views discounted by age (content/video.ts).
 */
export async function getVideoList(context: RouteContext): Promise<Reply> {
  const query = parseQuery(listQuery, context.query);
  const { db } = context;
  let rows: VideoItemRow[];
  if (query.list === 'related') {
    if (query.msid === undefined) throw badRequest('msid', 'is required for the related list');
    const row = await findArticle(db, query.msid);
    if (row?.kind !== 'video') throw notFound('msid', `no video ${query.msid}`);
    const [sections, keywordIds] = await Promise.all([
      loadSectionDirectory(db),
      db
        .selectFrom('article_keywords')
        .select('keyword_id')
        .where('article_msid', '=', row.msid)
        .execute()
        .then((found) => found.map((each) => Number(each.keyword_id))),
    ]);
    rows = await listRelatedVideos(
      db,
      { msid: row.msid, keywordIds, sectionIds: sections.subtree(row.section_id) },
      query.top,
    );
    return listAnswer(query.list, rows, sections, context);
  }
  if (query.list === 'mostviewed') rows = await listMostViewedVideos(db, query.top, query.msid);
  else {
    const pool = await listNewestVideos(db, TRENDING_POOL, query.msid);
    rows = rankTrending(pool, context.now()).slice(0, query.top);
  }
  return listAnswer(query.list, rows, await loadSectionDirectory(db), context);
}

function listAnswer(
  list: (typeof videoListNames)[number],
  rows: VideoItemRow[],
  sections: Awaited<ReturnType<typeof loadSectionDirectory>>,
  context: RouteContext,
): Reply {
  return contentJson({
    searchResult: [
      {
        list,
        name: listTitles[list],
        data: rows.map((row) => toVideoItem(row, sections, context.publicUrl)),
      },
    ],
  });
}

import { z } from 'zod';
import { toStoryItem } from '../content/story-item.ts';
import { notFound } from '../http/http-error.ts';
import { numericId, platform, wholeNumber } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { contentJson, type Reply, type RouteContext } from '../http/reply.ts';
import { findArticle, listStories } from '../store/articles.ts';
import { loadSectionDirectory } from '../store/sections.ts';
import { listRecommendedStories, listTrendingStories } from '../store/story-rankings.ts';

// AB-12 trending in section (`type=trending`, top 30 in the spec) and AB-23 the recommendation
// widget's stories (`type=recommendations`), answered in the plist shape the lists share.

const trendingQuery = z.object({ msid: numericId(), top: wholeNumber(1, 30).default(30), platform });

/** `type=trending&msid={section}&top=30`: the section's (and its sub-sections') most discussed recent stories. */
export async function getTrending(context: RouteContext): Promise<Reply> {
  const query = parseQuery(trendingQuery, context.query);
  const sections = await loadSectionDirectory(context.db);
  const section = sections.get(query.msid);
  if (!section) throw notFound('msid', `no section ${query.msid}`);
  const rows = await listTrendingStories(context.db, sections.subtree(section.id), query.top);
  return contentJson({
    searchResult: [
      {
        msid: String(section.id),
        name: section.name,
        title: `Trending in ${section.name}`,
        seopath: section.seopath,
        data: rows.map((row) => toStoryItem(row, sections, context.publicUrl)),
      },
    ],
  });
}

const recommendationsQuery = z.object({ msid: numericId(), top: wholeNumber(1, 12).default(6), platform });

/**
 * `type=recommendations&msid={story}&top=6`: stories for a reader of this one, sharing most of its
 * keywords; a story without keywords gets its section's newest.
 */
export async function getRecommendations(context: RouteContext): Promise<Reply> {
  const query = parseQuery(recommendationsQuery, context.query);
  const story = await findArticle(context.db, query.msid);
  if (!story) throw notFound('msid', `no article ${query.msid}`);
  const [sections, shared] = await Promise.all([
    loadSectionDirectory(context.db),
    listRecommendedStories(context.db, story.msid, query.top),
  ]);
  const rows =
    shared.length > 0
      ? shared
      : (
          await listStories(context.db, {
            sectionIds: [story.section_id],
            kind: 'article',
            limit: query.top + 1,
          })
        )
          .filter((row) => row.msid !== story.msid)
          .slice(0, query.top);
  return contentJson({
    searchResult: [
      { msid: String(story.msid), data: rows.map((row) => toStoryItem(row, sections, context.publicUrl)) },
    ],
  });
}

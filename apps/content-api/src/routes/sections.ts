import { z } from 'zod';
import { topicPath } from '../content/site-paths.ts';
import { notFound } from '../http/http-error.ts';
import { numericId, platform, wholeNumber } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { contentJson, type Reply, type RouteContext } from '../http/reply.ts';
import { listTrendingKeywords } from '../store/articles.ts';
import { loadSectionDirectory } from '../store/sections.ts';

const sectionsQuery = z.object({ platform });

/**
 * `type=sections`: the section directory, in the editors' order: each section's id, name, site
 * path and parent. The site serves a section page for a path found here and a 404 for any other
 * (section pages, HM-12).
 */
export async function getSections(context: RouteContext): Promise<Reply> {
  parseQuery(sectionsQuery, context.query);
  const rows = await context.db
    .selectFrom('sections')
    .select(['id', 'parent_id', 'name', 'seopath'])
    .orderBy('position')
    .execute();
  return contentJson({
    searchResult: [
      {
        data: rows.map((row) => ({
          msid: String(row.id),
          name: row.name,
          seopath: row.seopath,
          url: `/${row.seopath}`,
          parentId: row.parent_id === null ? null : String(row.parent_id),
        })),
      },
    ],
  });
}

/** The stories a ranking looks back over: a section's newest, or the whole site's. */
export const TRENDING_RECENT_STORIES = 60;

const trendingQuery = z.object({
  msid: numericId().optional(),
  top: wholeNumber(1, 24).default(12),
  platform,
});

/**
 * `type=trending_terms[&msid={section}]` (HM-05): the keywords most used by the newest 60 stories
 * of a section and its sub-sections (of the whole site without `msid`), each a topic page. 404
 * names `msid` for a section the directory does not hold.
 */
export async function getTrendingTerms(context: RouteContext): Promise<Reply> {
  const query = parseQuery(trendingQuery, context.query);
  const sections = await loadSectionDirectory(context.db);
  const section = query.msid === undefined ? undefined : sections.get(query.msid);
  if (query.msid !== undefined && !section) throw notFound('msid', `no section ${query.msid}`);
  const terms = await listTrendingKeywords(context.db, {
    ...(section ? { sectionIds: sections.subtree(section.id) } : {}),
    recent: TRENDING_RECENT_STORIES,
    limit: query.top,
  });
  return contentJson({
    searchResult: [
      {
        msid: section ? String(section.id) : null,
        name: section ? section.name : 'Trending',
        data: terms.map((term) => ({ title: term.title, url: topicPath(term.slug), count: term.uses })),
      },
    ],
  });
}

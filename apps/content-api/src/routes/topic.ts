import { z } from 'zod';
import { topicPath } from '../content/site-paths.ts';
import { toStoryItem } from '../content/story-item.ts';
import { notFound } from '../http/http-error.ts';
import { platform, wholeNumber } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { contentJson, type Reply, type RouteContext } from '../http/reply.ts';
import { countStoriesByKeyword, findKeywordBySlug, listStoriesByKeyword } from '../store/articles.ts';
import { loadSectionDirectory } from '../store/sections.ts';
import { MAX_LIST_PAGE } from './author.ts';

/** A keyword's slug as topic paths carry it: lower-case words joined by single hyphens. */
export const keywordSlug = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a topic slug') })
  .max(80, 'must be a topic slug of at most 80 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a topic slug (a-z, 0-9 and single hyphens)');

const topicQuery = z.object({
  keyword: keywordSlug,
  top: wholeNumber(1, 50).default(20),
  page: wholeNumber(1, MAX_LIST_PAGE).default(1),
  platform,
});

/**
 * `type=topic&keyword={slug}` (AB-16): the stories tagged with a keyword, newest first, a page
 * at a time. The keyword is matched exactly by its slug (an indexed lookup, never a pattern), so
 * a hostile keyword costs one refused parse or one missed lookup.
 */
export async function getTopic(context: RouteContext): Promise<Reply> {
  const query = parseQuery(topicQuery, context.query);
  const keyword = await findKeywordBySlug(context.db, query.keyword);
  if (!keyword) throw notFound('keyword', `no topic ${query.keyword}`);
  const [sections, rows, count] = await Promise.all([
    loadSectionDirectory(context.db),
    listStoriesByKeyword(context.db, keyword.id, { limit: query.top, offset: (query.page - 1) * query.top }),
    countStoriesByKeyword(context.db, keyword.id),
  ]);
  return contentJson({
    searchResult: [
      {
        keyword: { title: keyword.title, slug: keyword.slug, url: topicPath(keyword.slug) },
        count,
        data: rows.map((row) => toStoryItem(row, sections, context.publicUrl)),
      },
    ],
  });
}

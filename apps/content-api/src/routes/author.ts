import { z } from 'zod';
import { authorPath, pictureUrl } from '../content/site-paths.ts';
import { toStoryItem } from '../content/story-item.ts';
import { notFound } from '../http/http-error.ts';
import { numericId, platform, wholeNumber, zeroOrOne } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { contentJson, type Reply, type RouteContext } from '../http/reply.ts';
import { countStoriesByAuthor, findAuthor, listStoriesByAuthor } from '../store/authors.ts';
import { loadSectionDirectory } from '../store/sections.ts';

/** The deepest page a list call answers: past it a caller is crawling, not reading. */
export const MAX_LIST_PAGE = 500;

const authorQuery = z.object({
  author_id: numericId(),
  bio: zeroOrOne().default(true),
  story: zeroOrOne().default(true),
  top: wholeNumber(1, 30).default(30),
  // AB-15: the author page pages through the stories, `top` at a time.
  page: wholeNumber(1, MAX_LIST_PAGE).default(1),
  platform,
});

/**
 * `type=author_info`: what the author hover card shows (AR-09) and the author page (AB-15): the
 * bio (with the seoname, type and designation the page needs), a page of the author's stories
 * as StoryItems (a superset of the card's `{url, title, date}`) and `count`, all their stories.
 */
export async function getAuthorInfo(context: RouteContext): Promise<Reply> {
  const query = parseQuery(authorQuery, context.query);
  const author = await findAuthor(context.db, query.author_id);
  if (!author) throw notFound('author_id', `no author ${query.author_id}`);
  const [sections, stories, count] = await Promise.all([
    loadSectionDirectory(context.db),
    query.story ? listStoriesByAuthor(context.db, author.id, query.top, (query.page - 1) * query.top) : [],
    countStoriesByAuthor(context.db, author.id),
  ]);
  const card = {
    bio: query.bio
      ? {
          name: author.name,
          img: pictureUrl(context.publicUrl, author.image_id),
          bio: author.bio,
          id: String(author.id),
          seoname: author.seoname,
          type: author.author_type,
          designation: author.designation,
          url: authorPath(author.seoname, author.id),
        }
      : null,
    story: stories.map((story) => toStoryItem(story, sections, context.publicUrl)),
    count,
  };
  return contentJson({ searchResult: [{ data: [card] }] });
}

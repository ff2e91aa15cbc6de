import { z } from 'zod';
import { pictureUrl } from '../content/site-paths.ts';
import { storyUrl } from '../content/story-item.ts';
import { notFound } from '../http/http-error.ts';
import { numericId, platform, wholeNumber, zeroOrOne } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { contentJson, type Reply, type RouteContext } from '../http/reply.ts';
import { findAuthor, listStoriesByAuthor } from '../store/authors.ts';
import { loadSectionDirectory } from '../store/sections.ts';

const authorQuery = z.object({
  author_id: numericId(),
  bio: zeroOrOne().default(true),
  story: zeroOrOne().default(true),
  top: wholeNumber(1, 30).default(30),
  platform,
});

/** `type=author_info`: what the author hover card shows (AR-09). */
export async function getAuthorInfo(context: RouteContext): Promise<Reply> {
  const query = parseQuery(authorQuery, context.query);
  const author = await findAuthor(context.db, query.author_id);
  if (!author) throw notFound('author_id', `no author ${query.author_id}`);
  const [sections, stories] = await Promise.all([
    loadSectionDirectory(context.db),
    query.story ? listStoriesByAuthor(context.db, author.id, query.top) : [],
  ]);
  const card = {
    bio: query.bio
      ? { name: author.name, img: pictureUrl(context.publicUrl, author.image_id), bio: author.bio }
      : null,
    story: stories.map((story) => ({
      url: storyUrl(story, sections),
      title: story.title,
      date: story.published_at,
    })),
  };
  return contentJson({ searchResult: [{ data: [card] }] });
}

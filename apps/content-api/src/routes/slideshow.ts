import { z } from 'zod';
import { slidesOf } from '../content/slideshow.ts';
import { storyUrl } from '../content/story-item.ts';
import type { StoryNode } from '../contract.ts';
import { notFound } from '../http/http-error.ts';
import { numericId, platform, wholeNumber } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { contentJson, type Reply, type RouteContext } from '../http/reply.ts';
import { findArticle } from '../store/articles.ts';
import { loadSectionDirectory } from '../store/sections.ts';

// AB-18 / the slideshow page (spec §7 "Slideshow": type=widget_slideshow1, msid, top=100,
// platform=web; the page reads searchResult[0].data and title).

const slideshowQuery = z.object({ msid: numericId(), top: wholeNumber(1, 100).default(100), platform });

/** `type=widget_slideshow1&msid={id}&top={1..100}`: the slideshow's first `top` slides; 404 for no slideshow. */
export async function getSlideshow(context: RouteContext): Promise<Reply> {
  const { msid, top } = parseQuery(slideshowQuery, context.query);
  const row = await findArticle(context.db, msid);
  if (row?.kind !== 'slideshow') throw notFound('msid', `no slideshow ${msid}`);
  const url = storyUrl(row, await loadSectionDirectory(context.db));
  const { introduction, slides } = slidesOf(JSON.parse(row.body_json) as StoryNode, url, context.publicUrl);
  return contentJson({
    searchResult: [
      {
        msid: String(row.msid),
        title: row.title,
        url,
        synopsis: introduction || row.synopsis,
        insertdate: row.published_at,
        updated: row.updated_at,
        agency: row.agency,
        count: slides.length,
        data: slides.slice(0, top),
      },
    ],
  });
}

import { z } from 'zod';
import { toArticle, toMetaInfo } from '../content/article.ts';
import { notFound } from '../http/http-error.ts';
import { numericId, platform } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { contentJson, type Reply, type RouteContext } from '../http/reply.ts';
import { findArticle, listKeywordsOf, listRelatedStories } from '../store/articles.ts';
import { listAuthorsOf } from '../store/authors.ts';
import { findImage } from '../store/images.ts';
import { loadSectionDirectory } from '../store/sections.ts';

const byMsid = z.object({ msid: numericId(), platform });

/** `type=article`: the whole article; a premium one is cut to a preview unless `fullcontent: true`. */
export async function getArticle(context: RouteContext): Promise<Reply> {
  const { msid } = parseQuery(byMsid, context.query);
  const { db } = context;
  const row = await findArticle(db, msid);
  if (!row) throw notFound('msid', `no article ${msid}`);
  const [sections, image, authors, related, keywords, featuredVideo] = await Promise.all([
    loadSectionDirectory(db),
    findImage(db, row.image_id),
    listAuthorsOf(db, msid),
    listRelatedStories(db, msid),
    listKeywordsOf(db, msid),
    row.featured_video_msid === null ? undefined : findArticle(db, row.featured_video_msid),
  ]);
  const article = toArticle({
    row,
    imageSize: { width: image?.width ?? 1200, height: image?.height ?? 900 },
    sections,
    authors,
    related,
    keywords,
    featuredVideo,
    publicUrl: context.publicUrl,
    fullContent: wantsFullContent(context.headers.fullcontent),
  });
  return contentJson({ searchResult: [{ data: article }] });
}

/** The site re-fetches a premium article for a Prime reader with this header (AB-06). */
function wantsFullContent(header: string | string[] | undefined): boolean {
  return typeof header === 'string' && header.trim().toLowerCase() === 'true';
}

/** `type=getdetails`: an article's title and metainfo only. */
export async function getDetails(context: RouteContext): Promise<Reply> {
  const { msid } = parseQuery(byMsid, context.query);
  const row = await findArticle(context.db, msid);
  if (!row) throw notFound('msid', `no article ${msid}`);
  return contentJson({
    searchResult: [{ data: { msid: String(row.msid), title: row.title, metainfo: toMetaInfo(row) } }],
  });
}

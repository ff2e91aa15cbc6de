import { z } from 'zod';
import { isPremium, toArticle, toMetaInfo } from '../content/article.ts';
import { mayReadPremium } from '../content/premium-access.ts';
import { toShopProduct } from '../content/shop-product.ts';
import { notFound } from '../http/http-error.ts';
import { numericId, platform } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { contentCaching, contentJson, type Reply, type RouteContext } from '../http/reply.ts';
import { taggedCompaniesOf } from '../markets/tagged-companies.ts';
import { findArticle, findNextStory, listKeywordsOf, listRelatedStories } from '../store/articles.ts';
import { listAuthorsOf } from '../store/authors.ts';
import { findImage } from '../store/images.ts';
import { loadSectionDirectory } from '../store/sections.ts';
import { listProductsOf } from '../store/shop.ts';

const byMsid = z.object({ msid: numericId(), platform });

/**
 * `type=article`: the whole article; a premium one is cut to a preview unless the caller presents
 * a live Prime reader's session as a bearer token (content/premium-access.ts).
 */
export async function getArticle(context: RouteContext): Promise<Reply> {
  const { msid } = parseQuery(byMsid, context.query);
  const { db } = context;
  const row = await findArticle(db, msid);
  if (!row) throw notFound('msid', `no article ${msid}`);
  const fullContent = isPremium(row) && (await mayReadPremium(db, context.headers, context.now()));
  const [sections, image, authors, related, keywords, featuredVideo, next, companies, products] =
    await Promise.all([
      loadSectionDirectory(db),
      findImage(db, row.image_id),
      listAuthorsOf(db, msid),
      listRelatedStories(db, msid),
      listKeywordsOf(db, msid),
      row.featured_video_msid === null ? undefined : findArticle(db, row.featured_video_msid),
      findNextStory(db, row),
      taggedCompaniesOf(db, msid),
      listProductsOf(db, msid),
    ]);
  const article = toArticle({
    row,
    imageSize: { width: image?.width ?? 1200, height: image?.height ?? 900 },
    sections,
    authors,
    related,
    keywords,
    featuredVideo,
    next,
    companies,
    products: products.flatMap((product) => toShopProduct(product, context.publicUrl) ?? []),
    publicUrl: context.publicUrl,
    fullContent,
  });
  const body = { searchResult: [{ data: article }] };
  // A Prime reader's whole story is theirs alone: no shared cache may keep it. Every other answer
  // is the same for everyone, but varies by credentials, so a cache never serves it in place of one.
  if (fullContent) {
    return { kind: 'json', status: 200, body, headers: { 'cache-control': 'private, no-store' } };
  }
  return { kind: 'json', status: 200, body, headers: { ...contentCaching, vary: 'Authorization' } };
}

/**
 * `type=getdetails`: an article's title and metainfo only; or an editorial document that is no
 * story (AB-20: the crypto teaser's "did you know"), in the same shape.
 */
export async function getDetails(context: RouteContext): Promise<Reply> {
  const { msid } = parseQuery(byMsid, context.query);
  const row = (await findArticle(context.db, msid)) ?? (await findDetailDocument(context.db, msid));
  if (!row) throw notFound('msid', `no article ${msid}`);
  return contentJson({
    searchResult: [{ data: { msid: String(row.msid), title: row.title, metainfo: toMetaInfo(row) } }],
  });
}

/** A detail document as the article fields getdetails reads (it has no words). */
async function findDetailDocument(db: RouteContext['db'], msid: number) {
  const document = await db
    .selectFrom('detail_documents')
    .selectAll()
    .where('msid', '=', msid)
    .executeTakeFirst();
  return document && { ...document, word_count: 0 };
}

import { z } from 'zod';
import { pictureUrl } from '../content/site-paths.ts';
import { storyUrl } from '../content/story-item.ts';
import { notFound } from '../http/http-error.ts';
import { numericId, wholeNumber } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { contentJson, type Handler } from '../http/reply.ts';
import { selectStories } from '../store/articles.ts';
import { loadSectionDirectory } from '../store/sections.ts';
import { marketJson } from './answers.ts';
import { fundItem } from './routes-crypto-gold-funds.ts';

// HM-04 market moguls (the experts' stories) and the fund factsheet's one scheme (AB-20 and
// HM-04 link to `/{seoName}/mffactsheet/schemeid-{schemeId}.cms`).

const mogulsQuery = z.object({ pagesize: wholeNumber(1, 12).default(4) });

/**
 * `GET /markets/moguls[?pagesize=1..12]` (HM-04): the market moguls' stories, newest first, each
 * with its expert as `authors[0]` (title, img, url, designation, organization), the spec's
 * market moguls item. An expert has no author page here, so `url` is null.
 */
export const getMarketMoguls: Handler = async (context) => {
  const { pagesize } = parseQuery(mogulsQuery, context.query);
  const [sections, rows] = await Promise.all([
    loadSectionDirectory(context.db),
    selectStories(context.db)
      .innerJoin('market_moguls', 'market_moguls.msid', 'articles.msid')
      .select([
        'market_moguls.expert_name',
        'market_moguls.designation',
        'market_moguls.organization',
        'market_moguls.image_id as expert_image_id',
      ])
      .orderBy('market_moguls.position')
      .limit(pagesize)
      .execute(),
  ]);
  return contentJson({
    data: rows.map((row) => ({
      msid: String(row.msid),
      title: row.title,
      url: storyUrl(row, sections),
      img: pictureUrl(context.publicUrl, Number(row.image_id)),
      synopsis: row.synopsis,
      date: row.published_at,
      prime: Number(row.prime) === 1 ? 1 : 0,
      authors: [
        {
          title: row.expert_name,
          img: pictureUrl(context.publicUrl, Number(row.expert_image_id)),
          url: null,
          designation: row.designation,
          organization: row.organization,
        },
      ],
    })),
  });
};

const schemeQuery = z.object({ schemeid: numericId() });

/** `GET /markets/mf/scheme?schemeid=` (the fund factsheet): one scheme; 404 `schemeid` when unknown. */
export const getFundScheme: Handler = async (context) => {
  const { schemeid } = parseQuery(schemeQuery, context.query);
  const row = await context.db
    .selectFrom('market_funds')
    .selectAll()
    .where('scheme_id', '=', schemeid)
    .executeTakeFirst();
  if (!row) throw notFound('schemeid', `no scheme ${schemeid}`);
  return marketJson({ scheme: fundItem(row) });
};

import { z } from 'zod';
import { toStoryItem } from '../content/story-item.ts';
import { notFound } from '../http/http-error.ts';
import { numericId, platform, wholeNumber } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { contentJson, type Reply, type RouteContext } from '../http/reply.ts';
import { loadCompanyDirectory } from '../markets/store.ts';
import { toTaggedCompany } from '../markets/tagged-companies.ts';
import { countStoriesByCompany, listStoriesByCompany } from '../store/article-companies.ts';
import { loadSectionDirectory } from '../store/sections.ts';
import { MAX_LIST_PAGE } from './author.ts';

const companyNewsQuery = z.object({
  companyid: numericId(),
  top: wholeNumber(1, 50).default(20),
  page: wholeNumber(1, MAX_LIST_PAGE).default(1),
  platform,
});

/**
 * `type=company_news&companyid={id}` (AB-04 company page): the listed company and the stories
 * tagged with it, newest first, `top` a page. 404 naming `companyid` for a company the market
 * directory does not hold; a page past the last is an empty list with the count.
 */
export async function getCompanyNews(context: RouteContext): Promise<Reply> {
  const query = parseQuery(companyNewsQuery, context.query);
  const directory = await loadCompanyDirectory(context.db);
  const company = directory.byId.get(query.companyid);
  if (!company) throw notFound('companyid', `no company ${query.companyid}`);
  const [sections, rows, count] = await Promise.all([
    loadSectionDirectory(context.db),
    listStoriesByCompany(context.db, company.id, {
      limit: query.top,
      offset: (query.page - 1) * query.top,
    }),
    countStoriesByCompany(context.db, company.id),
  ]);
  return contentJson({
    searchResult: [
      {
        company: {
          ...toTaggedCompany(company),
          sector: company.sector,
          nsesymbol: company.nseSymbol,
          bsecode: String(company.bseCode),
        },
        count,
        data: rows.map((row) => toStoryItem(row, sections, context.publicUrl)),
      },
    ],
  });
}

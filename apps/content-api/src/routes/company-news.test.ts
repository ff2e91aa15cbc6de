import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleAnswer, CompanyNewsAnswer } from '../contract.ts';
import { seedLandmarks } from '../seed/landmarks.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** The company tagged on the most stories, and how many. */
async function busiestCompany(): Promise<{ id: number; stories: number }> {
  const row = await api.store.db
    .selectFrom('article_companies')
    .select((eb) => ['company_id', eb.fn.countAll<number>().as('stories')])
    .groupBy('company_id')
    .orderBy('stories', 'desc')
    .orderBy('company_id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.company_id), stories: Number(row.stories) };
}

describe('AB-04 taggedcomp on the article answer', () => {
  it('carries the tagged companies in the editors’ order, each with its page', async () => {
    const answer = await api.getParsed(
      ArticleAnswer,
      `/request?type=article&msid=${seedLandmarks.stockWidget}&platform=web`,
    );
    const tagged = answer.searchResult[0].data.taggedcomp;
    const stored = await api.store.db
      .selectFrom('article_companies')
      .innerJoin('market_companies', 'market_companies.id', 'article_companies.company_id')
      .select(['market_companies.id', 'name', 'short_name', 'seo_name'])
      .where('article_msid', '=', seedLandmarks.stockWidget)
      .orderBy('position')
      .execute();
    expect(stored).toHaveLength(4);
    expect(tagged).toEqual(
      stored.map((company) => ({
        companyid: String(company.id),
        companyname: company.name,
        companyshortname: company.short_name,
        seoname: company.seo_name,
        url: `/${company.seo_name}/stocks/companyid-${company.id}.cms`,
      })),
    );
  });

  it('is an empty list for a story about no listed company', async () => {
    const answer = await api.getParsed(
      ArticleAnswer,
      `/request?type=article&msid=${seedLandmarks.longRead}&platform=web`,
    );
    expect(answer.searchResult[0].data.taggedcomp).toEqual([]);
  });
});

describe('GET /request?type=company_news (AB-04 company page)', () => {
  it('answers the company and its stories newest first, with the count', async () => {
    const company = await busiestCompany();
    expect(company.stories).toBeGreaterThan(3);
    const answer = await api.getParsed(
      CompanyNewsAnswer,
      `/request?type=company_news&companyid=${company.id}&top=3`,
    );
    const [news] = answer.searchResult;
    const row = await api.store.db
      .selectFrom('market_companies')
      .selectAll()
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(news.company).toEqual({
      companyid: String(company.id),
      companyname: row.name,
      companyshortname: row.short_name,
      seoname: row.seo_name,
      url: `/${row.seo_name}/stocks/companyid-${company.id}.cms`,
      sector: row.sector,
      nsesymbol: row.nse_symbol,
      bsecode: String(row.bse_code),
    });
    expect(news.count).toBe(company.stories);
    expect(news.data).toHaveLength(3);
    const dates = news.data.map((story) => story.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const tagged = await api.store.db
      .selectFrom('article_companies')
      .select('article_msid')
      .where('company_id', '=', company.id)
      .execute();
    const msids = new Set(tagged.map((each) => String(each.article_msid)));
    for (const story of news.data) expect(msids.has(story.msid)).toBe(true);
  });

  it('pages without overlap; a page past the end is empty; top defaults to 20', async () => {
    const company = await busiestCompany();
    const seen: string[] = [];
    const pages = Math.ceil(company.stories / 2);
    for (let page = 1; page <= pages + 1; page += 1) {
      const answer = await api.getParsed(
        CompanyNewsAnswer,
        `/request?type=company_news&companyid=${company.id}&top=2&page=${page}`,
      );
      if (page > pages) expect(answer.searchResult[0].data).toEqual([]);
      seen.push(...answer.searchResult[0].data.map((story) => story.msid));
    }
    expect(new Set(seen).size).toBe(company.stories);
    const first = await api.getParsed(
      CompanyNewsAnswer,
      `/request?type=company_news&companyid=${company.id}`,
    );
    expect(first.searchResult[0].data).toHaveLength(Math.min(20, company.stories));
  });

  it('answers a listed company no story is about with no stories', async () => {
    const untagged = await api.store.db
      .selectFrom('market_companies')
      .select('id')
      .where('id', 'not in', (eb) => eb.selectFrom('article_companies').select('company_id'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const answer = await api.getParsed(
      CompanyNewsAnswer,
      `/request?type=company_news&companyid=${untagged.id}`,
    );
    expect(answer.searchResult[0]).toMatchObject({ count: 0, data: [] });
  });

  it('answers 404 naming companyid for a company the directory does not hold', async () => {
    expect(await api.getError('/request?type=company_news&companyid=13002', 404)).toEqual({
      param: 'companyid',
      message: 'no company 13002',
    });
  });

  it.each([
    ['companyid', 'type=company_news'],
    ['companyid', 'type=company_news&companyid='],
    ['companyid', 'type=company_news&companyid=abc'],
    ['companyid', "type=company_news&companyid=1'%20OR%201=1"],
    ['companyid', 'type=company_news&companyid=99999999999'],
    ['top', 'type=company_news&companyid=13001&top=0'],
    ['top', 'type=company_news&companyid=13001&top=51'],
    ['page', 'type=company_news&companyid=13001&page=0'],
    ['page', 'type=company_news&companyid=13001&page=501'],
    ['page', 'type=company_news&companyid=13001&page=2.5'],
  ])('refuses a bad %s (%s) with a 400 naming it', async (param, query) => {
    expect((await api.getError(`/request?${query}`, 400)).param).toBe(param);
  });
});

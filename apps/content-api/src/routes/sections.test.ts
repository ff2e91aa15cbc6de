import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlistAnswer, SectionsAnswer, TrendingTermsAnswer } from '../contract.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const trending = async (query: string) =>
  (await api.getParsed(TrendingTermsAnswer, `/request?type=trending_terms&platform=web${query}`))
    .searchResult[0];

describe('GET /request?type=sections (section pages, HM-12)', () => {
  it('lists every section with its id, name, site path and parent, in the editors’ order', async () => {
    const { data } = (await api.getParsed(SectionsAnswer, '/request?type=sections&platform=web'))
      .searchResult[0];
    const byUrl = new Map(data.map((section) => [section.url, section]));
    expect(byUrl.get('/news/india')).toEqual({
      msid: '81582957',
      name: 'India',
      seopath: 'news/india',
      url: '/news/india',
      parentId: '1052732854',
    });
    expect(byUrl.get('/markets')?.parentId).toBeNull();
    // HM-12: the home page's later sections are in it, top-level.
    for (const url of ['/special-content', '/digital-real-estate', '/web-stories'])
      expect(byUrl.get(url)?.parentId, url).toBeNull();
    expect(data[0]?.url).toBe('/news');
    const response = await api.get('/request?type=sections');
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
  });
});

describe('GET /request?type=trending_terms (HM-05)', () => {
  it('ranks a section’s keywords by their use in its newest stories, each a topic page', async () => {
    const markets = await trending('&msid=13352306&top=8');
    expect(markets).toMatchObject({ msid: '13352306', name: 'Markets' });
    expect(markets.data.length).toBe(8);
    const counts = markets.data.map((term) => term.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const term of markets.data) expect(term.url).toMatch(/^\/topic\/[a-z0-9-]+$/);
    // The section's own stories carry the keyword as often as the answer says.
    const top = markets.data[0]!;
    const topic = await api.get(`/request?type=topic&keyword=${top.url.slice('/topic/'.length)}&top=50`);
    const { searchResult } = (await topic.json()) as { searchResult: [{ count: number }] };
    expect(searchResult[0].count).toBeGreaterThanOrEqual(top.count);
  });

  it('differs by section, takes in sub-sections, and is the whole site’s without msid', async () => {
    const tech = await trending('&msid=13357270');
    const realty = await trending('&msid=46930011');
    expect(tech.data.map((term) => term.title)).not.toEqual(realty.data.map((term) => term.title));
    expect(realty.data.map((term) => term.title)).toContain('Real estate');
    const site = await trending('');
    expect(site).toMatchObject({ msid: null, name: 'Trending' });
    expect(site.data).toHaveLength(12);
  });

  it('is empty for a section whose stories carry no keyword, and answers 400/404 naming the parameter', async () => {
    const ipl = await trending('&msid=2160010&top=24');
    expect(Array.isArray(ipl.data)).toBe(true);
    expect(await api.getError('/request?type=trending_terms&msid=42', 404)).toEqual({
      param: 'msid',
      message: 'no section 42',
    });
    expect((await api.getError('/request?type=trending_terms&top=25', 400)).param).toBe('top');
    expect((await api.getError('/request?type=trending_terms&msid=abc', 400)).param).toBe('msid');
  });

  it('a section page’s list and its terms agree on the section (HM-12 later sections have stories)', async () => {
    for (const msid of ['46930002', '46930011', '46930029']) {
      const list = await api.getParsed(PlistAnswer, `/request?type=plist&msid=${msid}&top=5`);
      expect(list.searchResult[0].data.length, msid).toBeGreaterThanOrEqual(5);
    }
  });
});

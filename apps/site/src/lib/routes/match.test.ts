import { describe, expect, it } from 'vitest';
import { matchRoute, pageKindOf } from './match.ts';

describe('matchRoute (AB-01)', () => {
  it('root is home', () => expect(matchRoute('/')).toEqual({ kind: 'home' }));

  it('an articleshow path ending in a numeric .cms id is an article', () => {
    expect(matchRoute('/markets/stocks/news/sensex-rises/articleshow/1000123.cms')).toEqual({
      kind: 'article',
      msid: '1000123',
    });
  });

  it('AR-01: the same path with /printarticle/ is the print view', () => {
    expect(matchRoute('/markets/stocks/news/sensex-rises/printarticle/1000123.cms')).toEqual({
      kind: 'print',
      msid: '1000123',
    });
    expect(matchRoute('/markets/printarticle/x.cms')).toEqual({ kind: 'notFound' });
  });

  it('VD-01: a videoshow path ending in a numeric .cms id is a video page; a malformed one is not found', () => {
    expect(matchRoute('/news/markets/nifty-closes-higher/videoshow/125400316.cms')).toEqual({
      kind: 'video',
      msid: '125400316',
    });
    expect(pageKindOf(matchRoute('/videoshow/125400316.cms'))).toBe('video');
    expect(matchRoute('/news/videoshow/abc.cms')).toEqual({ kind: 'notFound' });
    expect(matchRoute('/news/videoshow/1.html')).toEqual({ kind: 'notFound' });
    // Filed under the crypto section: still the video's page, not a coin's.
    expect(matchRoute('/markets/cryptocurrency/crypto-tax-explained/videoshow/125400211.cms')).toEqual({
      kind: 'video',
      msid: '125400211',
    });
  });

  it('AB-18: a slideshow path ending in a numeric .cms id is a slideshow page; a malformed one is not found', () => {
    expect(matchRoute('/industry/banking/finance/slideshow/125400338.cms')).toEqual({
      kind: 'slideshow',
      msid: '125400338',
    });
    expect(matchRoute('/industry/slideshow/12a.cms')).toEqual({ kind: 'notFound' });
  });

  it('a liveblog path ending in a numeric .cms id is a live blog page; a malformed one is not found', () => {
    expect(matchRoute('/markets/stocks/news/ipo-day/liveblog/125400243.cms')).toEqual({
      kind: 'liveBlog',
      msid: '125400243',
    });
    expect(matchRoute('/markets/liveblog/x.cms')).toEqual({ kind: 'notFound' });
  });

  it('a malformed articleshow path is not found', () => {
    expect(matchRoute('/markets/articleshow/abc.cms')).toEqual({ kind: 'notFound' });
    expect(matchRoute('/markets/articleshow/123.html')).toEqual({ kind: 'notFound' });
  });

  it("AR-01: /opinions/{msid}.cms lists an article's comments, paged by ?page", () => {
    expect(matchRoute('/opinions/125400335.cms', '?page=2')).toEqual({
      kind: 'opinions',
      msid: '125400335',
      page: 2,
    });
    expect(matchRoute('/opinions/125400335.cms')).toEqual({ kind: 'opinions', msid: '125400335', page: 1 });
  });

  it('Hardening #17: a page number that is not one is a missing page, not page 1', () => {
    for (const page of ['-1', '0', 'abc', '2.5', '01', '100000', ''])
      expect(matchRoute('/opinions/125400335.cms', `?page=${page}`)).toEqual({ kind: 'notFound' });
  });

  it('anything else is a category, and top-trending-products skips recommendations', () => {
    expect(matchRoute('/markets')).toEqual({
      kind: 'category',
      path: '/markets',
      page: 1,
      skipRecommendations: false,
    });
    expect(matchRoute('/top-trending-products/phones')).toMatchObject({ skipRecommendations: true });
  });

  it.each(['?page=2', '?page=500'])('HM-12 a section page reads its page number (%s)', (search) => {
    expect(matchRoute('/news/india', search)).toMatchObject({
      kind: 'category',
      page: Number(search.slice(6)),
    });
  });

  it.each(['?page=0', '?page=abc', '?page=2.5', '?page=501', '?page=-1'])(
    'HM-12 a section page number that names no page is a 404 (%s), not page 1',
    (search) => {
      expect(matchRoute('/news/india', search)).toEqual({ kind: 'notFound' });
    },
  );
});

describe('author and topic pages (AB-15, AB-16)', () => {
  it('reads /etreporter/author-{seoname}-{id}.cms and its page', () => {
    expect(matchRoute('/etreporter/author-asha-rao-4001001.cms')).toEqual({
      kind: 'author',
      seoname: 'asha-rao',
      id: '4001001',
      page: 1,
    });
    expect(matchRoute('/etreporter/author-asha-rao-4001001.cms', '?page=3')).toMatchObject({ page: 3 });
  });
  it.each([
    ['/etreporter/author-4001001.cms', ''],
    ['/etreporter/author-Asha-4001001.cms', ''],
    ['/etreporter/author-a--b-4001001.cms', ''],
    ['/etreporter/author-asha-0.cms', ''],
    ['/etreporter/author-asha-4001001.cms/x', ''],
    ['/etreporter/author-asha-4001001.cms', '?page=0'],
    ['/etreporter/author-asha-4001001.cms', '?page=501'],
    ['/etreporter/author-asha-4001001.cms', '?page=abc'],
    [`/etreporter/author-${'a-'.repeat(200)}1.cms`, ''],
  ])('%s%s is not found', (path, search) => {
    expect(matchRoute(path, search)).toEqual({ kind: 'notFound' });
  });
  it('reads /topic/{slug}; another spelling of the slug is to be redirected', () => {
    expect(matchRoute('/topic/gold-prices')).toEqual({
      kind: 'topic',
      slug: 'gold-prices',
      page: 1,
      canonical: true,
    });
    expect(matchRoute('/topic/Gold%20Prices', '?page=2')).toEqual({
      kind: 'topic',
      slug: 'gold-prices',
      page: 2,
      canonical: false,
    });
  });
  it.each(['/topic/', '/topic/%E0%A4%A', '/topic/a/b', '/topic/%20%20', `/topic/${'a'.repeat(300)}`])(
    '%s is not found',
    (path) => {
      expect(matchRoute(path)).toEqual({ kind: 'notFound' });
    },
  );
  it('both are pages of the category kind', () => {
    expect(pageKindOf(matchRoute('/topic/gold'))).toBe('category');
    expect(pageKindOf(matchRoute('/etreporter/author-asha-rao-4001001.cms'))).toBe('category');
  });
});

describe('AB-12 market pages', () => {
  it('market stats, the crypto lists and coins, the upside radar and its screeners', () => {
    expect(matchRoute('/stocks/marketstats', '?type=losers')).toEqual({ kind: 'marketStats' });
    expect(matchRoute('/markets/cryptocurrency')).toEqual({ kind: 'crypto', list: 'all' });
    expect(matchRoute('/markets/cryptocurrency/top-gainers')).toEqual({ kind: 'crypto', list: 'gainers' });
    expect(matchRoute('/markets/cryptocurrency/top-losers')).toEqual({ kind: 'crypto', list: 'losers' });
    expect(matchRoute('/markets/cryptocurrency/usd-coin')).toEqual({ kind: 'coin', slug: 'usd-coin' });
    expect(matchRoute('/markets/upside-radar')).toEqual({ kind: 'upsideRadar' });
    expect(matchRoute('/markets/upside-radar/high-upside/large-caps/id-30101', '?page=2')).toEqual({
      kind: 'screener',
      collection: 'high-upside',
      seoName: 'large-caps',
      id: '30101',
      page: 2,
    });
  });

  it('a crypto story stays an article, its print view a print page; odd market paths are not found', () => {
    expect(matchRoute('/markets/cryptocurrency/why-bitcoin-rose/articleshow/125400127.cms')).toEqual({
      kind: 'article',
      msid: '125400127',
    });
    // The crawl found the print link of a crypto story answering 404 (AB-20).
    expect(matchRoute('/markets/cryptocurrency/why-bitcoin-rose/printarticle/125400127.cms')).toEqual({
      kind: 'print',
      msid: '125400127',
    });
    for (const path of [
      '/markets/cryptocurrency/Bit_Coin',
      '/markets/cryptocurrency/a/b',
      '/markets/upside-radar/x/y/id-0',
      '/markets/upside-radar/x/id-3',
    ]) {
      expect(matchRoute(path), path).toEqual({ kind: 'notFound' });
    }
    expect(matchRoute('/markets/upside-radar/x/y/id-3', '?page=0')).toEqual({ kind: 'notFound' });
  });
});

describe('company pages (AB-04)', () => {
  it('reads /{seoName}/stocks/companyid-{id}.cms, its chart period and its news page', () => {
    expect(matchRoute('/aadhar-bank-india-ltd/stocks/companyid-13001.cms')).toEqual({
      kind: 'company',
      seoname: 'aadhar-bank-india-ltd',
      id: '13001',
      period: '1d',
      page: 1,
    });
    expect(
      matchRoute('/aadhar-bank-india-ltd/stocks/companyid-13001.cms', '?period=1y&page=2'),
    ).toMatchObject({
      period: '1y',
      page: 2,
    });
    expect(pageKindOf(matchRoute('/a/stocks/companyid-1.cms'))).toBe('category');
  });

  it.each([
    ['/Aadhar/stocks/companyid-13001.cms', ''],
    ['/a--b/stocks/companyid-13001.cms', ''],
    ['/a/stocks/companyid-0.cms', ''],
    ['/a/stocks/companyid-2147483648.cms', ''],
    ['/a/stocks/companyid-13001.cms/x', ''],
    ['/a/b/stocks/companyid-13001.cms', ''],
    ['/stocks/companyid-13001.cms', ''],
    ['/a/stocks/companyid-13001.cms', '?period=5y'],
    ['/a/stocks/companyid-13001.cms', '?period=1D'],
    ['/a/stocks/companyid-13001.cms', '?page=0'],
    [`/${'a-'.repeat(400)}a/stocks/companyid-13001.cms`, ''],
  ])('%s%s is not found', (path, search) => {
    expect(matchRoute(path, search)).toEqual({ kind: 'notFound' });
  });
});

describe('AB-18 the Grandmasters pages', () => {
  it('AR-15, AB-11 /events/{slug}: lower-case words and hyphens, nothing else', () => {
    expect(matchRoute('/events/wealth-summit-2026')).toEqual({ kind: 'event', slug: 'wealth-summit-2026' });
    expect(pageKindOf(matchRoute('/events/wealth-summit-2026'))).toBe('category');
    for (const path of ['/events/', '/events/A', '/events/a/b', '/events/..', '/events/-x'])
      expect(matchRoute(path)).toEqual({ kind: 'notFound' });
  });

  it('AB-18 /etgrandmasters and /etgrandmasters/{series id} (a trailing slash too)', () => {
    expect(matchRoute('/etgrandmasters')).toEqual({ kind: 'grandmasters', seriesId: null });
    expect(matchRoute('/etgrandmasters/')).toEqual({ kind: 'grandmasters', seriesId: null });
    expect(matchRoute('/etgrandmasters/12')).toEqual({ kind: 'grandmasters', seriesId: '12' });
    expect(pageKindOf(matchRoute('/etgrandmasters/12'))).toBe('category');
  });

  it('AB-18 anything else under it is not found', () => {
    for (const path of [
      '/etgrandmasters/0',
      '/etgrandmasters/abc',
      '/etgrandmasters/12/x',
      '/etgrandmasters/1234567890123',
    ]) {
      expect(matchRoute(path)).toEqual({ kind: 'notFound' });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { categorySlug, FUND_LIST_PATH, fundCategoryPath, matchMarketPage } from './marketPages.ts';
import { matchRoute, pageKindOf } from './match.ts';

// AB-20, HM-04 market pages: which address names which page (existence and 301s are the page's).

describe('market page addresses (AB-20, HM-04)', () => {
  it.each([
    ['/markets/gold-rate-in-mumbai', { kind: 'goldCity', seoName: 'gold-rate-in-mumbai' }],
    ['/markets/gold-rate-in-Navi-Mumbai', { kind: 'goldCity', seoName: 'gold-rate-in-Navi-Mumbai' }],
    ['/commoditysummary/symbol-GOLD.cms', { kind: 'commodity', symbol: 'GOLD' }],
    ['/commoditysummary/symbol-silver.cms', { kind: 'commodity', symbol: 'silver' }],
    [
      '/suvarna-small-cap-fund-direct-growth/mffactsheet/schemeid-15350.cms',
      { kind: 'fundFactsheet', seoName: 'suvarna-small-cap-fund-direct-growth', schemeId: '15350' },
    ],
    [FUND_LIST_PATH, { kind: 'fundList', category: null }],
    [`${FUND_LIST_PATH}/mid-cap`, { kind: 'fundList', category: 'mid-cap' }],
    ['/markets/market-moguls', { kind: 'marketMoguls' }],
    ['/markets/benefits/stockreportsplus', { kind: 'stockReports' }],
  ])('%s', (path, page) => {
    expect(matchMarketPage(path)).toEqual(page);
    expect(matchRoute(path)).toEqual({ kind: 'marketPage', page });
    expect(pageKindOf({ kind: 'marketPage', page: page as never })).toBe('category');
  });

  it.each([
    '/markets',
    '/markets/cryptocurrency',
    '/markets/gold-rate-in-',
    '/markets/gold-rate-in-mumbai/x',
    '/commoditysummary/symbol-.cms',
    '/commoditysummary/symbol-GOLD1.cms',
    '/x/mffactsheet/schemeid-0.cms',
    '/x/mffactsheet/schemeid-12ab.cms',
    '/a b/mffactsheet/schemeid-1.cms',
    `${FUND_LIST_PATH}/`,
    `${FUND_LIST_PATH}/Mid-Cap`,
    `${FUND_LIST_PATH}/mid-cap/x`,
    `/markets/gold-rate-in-${'a'.repeat(400)}`,
  ])('%s names no market page', (path) => {
    expect(matchMarketPage(path)).toBeNull();
  });

  it('an article under /markets is still an article', () => {
    expect(matchRoute('/markets/gold-rate-in-mumbai/articleshow/1.cms')).toEqual({
      kind: 'article',
      msid: '1',
    });
  });

  it('a fund category as a path segment', () => {
    expect(categorySlug('Flexi Cap')).toBe('flexi-cap');
    expect(categorySlug('ELSS Tax Saver')).toBe('elss-tax-saver');
    expect(categorySlug(' Debt & Money Market ')).toBe('debt-and-money-market');
    expect(fundCategoryPath('Mid Cap')).toBe(`${FUND_LIST_PATH}/mid-cap`);
  });
});

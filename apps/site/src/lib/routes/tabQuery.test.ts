import { describe, expect, it } from 'vitest';
import { matchRoute } from './match.ts';
import { tabHref, tabLinksOf } from './tabHref.ts';
import { ARTICLE_TAB_KEYS, chosenTab, HOME_TAB_KEYS, refusesTabQuery } from './tabQuery.ts';

// Issue 27: the query that chooses a content widget's tab is read strictly, so every tab's
// address is one of a few per page and a refused one names no page (a 404).

const ARTICLE = '/markets/stocks/news/sensex-rises/articleshow/1000123.cms';

describe('issue 27 tab query', () => {
  it('the home page reads top and industry; its tabs’ values, each once', () => {
    for (const search of ['', '?', '?top=latest', '?top=top', '?industry=2', '?industry=17'])
      expect(refusesTabQuery(search, HOME_TAB_KEYS), search).toBe(false);
    for (const search of [
      '?top=Latest',
      '?top=',
      '?top=latest&top=latest',
      '?industry=0',
      '?industry=01',
      '?industry=18',
      '?industry=2.0',
      '?industry=-2',
      '?industry=%3Cscript%3E',
      // Two widgets' choices: no link of the site's names both.
      '?top=latest&industry=5',
    ])
      expect(refusesTabQuery(search, HOME_TAB_KEYS), search).toBe(true);
    // Other parameters are not the tabs' to judge (they key no page).
    expect(refusesTabQuery('?utm_source=x&company=99', HOME_TAB_KEYS)).toBe(false);
  });

  it('an article reads the stock widget’s, the market dashboard’s and the crypto prices’ choices', () => {
    for (const search of [
      '?company=10',
      '?exchange=bse',
      '?more=open',
      '?dashboard=bse-losers',
      '?crypto=losers',
    ])
      expect(refusesTabQuery(search, ARTICLE_TAB_KEYS), search).toBe(false);
    for (const search of [
      '?company=11',
      '?exchange=BSE',
      '?more=1',
      '?dashboard=bse',
      '?crypto=all',
      '?company=2&company=3',
    ])
      expect(refusesTabQuery(search, ARTICLE_TAB_KEYS), search).toBe(true);
  });

  it('a refused value is no page: home and article routes are not found', () => {
    expect(matchRoute('/', '?top=latest')).toEqual({ kind: 'home' });
    expect(matchRoute('/', '?top=oops')).toEqual({ kind: 'notFound' });
    expect(matchRoute(ARTICLE, '?company=2&exchange=bse')).toEqual({ kind: 'article', msid: '1000123' });
    expect(matchRoute(ARTICLE, '?exchange=lse')).toEqual({ kind: 'notFound' });
    // Another page kind's tabs are not an article's parameters.
    expect(matchRoute(ARTICLE, '?top=oops')).toEqual({ kind: 'article', msid: '1000123' });
  });

  it('a loader reads only a value of the set (the preview passes its query unfiltered)', () => {
    expect(chosenTab({ top: 'latest' }, 'top')).toBe('latest');
    expect(chosenTab({ industry: '3' }, 'industry')).toBe(3);
    expect(chosenTab({ top: 'nope' }, 'top')).toBeUndefined();
    expect(chosenTab({}, 'crypto')).toBeUndefined();
    expect(chosenTab(Object.create({ top: 'latest' }), 'top')).toBeUndefined();
  });

  it('a tab’s address: the page’s path, its parameters (none for a first tab) and the widget’s anchor', () => {
    expect(tabHref('/', {}, 'top-news')).toBe('/#top-news');
    expect(tabHref('/', { top: 'latest' }, 'top-news')).toBe('/?top=latest#top-news');
    expect(tabHref(ARTICLE, { company: '3', exchange: null, more: undefined }, 'stock-widget-1')).toBe(
      `${ARTICLE}?company=3#stock-widget-1`,
    );
    expect(tabLinksOf({ page: { path: ARTICLE } }, 'crypto-prices', '1000123')).toEqual({
      path: ARTICLE,
      anchor: 'crypto-prices-1000123',
    });
    expect(tabLinksOf({ page: {} }, 'top-news')).toEqual({ path: '/', anchor: 'top-news' });
  });
});

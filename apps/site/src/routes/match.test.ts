import { describe, expect, it } from 'vitest';
import { matchRoute } from './match.ts';

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
      skipRecommendations: false,
    });
    expect(matchRoute('/top-trending-products/phones')).toMatchObject({ skipRecommendations: true });
  });
});

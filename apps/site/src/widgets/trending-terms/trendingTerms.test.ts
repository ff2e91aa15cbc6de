import { describe, expect, it } from 'vitest';
import { toTermLinks, trendingTitle } from './trendingTerms.tsx';

describe('HM-05 trending terms', () => {
  const answer = {
    name: 'Markets',
    terms: [
      { title: 'Rupee', url: '/topic/rupee' },
      { title: 'Rupee again', url: '/topic/rupee' },
      { title: 'IPO', url: '/topic/ipo' },
      { title: 'Gold price', url: '/topic/gold-price' },
    ],
  };

  it('links each topic page once, at most `count`', () => {
    expect(toTermLinks(answer, 12).map((term) => term.url)).toEqual([
      '/topic/rupee',
      '/topic/ipo',
      '/topic/gold-price',
    ]);
    expect(toTermLinks(answer, 2)).toHaveLength(2);
    expect(toTermLinks({ name: '', terms: [] }, 12)).toEqual([]);
  });

  it('titles the carousel by the layout, else by its section, else for the whole site', () => {
    expect(trendingTitle('Hot now', answer, '13352306')).toBe('Hot now');
    expect(trendingTitle(undefined, answer, '13352306')).toBe('Trending in Markets');
    expect(trendingTitle(undefined, { name: 'Trending', terms: [] }, null)).toBe('Trending terms');
  });
});

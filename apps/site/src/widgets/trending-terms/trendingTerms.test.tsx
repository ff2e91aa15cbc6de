import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NO_TRENDING_TERMS, TrendingTermsView } from './TrendingTermsView.tsx';
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

  it('says "No trending terms available." when there are none, with no carousel', () => {
    const html = renderToStaticMarkup(<TrendingTermsView title="Trending in Tech" terms={[]} />);
    expect(NO_TRENDING_TERMS).toBe('No trending terms available.');
    expect(html).toContain('No trending terms available.');
    expect(html).toContain('data-state="empty"');
    expect(html).not.toContain('button');
  });

  it('renders 4 terms a slide, each a link in the HTML, with a dot a slide', () => {
    const terms = Array.from({ length: 9 }, (_, i) => ({ title: `Term ${i}`, url: `/topic/term-${i}` }));
    const html = renderToStaticMarkup(<TrendingTermsView title="Trending in Tech" terms={terms} />);
    expect(html.match(/class="terms__slide/g)).toHaveLength(3);
    expect(html.match(/href="\/topic\/term-\d"/g)).toHaveLength(9);
    expect(html.match(/aria-label="Slide \d"/g)).toHaveLength(3);
  });
});

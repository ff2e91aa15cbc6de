import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SEO_LINKS_DEFAULT_TITLE, SeoLinks } from './SeoLinks.tsx';

const links = {
  title: 'Trending topics',
  data: [
    { url: '/topic/gold-price', title: 'Gold price' },
    { url: 'javascript:alert(1)', title: 'Bad' },
    { url: '/topic/sensex', title: '<b>Sensex</b>' },
  ],
};

describe('SeoLinks (AR-13)', () => {
  it('lists the safe links under their title', () => {
    const html = renderToStaticMarkup(<SeoLinks links={links} isPrime={false} />);
    expect(html).toContain('<nav class="seo-links" aria-label="Trending topics">');
    expect(html).toContain('<h2 class="seo-links__title">Trending topics</h2>');
    expect(html).toContain('<a href="/topic/gold-price">Gold price</a>');
    expect(html).toContain('<a href="/topic/sensex">&lt;b&gt;Sensex&lt;/b&gt;</a>');
    expect(html).not.toContain('javascript');
    expect(html).not.toContain('Bad');
  });

  it('is hidden for Prime readers', () => {
    expect(renderToStaticMarkup(<SeoLinks links={links} isPrime />)).toBe('');
  });

  it('renders nothing without links and has a title when none is given', () => {
    expect(renderToStaticMarkup(<SeoLinks links={null} isPrime={false} />)).toBe('');
    expect(renderToStaticMarkup(<SeoLinks links={{ title: 'X', data: [] }} isPrime={false} />)).toBe('');
    const html = renderToStaticMarkup(
      <SeoLinks links={{ data: [{ url: '/a', title: 'A' }] }} isPrime={false} />,
    );
    expect(html).toContain(`aria-label="${SEO_LINKS_DEFAULT_TITLE}"`);
  });
});

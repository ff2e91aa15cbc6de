import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { topicHref, topicSlug } from '../lib/routes/topics.ts';
import { Keywords } from './Keywords.tsx';

const relatedKeywords = [
  { title: 'Gold prices', url: '/topic/gold-prices' },
  { title: 'Sensex', url: 'https://elsewhere.example/sensex' },
  { title: 'Bad', url: 'javascript:alert(1)' },
  { title: 'Gold prices', url: '/topic/gold-prices' },
  { title: '<b>RBI</b>', url: '/topic/rbi' },
];

describe('topic links (AB-16)', () => {
  it('keeps the backend topic slug, else makes one from the title', () => {
    expect(topicHref({ title: 'x', url: '/topic/gold-prices' })).toBe('/topic/gold-prices');
    expect(topicHref({ title: 'Sensex Today', url: 'https://evil.example/x' })).toBe('/topic/sensex-today');
    expect(topicHref({ title: 'M&A', url: 'javascript:alert(1)' })).toBe('/topic/m-and-a');
    expect(topicHref({ title: 'Café Coffee', url: '/topic/Bad Slug' })).toBe('/topic/cafe-coffee');
    expect(topicHref({ title: '!!!', url: '' })).toBeNull();
  });
  it('slugs are bounded', () => {
    expect(topicSlug('a'.repeat(81))).toBeNull();
    expect(topicSlug('  ')).toBeNull();
  });
});

describe('Keywords (AB-16)', () => {
  it('links each keyword once to its topic page, and is hidden when empty', () => {
    const html = renderToStaticMarkup(<Keywords article={{ relatedKeywords }} />);
    expect(html).toContain('<a href="/topic/gold-prices">Gold prices</a>');
    expect(html).toContain('<a href="/topic/sensex">Sensex</a>');
    expect(html).toContain('<a href="/topic/bad">Bad</a>');
    expect(html).toContain('&lt;b&gt;RBI&lt;/b&gt;');
    expect(html.match(/gold-prices/g)).toHaveLength(1);
    expect(html).not.toContain('elsewhere');
    expect(html).not.toContain('javascript');
    expect(renderToStaticMarkup(<Keywords article={{ relatedKeywords: [] }} />)).toBe('');
  });
  it('is one focusable scrolling line for Prime readers only', () => {
    const prime = renderToStaticMarkup(<Keywords article={{ relatedKeywords }} oneLine />);
    expect(prime).toContain('class="keywords keywords--one-line"');
    expect(prime).toContain('tabindex="0"');
    const others = renderToStaticMarkup(<Keywords article={{ relatedKeywords }} />);
    expect(others).not.toContain('one-line');
    expect(others).not.toContain('tabindex');
  });
});

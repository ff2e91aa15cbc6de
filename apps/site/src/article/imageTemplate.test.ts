import { describe, expect, it } from 'vitest';
import { type Article, articleSchema } from '../content/schemas.ts';
import { IMAGE_TEMPLATES, imageSizeOf, imageTemplateOf } from './imageTemplate.ts';

const article = (extra: Record<string, unknown> = {}): Article =>
  articleSchema.parse({
    msid: '1',
    title: 'A story',
    url: '/news/a-story/articleshow/1.cms',
    date: '2026-01-01T10:00:00+05:30',
    storyJSON: { node: 'root', child: [] },
    ...extra,
  });
const meta = (entries: Record<string, string>) => ({
  metainfo: Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, { value }])),
});

describe('image templates (AR-20)', () => {
  it('has the spec sizes for templates 0 to 5, in order', () => {
    expect(IMAGE_TEMPLATES.map(({ width, height }) => `${width}x${height}`)).toEqual([
      '210x158',
      '640x480',
      '300x225',
      '650x488',
      '420x315',
      '525x393',
    ]);
    expect(imageSizeOf(4)).toEqual({ width: 420, height: 315 });
  });

  it('takes metainfo.TemplateLayout when it is 0..5', () => {
    for (const n of [0, 1, 2, 3, 4, 5]) {
      expect(imageTemplateOf(article(meta({ TemplateLayout: String(n) })))).toBe(n);
    }
    // The layout an editor chose wins over the column rule.
    expect(imageTemplateOf(article(meta({ TemplateLayout: '5', BusinessUsageType: 'Column' })))).toBe(5);
  });

  it('ignores a TemplateLayout outside 0..5 and falls back to the rules', () => {
    expect(imageTemplateOf(article(meta({ TemplateLayout: '9' })))).toBe(3);
    expect(imageTemplateOf(article(meta({ TemplateLayout: '' })))).toBe(3);
    expect(imageTemplateOf(article({ metainfo: { TemplateLayout: { value: { x: 1 } } } }))).toBe(3);
  });

  it('gives columns, Opinion stories and blogs template 0, the rest template 3', () => {
    expect(imageTemplateOf(article(meta({ BusinessUsageType: 'Column' })))).toBe(0);
    expect(imageTemplateOf(article({ subsecnames: { subsec1: '2146846' } }))).toBe(0);
    expect(imageTemplateOf(article(meta({ BlogAuthorName: 'A. Writer' })))).toBe(0);
    expect(imageTemplateOf(article(meta({ BusinessUsageType: 'News' })))).toBe(3);
    expect(imageTemplateOf(article())).toBe(3);
  });
});

describe('article schema: AR-12, AR-13, AR-21 fields', () => {
  it('reads the fields the backend sends', () => {
    const a = article({
      featuredvideo: { msid: '125400316', hostid: '53', imgcaption: 'Markets today', synopsis: 'In short' },
      seoInArticleLinks: { title: 'Also read', data: [{ url: '/topic/gold', title: 'Gold' }] },
      whatsAppChannel: { cta: 'Follow us on WhatsApp' },
    });
    expect(a.featuredvideo).toMatchObject({ msid: '125400316', hostid: '53', imgcaption: 'Markets today' });
    expect(a.seoInArticleLinks?.data).toEqual([{ url: '/topic/gold', title: 'Gold' }]);
    expect(a.whatsAppChannel?.cta).toBe('Follow us on WhatsApp');
  });

  it('tolerates null, missing and malformed values without losing the article', () => {
    expect(article({ featuredvideo: null, seoInArticleLinks: null }).featuredvideo).toBeNull();
    const bad = article({ featuredvideo: 'nope', seoInArticleLinks: 7, whatsAppChannel: [] });
    expect(bad.featuredvideo).toBeUndefined();
    expect(bad.seoInArticleLinks).toBeUndefined();
    expect(bad.whatsAppChannel).toBeUndefined();
    const partial = article({
      seoInArticleLinks: { title: 'X', data: [{ url: '/a', title: 'A' }, { url: 3 }] },
    });
    expect(partial.seoInArticleLinks?.data).toEqual([{ url: '/a', title: 'A' }]);
  });
});

import { safeHref } from '@newsroom/rules/safe-url';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type Article, articleSchema } from '../content/schemas.ts';
import { articleKindOf, CHANNELS, ChannelFollow, WHATSAPP_CHANNEL, whatsAppCtaOf } from './ChannelFollow.tsx';

const article = (extra: Record<string, unknown> = {}): Article =>
  articleSchema.parse({
    msid: '1',
    title: 'A story',
    url: '/news/a-story/articleshow/1.cms',
    date: '2026-01-01T10:00:00+05:30',
    storyJSON: { node: 'root', child: [] },
    ...extra,
  });

describe('channel-follow links (AR-21)', () => {
  it('chooses the type from subsec1 or a markets path', () => {
    expect(articleKindOf(article())).toBe('general');
    expect(articleKindOf(article({ subsecnames: { subsec1: '13352306' } }))).toBe('market');
    expect(articleKindOf(article({ url: '/markets/stocks/news/x/articleshow/1.cms' }))).toBe('market');
    expect(articleKindOf(article({ url: '/marketsx/y/articleshow/1.cms' }))).toBe('general');
    expect(articleKindOf(article({ subsecnames: { subsec1: '107115' } }))).toBe('nri');
    expect(articleKindOf(article({ subsecnames: { subsec1: '7771250' } }))).toBe('nri');
    // NRI wins over a markets path.
    expect(
      articleKindOf(article({ subsecnames: { subsec1: '107115' }, url: '/markets/a/articleshow/1.cms' })),
    ).toBe('nri');
  });

  it('has three safe, distinct channels for each type', () => {
    for (const channels of Object.values(CHANNELS)) {
      expect(channels).toHaveLength(3);
      expect(new Set(channels.map((c) => c.href)).size).toBe(3);
      for (const channel of channels) expect(safeHref(channel.href)).toBe(channel.href);
    }
  });

  it('renders the three links of the article type', () => {
    const html = renderToStaticMarkup(
      <ChannelFollow article={article({ subsecnames: { subsec1: '13352306' } })} />,
    );
    expect(html).toContain('data-kind="market"');
    expect(html.match(/class="channel-follow__link"/g)).toHaveLength(3);
    for (const channel of CHANNELS.market) expect(html).toContain(`href="${channel.href}"`);
    expect(html).not.toContain('channel-follow__whatsapp');
  });

  it('shows the WhatsApp CTA as text with a safe link', () => {
    const html = renderToStaticMarkup(
      <ChannelFollow
        article={article({
          whatsAppChannel: {
            cta: { text: '<b>Join</b> our channel', url: 'https://whatsapp.com/channel/abc' },
          },
        })}
      />,
    );
    expect(html).toContain(
      '<a class="channel-follow__whatsapp" href="https://whatsapp.com/channel/abc" rel="noopener noreferrer">&lt;b&gt;Join&lt;/b&gt; our channel</a>',
    );
  });

  it('reads a plain-text CTA with the publication channel, and drops one with an unsafe link', () => {
    expect(whatsAppCtaOf({ cta: '  Follow  us ' })).toEqual({ text: 'Follow us', href: WHATSAPP_CHANNEL });
    expect(whatsAppCtaOf({ cta: 'Follow', url: 'https://whatsapp.com/channel/x' })?.href).toBe(
      'https://whatsapp.com/channel/x',
    );
    expect(whatsAppCtaOf({ cta: { text: 'Follow', url: 'javascript:alert(1)' } })).toBeNull();
    expect(whatsAppCtaOf({ cta: 'Follow', link: 'mailto:a@b.c' })).toBeNull();
    expect(whatsAppCtaOf({ cta: { url: 'https://whatsapp.com/channel/x' } })).toBeNull();
    expect(whatsAppCtaOf(undefined)).toBeNull();
  });
});

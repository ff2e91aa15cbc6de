import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type ArticleFacts,
  type Layout,
  type LayoutContext,
  parseLayout,
  type ResolvedSlot,
  resolveLayout,
} from '@newsroom/composer';
import { widgetContracts } from '@newsroom/contracts/widgets';
import { describe, expect, it } from 'vitest';

// AB-11 the twelve sidebars and the default (layouts/article.json, region `aside`): each
// variant's order, as decided per section (docs/decisions.md), and how it changes with the
// reader's tier and country, the story's length and the address; AB-23 the ad slots and the
// recommendation widget's rules. Checked against the real layout file.

const file = fileURLToPath(new URL('../../../../layouts/article.json', import.meta.url));
const parsed = parseLayout('layouts/article.json', readFileSync(file, 'utf8'), widgetContracts);
if (!parsed.ok) throw new Error(parsed.faults.map((f) => `${f.path}: ${f.reason}`).join('\n'));
const article: Layout = parsed.layout;

const facts = (over: Partial<ArticleFacts> = {}): ArticleFacts => ({
  subsec1: '1052732854',
  subsec2: '81582957',
  subsec3: '',
  words: 600,
  matchId: '',
  hostId: '83',
  prime: false,
  adaptive: false,
  hideAds: false,
  templateLayout: -1,
  keywords: ['Economy'],
  relatedNews: 3,
  businessUsageType: 'News',
  specialId: '',
  sluglines: false,
  canonical: '',
  taggedCompanies: 0,
  ...over,
});

interface Case {
  article?: Partial<ArticleFacts>;
  reader?: Partial<LayoutContext['reader']>;
  query?: Record<string, string>;
  path?: string;
}
const context = (c: Case = {}): LayoutContext => ({
  page: {
    kind: 'article',
    type: 'articleshow',
    hour: 10,
    weekday: 2,
    paywall: 'none',
    path: c.path ?? '/news/india/some-story/articleshow/125400001.cms',
  },
  reader: { tier: 'anonymous', trialEligible: false, geo: 'IN', device: 'desktop', ...c.reader },
  article: facts(c.article),
  site: { liveTvStatus: '', liveTvSlot: '' },
  url: { query: c.query ?? {} },
});
const name = (slot: ResolvedSlot) => {
  if (slot.widget === 'ad-slot') return String(slot.props.slot);
  if (slot.widget === 'section-news') return `list:${String(slot.props.title)}`;
  if (slot.widget === 'event-banner') return `banner:${String(slot.props.banner)}`;
  return slot.widget;
};
const aside = (c: Case = {}) => (resolveLayout(article, context(c)).regions.aside ?? []).map(name);
const variantOf = (c: Case) =>
  resolveLayout(article, context(c), true).decisions.find((d) => d.region === 'aside')?.variant?.name;

const sections: [string, Partial<ArticleFacts>][] = [
  ['nri-work-abroad', { subsec1: '107115', subsec2: '81545234' }],
  ['markets', { subsec1: '13352306', subsec2: '2146843' }],
  ['industry', { subsec1: '5575607', subsec2: '13352354' }],
  ['investment-ideas-crypto', { subsec1: '1977021501', subsec2: '82519373' }],
  ['investment-ideas', { subsec1: '1977021501', subsec2: '61984101' }],
  ['mutual-funds', { subsec1: '359241701', subsec2: '24346421' }],
  ['wealth', { subsec1: '837555174', subsec2: '49674351' }],
  ['videos', { subsec1: '1715249553', subsec2: '48897386' }],
  ['tech', { subsec1: '13357270', subsec2: '78570550' }],
  ['nri-bulletin', { subsec1: '7771250', subsec2: '81546101' }],
  ['small-biz-entrepreneurship', { subsec1: '1466318837', subsec2: '32897557' }],
  ['jobs', { subsec1: '897228639', subsec2: '66949241' }],
  ['default', { subsec1: '2146846', subsec2: '3389985' }],
];

// The decided order of each sidebar, for an anonymous reader in India of a 600-word story with
// related news (so popular-in-section shows and the sidebar's related block does not).
const expected: Record<string, string[]> = {
  'nri-work-abroad': [
    'topad',
    'list:Work abroad',
    'latest-from-publisher',
    'mrec1',
    'trending-in-section',
    'popular-in-section',
    'live-events-promo',
    'newsletter-signup',
    'mrec2',
    'recommendations',
    'rec1',
    'most-popular',
    'mrec3',
    'chat-assistant',
  ],
  markets: [
    'topad',
    'latest-from-publisher',
    'list:Stocks in the news',
    'market-dashboard',
    'mrec1',
    'most-searched-stocks',
    'upside-radar',
    'mrec2',
    'trending-in-section',
    'popular-in-section',
    'live-events-promo',
    'newsletter-signup',
    'mrec3',
    'trending-links',
    'mrec4',
    'recommendations',
    'rec1',
    'most-popular',
    'mrec5',
  ],
  industry: [
    'topad',
    'latest-from-publisher',
    'list:More from Industry',
    'mrec1',
    'trending-in-section',
    'popular-in-section',
    'live-events-promo',
    'recommendations',
    'rec1',
    'most-popular',
    'mrec2',
  ],
  'investment-ideas-crypto': [
    'topad',
    'crypto-dashboard',
    'list:Crypto',
    'latest-from-publisher',
    'mrec1',
    'trending-in-section',
    'popular-in-section',
    'live-events-promo',
    'recommendations',
    'rec1',
    'most-popular',
    'mrec2',
  ],
  'investment-ideas': [
    'topad',
    'list:Stock ideas',
    'upside-radar',
    'latest-from-publisher',
    'mrec1',
    'most-searched-stocks',
    'trending-in-section',
    'popular-in-section',
    'live-events-promo',
    'recommendations',
    'rec1',
    'most-popular',
    'mrec2',
  ],
  'mutual-funds': [
    'topad',
    'latest-from-publisher',
    'list:Mutual fund news',
    'discover-mutual-funds',
    'mrec1',
    'trending-in-section',
    'popular-in-section',
    'live-events-promo',
    'newsletter-signup',
    'mrec2',
    'recommendations',
    'rec1',
    'most-popular',
    'mrec3',
  ],
  wealth: [
    'topad',
    'latest-from-publisher',
    'list:Income tax guide',
    'mrec1',
    'discover-mutual-funds',
    'market-dashboard',
    'trending-in-section',
    'popular-in-section',
    'live-events-promo',
    'newsletter-signup',
    'mrec2',
    'recommendations',
    'rec1',
    'most-popular',
    'mrec3',
  ],
  videos: [
    'topad',
    'sidebar-videos',
    'mrec1',
    'latest-from-publisher',
    'trending-in-section',
    'live-events-promo',
    'recommendations',
    'rec1',
    'most-popular',
    'mrec2',
  ],
  tech: [
    'topad',
    'sponsor-logo',
    'latest-from-publisher',
    'list:Startups',
    'banner:summit',
    'poll-of-the-day',
    'mrec1',
    'trending-in-section',
    'popular-in-section',
    'live-events-promo',
    'newsletter-signup',
    'banner:awards',
    'mrec2',
    'recommendations',
    'rec1',
    'most-popular',
    'mrec3',
  ],
  'nri-bulletin': [
    'topad',
    'list:Test guide',
    'latest-from-publisher',
    'mrec1',
    'list:Work abroad',
    'trending-in-section',
    'popular-in-section',
    'live-events-promo',
    'recommendations',
    'rec1',
    'most-popular',
    'mrec2',

    'chat-assistant',
  ],
  'small-biz-entrepreneurship': [
    'topad',
    'list:Entrepreneurship',
    'latest-from-publisher',
    'mrec1',
    'trending-in-section',
    'popular-in-section',
    'recommendations',
    'rec1',
    'most-popular',
    'mrec2',
  ],
  jobs: [
    'topad',
    'latest-from-publisher',
    'list:Careers',
    'mrec1',
    'trending-in-section',
    'popular-in-section',
    'live-events-promo',
    'recommendations',
    'rec1',
    'most-popular',
    'mrec2',
  ],
  default: [
    'topad',
    'latest-from-publisher',
    'mrec1',
    'trending-in-section',
    'popular-in-section',
    'live-events-promo',
    'newsletter-signup',
    'trending-links',
    'market-dashboard',
    'list:Markets',
    'mrec2',
    'recommendations',
    'rec1',
    'most-popular',
    'mrec3',
  ],
};

const ads = (names: string[]) => names.filter((n) => /^(topad|mrec\d|intl\d|rec1)$/.test(n));

describe('AB-11 each sidebar variant, in its decided order', () => {
  it.each(sections)('AB-11 %s', (variant, over) => {
    expect(variantOf({ article: over })).toBe(variant);
    expect(aside({ article: over })).toEqual(expected[variant]);
  });

  it('AB-11 every variant opens with the top ad and holds trending in section, most popular and the recommendations', () => {
    for (const [variant, over] of sections) {
      const slots = aside({ article: over });
      expect(slots[0], variant).toBe('topad');
      for (const widget of ['trending-in-section', 'most-popular', 'recommendations', 'mrec1'])
        expect(slots, `${variant} ${widget}`).toContain(widget);
      // Ad slots in order down the page: topad, then mrec1, mrec2… (rec1 beside the recommendations).
      const rectangles = ads(slots).filter((n) => n !== 'rec1');
      expect(rectangles, variant).toEqual(['topad', ...rectangles.slice(1).map((_, i) => `mrec${i + 1}`)]);
    }
  });

  it('AB-11 / AB-23 no two ads follow each other in any sidebar, whoever reads', () => {
    const readers: Case[] = [
      {},
      { reader: { geo: 'other' } },
      { reader: { tier: 'loggedIn' } },
      { article: { words: 300 } },
      { article: { matchId: 'e' } },
      { path: '/top-trending-products/best-5g-phones/articleshow/125500001.cms' },
    ];
    for (const [variant, over] of sections) {
      for (const c of readers) {
        const slots = aside({ ...c, article: { ...over, ...c.article } });
        const together = slots.filter((n, i) => i > 0 && ads([n, slots[i - 1]!]).length === 2);
        expect(together, `${variant} ${JSON.stringify(c)}`).toEqual([]);
      }
    }
  });

  it('AB-11 the repeated parts come from the fragments, written once', () => {
    for (const [variant, over] of sections) {
      const decisions = resolveLayout(article, context({ article: over }), true).decisions.find(
        (d) => d.region === 'aside',
      );
      const fragments = new Set(decisions?.slots.flatMap((slot) => slot.fragment ?? []));
      expect([...fragments].sort(), variant).toEqual(['sectionReading', 'sidebarFoot', 'sidebarTop']);
    }
  });

  it('AB-11 the tech sidebar: the sponsor logo, the summit and awards banners, the poll of the day', () => {
    const tech = aside({ article: { subsec1: '13357270' } });
    expect(tech.indexOf('sponsor-logo')).toBeLessThan(tech.indexOf('banner:summit'));
    expect(tech).toEqual(expect.arrayContaining(['banner:awards', 'poll-of-the-day', 'newsletter-signup']));
    for (const [variant, over] of sections.filter(([v]) => v !== 'tech')) {
      expect(
        aside({ article: over }).filter((n) => n.startsWith('banner:') || n === 'sponsor-logo'),
        variant,
      ).toEqual([]);
    }
  });

  it('AB-11 the NRI bulletin: the test guide and the work-abroad NRI list; videos: the sidebar videos', () => {
    expect(aside({ article: { subsec1: '7771250' } })).toEqual(
      expect.arrayContaining(['list:Test guide', 'list:Work abroad']),
    );
    expect(aside({ article: { subsec1: '1715249553' } })).toContain('sidebar-videos');
  });

  it('AB-11 / AB-12 popular in section above 449 words; the related block at 400 words or fewer', () => {
    for (const [variant, over] of sections) {
      const popular = (words: number) =>
        aside({ article: { ...over, words } }).includes('popular-in-section');
      if (variant === 'videos') continue; // a video has no word count to speak of: none there
      expect(popular(449), variant).toBe(false);
      expect(popular(450), variant).toBe(true);
      expect(aside({ article: { ...over, words: 400 } }), variant).toContain('related-articles');
      expect(aside({ article: { ...over, words: 401 } }), variant).not.toContain('related-articles');
    }
  });
});

describe('AB-23 ads and the recommendation widget in every sidebar', () => {
  it.each(sections)(
    'AB-23 %s: a Prime reader gets no ad and no recommendations; a signed-in reader the same as anyone',
    (_v, over) => {
      const prime = aside({ article: over, reader: { tier: 'prime' } });
      expect(ads(prime)).toEqual([]);
      expect(prime).not.toContain('recommendations');
      expect(aside({ article: over, reader: { tier: 'loggedIn' } })).toEqual(aside({ article: over }));
    },
  );

  it.each(sections)('AB-23 %s: hideAds, opt=1 and skip_taboola=1 leave out every ad', (_v, over) => {
    expect(ads(aside({ article: { ...over, hideAds: true } }))).toEqual([]);
    expect(ads(aside({ article: over, query: { opt: '1' } }))).toEqual([]);
    expect(ads(aside({ article: over, query: { skip_taboola: '1' } }))).toEqual([]);
    expect(ads(aside({ article: over, query: { opt: '0', skip_taboola: '0' } }))).not.toEqual([]);
  });

  it('AB-23 the recommendation widget: hidden for Prime, hideAds, Matchid e (any case), opt=1, skip_taboola=1', () => {
    const shown = (c: Case) => aside(c).includes('recommendations');
    expect(shown({})).toBe(true);
    expect(shown({ reader: { tier: 'prime' } })).toBe(false);
    expect(shown({ article: { hideAds: true } })).toBe(false);
    expect(shown({ article: { matchId: 'e' } })).toBe(false);
    expect(shown({ article: { matchId: 'E' } })).toBe(false);
    expect(shown({ article: { matchId: 'spotlight' } })).toBe(true);
    expect(shown({ query: { opt: '1' } })).toBe(false);
    expect(shown({ query: { skip_taboola: '1' } })).toBe(false);
  });

  it('AB-23 its provider is hidden where the geolocation is 1 (a reader outside India); the international units are not in the sidebar', () => {
    const abroad = aside({ reader: { geo: 'other' } });
    expect(abroad).not.toContain('recommendations');
    expect(abroad).not.toContain('rec1');
    expect(ads(abroad)).toEqual(['topad', 'mrec1', 'mrec2', 'mrec3']);
  });

  it('AB-23 mrec5 is the markets sidebar’s last unit: at its foot after the closing lists, for readers who get ads', () => {
    const markets = { subsec1: '13352306', subsec2: '2146843' };
    for (const c of [{}, { reader: { geo: 'other' as const } }, { article: { words: 300 } }]) {
      const slots = aside({ ...c, article: { ...markets, ...c.article } });
      expect(slots.at(-1), JSON.stringify(c)).toBe('mrec5');
      expect(slots.indexOf('most-popular')).toBe(slots.length - 2);
    }
    expect(aside({ article: markets, reader: { tier: 'prime' } })).not.toContain('mrec5');
    expect(aside({ article: { ...markets, hideAds: true } })).not.toContain('mrec5');
    // The one sidebar long enough for five rectangles.
    for (const [variant, over] of sections.filter(([v]) => v !== 'markets'))
      expect(aside({ article: over }), variant).not.toContain('mrec5');
  });

  it('AB-01 / AB-23 the top-trending-products pages skip the recommendation loader; their ads stay', () => {
    const shop = aside({ path: '/top-trending-products/best-5g-phones/articleshow/125500001.cms' });
    expect(shop).not.toContain('recommendations');
    expect(shop).not.toContain('rec1');
    expect(shop).toContain('mrec1');
    expect(aside({ path: '/tech/top-trending-products-of-2026/articleshow/125400001.cms' })).toContain(
      'recommendations',
    );
  });

  it('AB-23 under a paywall the sponsored card goes with every other ad', () => {
    const gated = (
      resolveLayout(article, { ...context(), page: { ...context().page, paywall: 'plain' } }).regions.aside ??
      []
    ).map(name);
    expect(ads(gated)).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type ArticleFacts,
  type Layout,
  type LayoutContext,
  parseLayout,
  resolveLayout,
} from '@newsroom/composer';
import { widgetContracts } from '@newsroom/contracts/widgets';
import { describe, expect, it } from 'vitest';

// The specs' placement rules, checked against the real files in layouts/: one named case per
// rule, named with its feature id.

function load(name: string): Layout {
  const file = fileURLToPath(new URL(`../../../../layouts/${name}`, import.meta.url));
  const parsed = parseLayout(`layouts/${name}`, readFileSync(file, 'utf8'), widgetContracts);
  if (!parsed.ok) throw new Error(parsed.faults.map((f) => `${f.path}: ${f.reason}`).join('\n'));
  return parsed.layout;
}
const article = load('article.json');
const home = load('home.json');
const category = load('category.json');

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
const context = (
  over: {
    article?: Partial<ArticleFacts>;
    reader?: Partial<LayoutContext['reader']>;
    page?: Partial<LayoutContext['page']>;
  } = {},
): LayoutContext => ({
  page: { kind: 'article', type: 'articleshow', hour: 10, weekday: 2, paywall: 'none', ...over.page },
  reader: { tier: 'anonymous', trialEligible: false, geo: 'IN', device: 'desktop', ...over.reader },
  article: facts(over.article),
  site: { liveTvStatus: '', liveTvSlot: '' },
  url: { query: {} },
});
const asideVariant = (ctx: LayoutContext) =>
  resolveLayout(article, ctx, true).decisions.find((d) => d.region === 'aside')?.variant?.name;
const aside = (ctx: LayoutContext) => (resolveLayout(article, ctx).regions.aside ?? []).map((s) => s.widget);
const inserts = (ctx: LayoutContext) =>
  (resolveLayout(article, ctx).regions.inserts ?? []).map((s) => `${s.at}:${s.key}`);

describe('AB-11 sidebar variant by section', () => {
  it.each([
    ['AB-11 107115 NRI / work abroad', { subsec1: '107115' }, 'nri-work-abroad'],
    ['AB-11 13352306 markets', { subsec1: '13352306' }, 'markets'],
    ['AB-11 5575607', { subsec1: '5575607' }, 'industry'],
    [
      'AB-11 1977021501 with 82519373 crypto',
      { subsec1: '1977021501', subsec2: '82519373' },
      'investment-ideas-crypto',
    ],
    ['AB-11 1977021501 investment ideas', { subsec1: '1977021501', subsec2: '61984101' }, 'investment-ideas'],
    ['AB-11 359241701 mutual funds', { subsec1: '359241701' }, 'mutual-funds'],
    ['AB-11 837555174 wealth', { subsec1: '837555174' }, 'wealth'],
    ['AB-11 1715249553 videos', { subsec1: '1715249553' }, 'videos'],
    ['AB-11 13357270 tech', { subsec1: '13357270' }, 'tech'],
    ['AB-11 7771250 NRI bulletin / test guide', { subsec1: '7771250' }, 'nri-bulletin'],
    [
      'AB-11 1466318837 with 32897557',
      { subsec1: '1466318837', subsec2: '32897557' },
      'small-biz-entrepreneurship',
    ],
    [
      'AB-11 1466318837 without 32897557 is default',
      { subsec1: '1466318837', subsec2: '47280660' },
      'default',
    ],
    ['AB-11 897228639', { subsec1: '897228639' }, 'jobs'],
    ['AB-11 any other section', { subsec1: '2146846' }, 'default'],
  ])('%s', (_name, over, variant) => {
    expect(asideVariant(context({ article: over }))).toBe(variant);
  });
});

describe('AB-12, AB-16, AB-23 sidebar rules', () => {
  it('AB-12 popular-in-section only above 449 words', () => {
    expect(aside(context({ article: { words: 449 } }))).not.toContain('popular-in-section');
    expect(aside(context({ article: { words: 450 } }))).toContain('popular-in-section');
  });

  it('AB-12 latest-from-publisher in every variant', () => {
    for (const subsec1 of ['107115', '13352306', '1715249553', '2146846']) {
      expect(aside(context({ article: { subsec1 } }))).toContain('latest-from-publisher');
    }
  });

  it('AB-16 sidebar related articles only at 400 words or fewer, with related items', () => {
    expect(aside(context({ article: { words: 400 } }))).toContain('related-articles');
    expect(aside(context({ article: { words: 401 } }))).not.toContain('related-articles');
    expect(aside(context({ article: { words: 300, relatedNews: 0 } }))).not.toContain('related-articles');
  });

  it('AB-23 / AB-25 Prime readers see no ads', () => {
    expect(aside(context())).toContain('ad-slot');
    expect(aside(context({ reader: { tier: 'prime' } }))).not.toContain('ad-slot');
    expect(inserts(context({ reader: { tier: 'prime', geo: 'other' } })).join()).not.toContain('intl-ad');
  });

  it('AB-23 hideAds removes the ad slots', () => {
    expect(aside(context({ article: { hideAds: true } }))).not.toContain('ad-slot');
  });
});

describe('AR-10 / AR-11 byline tools and bars', () => {
  it('AR-10 the toolbar holds share, font size, mail, bookmark, print and comments, in that order', () => {
    const toolbar = (ctx: LayoutContext) =>
      (resolveLayout(article, ctx).regions.toolbar ?? []).map((s) => s.widget);
    const tools = ['share', 'font-size', 'mail', 'bookmark', 'print', 'comments'];
    expect(toolbar(context())).toEqual(tools);
    expect(toolbar(context({ reader: { tier: 'prime' } }))).toEqual(tools);
  });

  it('AR-11 the sticky bar is the article’s top bar', () => {
    expect((resolveLayout(article, context()).regions.top ?? []).map((s) => s.widget)).toEqual([
      'sticky-bar',
    ]);
  });
});

describe('AB-03 paragraph inserts', () => {
  it('AB-03 places the available widgets at breaks 2, 3, 5, 8, 10, 12, 16 and 18, sorted', () => {
    expect(inserts(context())).toEqual([
      '2:default-at-2',
      '3:prime-stories',
      '5:mid-article-recommendations',
      '5:video-ad-slot',
      '5:bonds-corner',
      '8:slideshow-carousel',
      '10:related-news-1',
      '12:web-story',
      '16:related-news-2',
      '16:partner-investing',
      '18:related-news-3',
    ]);
  });

  it('AB-03 international ad units at 12 and 14 for readers outside India', () => {
    expect(inserts(context({ reader: { geo: 'other' } }))).toEqual([
      '2:default-at-2',
      '3:prime-stories',
      '5:mid-article-recommendations',
      '5:video-ad-slot',
      '5:bonds-corner',
      '8:slideshow-carousel',
      '10:related-news-1',
      '12:web-story',
      '12:intl-ad-1',
      '14:intl-ad-2',
      '16:related-news-2',
      '16:partner-investing',
      '18:related-news-3',
    ]);
  });

  it('AB-16 related-news boxes only above 400 words, one per complete related story', () => {
    expect(inserts(context({ article: { words: 400 } })).join()).not.toContain('related-news');
    expect(
      inserts(context({ article: { relatedNews: 2 } })).filter((s) => s.includes('related-news')),
    ).toEqual(['10:related-news-1', '16:related-news-2']);
  });

  it('AB-03 income-tax guide at 2 for income-tax stories, else the default widget, never on 1977021501', () => {
    expect(inserts(context({ article: { keywords: ['Income Tax', 'ITR'] } }))[0]).toBe('2:income-tax-guide');
    expect(inserts(context({ article: { keywords: ['Sensex'] } }))[0]).toBe('2:default-at-2');
    expect(
      inserts(context({ article: { subsec1: '1977021501', keywords: ['income tax'] } })).filter((slot) =>
        slot.startsWith('2:'),
      ),
    ).toEqual([]);
  });

  it('AR-14 Bonds Corner at break 5 for every reader but Prime (AB-25), not on stories marked ad-free', () => {
    expect(inserts(context({ reader: { tier: 'loggedIn' } }))).toContain('5:bonds-corner');
    expect(inserts(context({ reader: { tier: 'prime' } }))).not.toContain('5:bonds-corner');
    expect(inserts(context({ article: { hideAds: true } }))).not.toContain('5:bonds-corner');
  });
});

describe('HM home placements', () => {
  const homeContext = (hour: number): LayoutContext => ({
    page: { kind: 'home', type: 'homepage', hour, weekday: 3, paywall: 'none' },
    reader: { tier: 'anonymous', trialEligible: false, geo: 'IN', device: 'desktop' },
    site: { liveTvStatus: '', liveTvSlot: '' },
    url: { query: {} },
  });
  const premiumFirst = (hour: number) =>
    (resolveLayout(home, homeContext(hour)).regions.premium ?? [])[0]?.props.title as string | undefined;

  it.each([
    [2, 'Prime Exclusives'],
    [3, 'Investment Ideas'],
    [5, 'Investment Ideas'],
    [6, 'Prime Exclusives'],
    [11, 'Investment Ideas'],
    [13, 'Investment Ideas'],
    [14, 'Prime Exclusives'],
    [19, 'Investment Ideas'],
    [21, 'Investment Ideas'],
    [22, 'Prime Exclusives'],
  ])('HM-03 at %i:00 the premium column starts with %s', (hour, first) => {
    expect(premiumFirst(hour)).toBe(first);
  });

  // A fixed clock: 10:00 IST on a Wednesday (the hour only moves the premium column).
  const atTen = () => resolveLayout(home, homeContext(10)).regions;
  const sections = (slots: readonly { widget: string; key: string }[]) =>
    slots.filter((s) => s.widget !== 'trending-terms' && s.widget !== 'page-refresh');

  it('HM-01, HM-06 the left column holds the spec’s sections in its order, news by industry after the site’s trending terms, HM-10 the epaper widget after spotlight', () => {
    expect(sections(atTen().main ?? []).map((s) => s.key)).toEqual([
      'top-news',
      // HM-08: the event countdown in the top layout, after top news (the spec places it nowhere).
      'countdown',
      'top-gainers-strip',
      'top-funds-strip',
      'stock-of-the-day',
      'stock-reports-plus',
      'industry-news',
      'market-news',
      'bonds-corner',
      'market-moguls',
      'sponsored',
      'crypto-news',
      'spotlight',
      'epaper',
      'careers',
      'tech',
      'sme',
      'wealth',
      'mutual-funds',
      'panache',
      'panache-pictures',
      'opinion',
      'international',
    ]);
  });

  it('HM-01, HM-05 the site’s trending terms follow stock of the day; every section after it carries its own carousel', () => {
    const main = atTen().main ?? [];
    const keys = main.map((s) => s.key);
    expect(keys.indexOf('top-trending-terms')).toBe(keys.indexOf('stock-reports-plus') + 1);
    // HM-06: news by industry right after the site's terms, its own carousel (the Industry section) after it.
    expect(keys.indexOf('industry-news')).toBe(keys.indexOf('top-trending-terms') + 1);
    expect(main[keys.indexOf('industry-news') + 1]).toMatchObject({
      key: 'industry-news-terms',
      props: { sectionId: '5575607' },
    });
    expect(main.find((s) => s.key === 'top-trending-terms')?.props.sectionId).toBeUndefined();
    const listed = main.filter((s) => s.widget === 'section-news');
    expect(listed).toHaveLength(11);
    for (const section of listed) {
      const terms = main.find((s) => s.key === `${section.key}-terms`);
      expect(terms?.widget, section.key).toBe('trending-terms');
      expect(terms?.props.sectionId, section.key).toBe(section.props.sectionId);
      // Right after the section (Panache: after its picture stories).
      const gap = keys.indexOf(`${section.key}-terms`) - keys.indexOf(section.key);
      expect(gap === 1 || (section.key === 'panache' && gap === 2), section.key).toBe(true);
    }
  });

  it('HM-01 the right column holds the spec’s 14 widgets in its order, ads first', () => {
    expect((atTen().right ?? []).map((s) => s.key)).toEqual([
      'mrec1',
      'videos',
      'opinion-right',
      'special-content',
      'slideshows',
      'elections',
      'india',
      'politics',
      'mrec2',
      'most-read',
      'digital-real-estate',
      'most-searched-stocks',
      'economy',
      'web-stories',
      'defence',
    ]);
  });

  it('HM-01 a Prime reader gets no ad slots and no sponsored placeholder', () => {
    const prime = { ...homeContext(10), reader: { ...homeContext(10).reader, tier: 'prime' as const } };
    const regions = resolveLayout(home, prime).regions;
    expect([...(regions.main ?? []), ...(regions.right ?? [])].some((s) => s.widget === 'ad-slot')).toBe(
      false,
    );
  });

  it('HM-02 the markets widget follows the 5th top story; the list is fitted to the column (22, at least 17)', () => {
    const [topNews] = atTen().main ?? [];
    expect(topNews?.props).toMatchObject({ count: 22, marketsAfter: 5 });
  });

  it('HM-13 the home page refreshes itself (page-refresh placed once)', () => {
    expect((atTen().main ?? []).filter((s) => s.widget === 'page-refresh')).toHaveLength(1);
  });

  const premiumMarkets = (hour: number) =>
    (resolveLayout(home, homeContext(hour)).regions.premium ?? []).some((s) => s.widget === 'markets-widget');
  const premiumRadar = (hour: number) =>
    (resolveLayout(home, homeContext(hour)).regions.premium ?? []).some((s) => s.widget === 'upside-radar');

  it.each([
    [0, true],
    [9, true],
    [14, true],
    [15, false],
    [18, false],
    [20, false],
    [21, true],
    [23, true],
  ])(
    'HM-03 at %i:00 the premium column has the markets widget: %s (else the upside radar, 15–20)',
    (hour, shown) => {
      expect(premiumMarkets(hour)).toBe(shown);
      expect(premiumRadar(hour)).toBe(!shown);
    },
  );

  it('HM-03 the markets widget ends the premium column whichever list comes first', () => {
    for (const hour of [4, 9]) {
      const premium = resolveLayout(home, homeContext(hour)).regions.premium ?? [];
      expect(premium.at(-1)?.widget).toBe('markets-widget');
    }
  });
});

describe('HM-12 section pages: one layout, per-section overrides', () => {
  const sectionContext = (id: string, chain: string[], path: string): LayoutContext => ({
    page: { kind: 'category', type: 'category', hour: 10, weekday: 3, paywall: 'none' },
    reader: { tier: 'anonymous', trialEligible: false, geo: 'IN', device: 'desktop' },
    section: { id, path, chain },
    site: { liveTvStatus: '', liveTvSlot: '' },
    url: { query: {} },
  });
  const asideOf = (ctx: LayoutContext) =>
    (resolveLayout(category, ctx).regions.aside ?? []).map((s) => s.key);

  it('HM-05 every section page opens its column with its own trending terms (no section id: the page’s)', () => {
    const india = resolveLayout(
      category,
      sectionContext('81582957', ['1052732854', '81582957'], '/news/india'),
    );
    expect(india.regions.aside?.[0]?.widget).toBe('trending-terms');
    expect(india.regions.aside?.[0]?.props.sectionId).toBeUndefined();
    expect(asideOf(sectionContext('81582957', ['1052732854', '81582957'], '/news/india'))).toEqual([
      'section-terms',
      'most-read',
    ]);
  });

  it('HM-12 Panache and the sections below it add their picture stories; web stories their covers', () => {
    expect(
      asideOf(sectionContext('32897299', ['32897146', '32897299'], '/panache/panache-people-101')),
    ).toContain('panache-pictures');
    expect(asideOf(sectionContext('46930029', ['46930029'], '/web-stories'))).toContain('web-stories');
    expect(asideOf(sectionContext('13357270', ['13357270'], '/tech'))).not.toContain('panache-pictures');
  });
});

describe('AB-20 market inserts', () => {
  const fundStory = { sluglines: true, canonical: '/mf/x/articleshow/1.cms', specialId: '' };

  it('AB-20 the best mutual-fund promo at break 6 needs both sluglines, a canonical URL and no SpecialID', () => {
    expect(inserts(context({ article: fundStory }))).toContain('6:mutual-fund-promo');
    expect(inserts(context({ article: { ...fundStory, sluglines: false } }))).not.toContain(
      '6:mutual-fund-promo',
    );
    expect(inserts(context({ article: { ...fundStory, canonical: '' } }))).not.toContain(
      '6:mutual-fund-promo',
    );
    expect(inserts(context({ article: { ...fundStory, specialId: '58231' } }))).not.toContain(
      '6:mutual-fund-promo',
    );
  });

  it('AB-20 AB-25 no fund promo for Prime readers (no promo blocks)', () => {
    expect(inserts(context({ article: fundStory, reader: { tier: 'prime' } }))).not.toContain(
      '6:mutual-fund-promo',
    );
  });

  it.each([
    ['the Crypto section', { subsec1: '1977021501', subsec2: '82519373' }],
    ['a "Bitcoin" keyword', { keywords: ['Bitcoin'] }],
    ['a "Cryptocurrency" keyword', { keywords: ['Markets', 'Cryptocurrency'] }],
    ['a "Blockchain" keyword', { keywords: ['Blockchain'] }],
  ])('AB-20 crypto table and teaser at break 8 on a story of %s, in that order', (_, article) => {
    const placed = inserts(context({ article }));
    expect(placed.filter((slot) => slot.startsWith('8:'))).toEqual([
      '8:slideshow-carousel',
      '8:crypto-table',
      '8:crypto-teaser',
    ]);
  });

  it.each([
    ['Economy', { keywords: ['Economy'] }],
    ['Stock ideas', { subsec1: '1977021501', subsec2: '61984101', keywords: ['Stock analysis'] }],
    ['"Ethernet" is not ether', { keywords: ['Ethernet cables'] }],
  ])('AB-20 no crypto inserts on %s stories', (_, article) => {
    expect(inserts(context({ article })).filter((slot) => slot.startsWith('8:'))).toEqual([
      '8:slideshow-carousel',
    ]);
  });

  it('AB-20 the gold table at break 8 on stories tagged gold, before the crypto inserts', () => {
    expect(inserts(context({ article: { keywords: ['Gold price'] } }))).toContain('8:gold-table');
    const both = inserts(context({ article: { keywords: ['Gold price', 'Bitcoin'] } }));
    expect(both.indexOf('8:gold-table')).toBeLessThan(both.indexOf('8:crypto-table'));
    expect(inserts(context({ article: { keywords: ['Golden visa', 'Goldman Sachs'] } }))).not.toContain(
      '8:gold-table',
    );
  });

  it('AB-20 a Prime reader on a premium crypto or gold story gets them in the premium layout too', () => {
    const premiumLayout = load('article-premium.json');
    const ctx = context({
      article: { subsec1: '1977021501', subsec2: '82519373', prime: true, keywords: ['Gold price'] },
      reader: { tier: 'prime' },
    });
    const placed = (resolveLayout(premiumLayout, ctx).regions.inserts ?? []).map((s) => `${s.at}:${s.key}`);
    expect(placed).toEqual(expect.arrayContaining(['8:gold-table', '8:crypto-table', '8:crypto-teaser']));
  });
});

describe('AR-15, AR-18, AR-19 sidebar promos', () => {
  const allVariants = [
    '107115',
    '13352306',
    '5575607',
    '1977021501',
    '359241701',
    '837555174',
    '1715249553',
    '13357270',
    '7771250',
    '897228639',
    '2146846',
  ];

  it.each(allVariants)('AR-18 most-popular in the sidebar of section %s', (subsec1) => {
    expect(aside(context({ article: { subsec1 } }))).toContain('most-popular');
  });

  it.each([
    ['AR-19 7771250 with "H-1B visa"', { subsec1: '7771250', keywords: ['NRI', 'H-1B visa'] }, true],
    ['AR-19 7771250 with "Immigration"', { subsec1: '7771250', keywords: ['Immigration'] }, true],
    ['AR-19 7771250 with "Green card"', { subsec1: '7771250', keywords: ['Green card'] }, true],
    ['AR-19 7771250 with "Canada PR"', { subsec1: '7771250', keywords: ['Canada PR'] }, true],
    ['AR-19 7771250 with "work permit"', { subsec1: '7771250', keywords: ['UK work permit'] }, true],
    ['AR-19 as subsec2 7771250', { subsec1: '2146846', subsec2: '7771250', keywords: ['Visas'] }, true],
    ['AR-19 7771250 without such keywords', { subsec1: '7771250', keywords: ['NRI', 'Remittances'] }, false],
    ['AR-19 7771250 "Visakhapatnam" is no visa', { subsec1: '7771250', keywords: ['Visakhapatnam'] }, false],
    ['AR-19 7771250 "Press" is no PR', { subsec1: '7771250', keywords: ['Press', 'Pricing'] }, false],
    ['AR-19 other section with visa keywords', { subsec1: '107115', keywords: ['H-1B visa'] }, false],
  ])('%s', (_name, over, shown) => {
    expect(aside(context({ article: over })).includes('immigration-promo')).toBe(shown);
  });

  it.each([
    ['AR-15 shown with no match id', {}, true],
    ['AR-15 shown in markets', { subsec1: '13352306' }, true],
    ['AR-15 hidden with match id "e"', { matchId: 'e' }, false],
    ['AR-15 hidden with match id "spotlight"', { matchId: 'spotlight' }, false],
    ['AR-15 hidden with a cricket match id', { matchId: '58231' }, false],
    ['AR-15 hidden for subsec1 91745395', { subsec1: '91745395' }, false],
    ['AR-15 hidden for subsec2 112513489', { subsec1: '91745395', subsec2: '112513489' }, false],
    ['AR-15 hidden for subsec2 32897557', { subsec1: '1466318837', subsec2: '32897557' }, false],
    ['AR-15 hidden for subsec3 32897557', { subsec2: '1466318837', subsec3: '32897557' }, false],
    ['AR-15 shown in 1466318837 outside 32897557', { subsec1: '1466318837', subsec2: '47280660' }, true],
  ])('%s', (_name, over, shown) => {
    expect(aside(context({ article: over })).includes('live-events-promo')).toBe(shown);
  });

  it('AR-15 is a promo block: not for Prime readers (AB-25)', () => {
    expect(aside(context({ reader: { tier: 'loggedIn' } }))).toContain('live-events-promo');
    expect(aside(context({ reader: { tier: 'prime' } }))).not.toContain('live-events-promo');
  });
});

describe('AB-07, AB-25 gates and Prime readers', () => {
  const promos = ['bonds-corner', 'live-events-promo', 'immigration-promo', 'sponsor-logo', 'event-banner'];
  const immigration = { subsec1: '7771250', keywords: ['H-1B visas'], words: 600 };
  const tech = { subsec1: '13357270' };
  const everything = (ctx: LayoutContext) => {
    const regions = resolveLayout(article, ctx).regions;
    return [...(regions.aside ?? []), ...(regions.inserts ?? [])].map((slot) => slot.widget);
  };

  it('AB-25: a Prime reader gets no ads and no promo blocks (the tech sponsor and event banners too); others do', () => {
    for (const over of [{}, immigration, tech]) {
      const prime = everything(context({ article: over, reader: { tier: 'prime' } }));
      expect(prime.filter((widget) => widget === 'ad-slot' || promos.includes(widget))).toEqual([]);
      expect(everything(context({ article: over }))).toContain('ad-slot');
    }
    const insertsOf = (tier: 'anonymous' | 'prime') =>
      (resolveLayout(article, context({ reader: { tier } })).regions.inserts ?? []).map(
        (slot) => slot.widget,
      );
    expect(insertsOf('anonymous')).toContain('bonds-corner');
    expect(insertsOf('prime')).not.toContain('bonds-corner');
    const asideOf = (tier: 'anonymous' | 'prime') =>
      aside(context({ article: immigration, reader: { tier } }));
    expect(asideOf('anonymous')).toContain('immigration-promo');
    expect(asideOf('prime')).not.toContain('immigration-promo');
    const techAside = (tier: 'anonymous' | 'prime') => aside(context({ article: tech, reader: { tier } }));
    expect(techAside('anonymous')).toEqual(expect.arrayContaining(['sponsor-logo', 'event-banner']));
    expect(techAside('prime')).not.toContain('sponsor-logo');
    expect(techAside('prime')).not.toContain('event-banner');
  });

  it('AB-07: under a gate no ad is placed, inner or in the column', () => {
    const widgets = (paywall: 'none' | 'plain' | 'adaptive') => {
      const regions = resolveLayout(
        article,
        context({ page: { paywall }, reader: { geo: 'other' } }),
      ).regions;
      return [...(regions.aside ?? []), ...(regions.inserts ?? [])].map((slot) => slot.widget);
    };
    expect(widgets('none')).toContain('ad-slot');
    expect(widgets('plain')).not.toContain('ad-slot');
    expect(widgets('adaptive')).not.toContain('ad-slot');
  });
});

describe('AB-10 / AB-25 the premium layout (layouts/article-premium.json)', () => {
  const premium = load('article-premium.json');
  const prime = (reader: Partial<LayoutContext['reader']> = {}, over: Partial<ArticleFacts> = {}) =>
    context({ reader: { tier: 'prime', ...reader }, article: { prime: true, hostId: '364', ...over } });
  const regionOf = (ctx: LayoutContext, region: 'left' | 'right' | 'inserts' | 'top' | 'toolbar') =>
    (resolveLayout(premium, ctx).regions[region] ?? []).map((slot) => slot.widget);

  it('is its own page kind, with the columns as regions', () => {
    expect(premium.page).toBe('article-premium');
    expect(Object.keys(premium.regions).sort()).toEqual(['inserts', 'left', 'right', 'toolbar', 'top']);
  });

  it('the left rail, and in India the author block, the masterclass slider and the missed Prime stories (AB-17)', () => {
    expect(regionOf(prime(), 'left')).toEqual(['premium-rail']);
    expect(regionOf(prime(), 'right')).toEqual([
      'author-block',
      'masterclass-slider',
      'prime-missed-stories',
    ]);
  });

  it('AB-25: outside India no masterclass slider and no ad: the author block and Prime picks', () => {
    expect(regionOf(prime({ geo: 'other' }), 'right')).toEqual([
      'author-block',
      'section-news',
      'latest-from-publisher',
      'prime-missed-stories',
    ]);
    // On an investment-ideas story the Prime picks would list its own section again: left out.
    expect(regionOf(prime({ geo: 'other' }, { subsec1: '1977021501' }), 'right')).not.toContain(
      'section-news',
    );
  });

  it('AB-25: no ad, no promo, in any region, for any story or place', () => {
    const forbidden = ['ad-slot', 'bonds-corner', 'immigration-promo', 'live-events-promo'];
    for (const geo of ['IN', 'other'] as const) {
      for (const over of [
        {},
        { words: 5000, relatedNews: 3, keywords: ['income tax'] },
        { hideAds: false },
      ]) {
        const regions = resolveLayout(premium, prime({ geo }, over)).regions;
        const widgets = Object.values(regions).flatMap((slots) => (slots ?? []).map((slot) => slot.widget));
        expect(widgets.filter((widget) => forbidden.includes(widget))).toEqual([]);
      }
    }
  });

  it('keeps the article tools and the related boxes of a long story', () => {
    expect(regionOf(prime(), 'toolbar')).toEqual([
      'share',
      'font-size',
      'mail',
      'bookmark',
      'print',
      'comments',
    ]);
    expect(regionOf(prime({}, { words: 900, relatedNews: 3 }), 'inserts')).toEqual([
      'related-news-box',
      'related-news-box',
      'related-news-box',
    ]);
  });
});

describe('AB-25 the masterclass text slot in article.json', () => {
  const atFive = (ctx: LayoutContext) =>
    (resolveLayout(article, ctx).regions.inserts ?? []).filter(
      (slot) => slot.widget === 'masterclass-slider',
    );

  it('at break 5 for a reader in India who is not Prime, when the Matchid is 1', () => {
    expect(atFive(context({ article: { matchId: '1' } })).map((slot) => slot.at)).toEqual([5]);
    expect(atFive(context({ article: { matchId: '1' }, reader: { tier: 'loggedIn' } }))).toHaveLength(1);
  });

  it('not for Prime readers, readers elsewhere, or another Matchid', () => {
    expect(atFive(context({ article: { matchId: '1' }, reader: { tier: 'prime' } }))).toEqual([]);
    expect(atFive(context({ article: { matchId: '1' }, reader: { geo: 'other' } }))).toEqual([]);
    expect(atFive(context({ article: { matchId: 'e' } }))).toEqual([]);
    expect(atFive(context())).toEqual([]);
  });
});

describe('AB-12 sidebar market widgets (docs/decisions.md: placement)', () => {
  const market = [
    'market-dashboard',
    'most-searched-stocks',
    'upside-radar',
    'discover-mutual-funds',
    'crypto-dashboard',
  ];
  const marketIn = (ctx: LayoutContext) => aside(ctx).filter((w) => market.includes(w));
  const premium = load('article-premium.json');
  const right = (ctx: LayoutContext) =>
    (resolveLayout(premium, ctx).regions.right ?? []).map((s) => s.widget).filter((w) => market.includes(w));

  it.each([
    ['markets', '13352306', '', ['market-dashboard', 'most-searched-stocks', 'upside-radar']],
    ['investment ideas', '1977021501', '', ['upside-radar', 'most-searched-stocks']],
    ['crypto', '1977021501', '82519373', ['crypto-dashboard']],
    ['mutual funds', '359241701', '', ['discover-mutual-funds']],
    ['wealth', '837555174', '', ['discover-mutual-funds', 'market-dashboard']],
    ['default', '1052732854', '', ['market-dashboard']],
  ])('%s sidebar: %s', (_, subsec1, subsec2, expected) => {
    expect(marketIn(context({ article: { subsec1, subsec2 } }))).toEqual(expected);
  });

  it('market data is not a promo: Prime readers and hideAds stories keep it', () => {
    expect(
      marketIn(context({ article: { subsec1: '13352306', hideAds: true }, reader: { tier: 'prime' } })),
    ).toEqual(['market-dashboard', 'most-searched-stocks', 'upside-radar']);
  });

  it('a Prime reader of a premium crypto story gets crypto prices in the right column, in India and elsewhere', () => {
    for (const geo of ['IN', 'other'] as const) {
      const ctx = context({
        article: { subsec1: '1977021501', subsec2: '82519373', prime: true },
        reader: { tier: 'prime', geo },
      });
      expect(right(ctx)).toEqual(['crypto-dashboard']);
    }
    expect(
      right(context({ article: { subsec1: '1977021501', prime: true }, reader: { tier: 'prime' } })),
    ).toEqual([]);
  });
});

describe('AB-04 the stock widget at break 3', () => {
  const premium = load('article-premium.json');
  const atThree = (layout: Layout, ctx: LayoutContext) =>
    (resolveLayout(layout, ctx).regions.inserts ?? [])
      .filter((slot) => slot.widget === 'stock-widget')
      .map((slot) => slot.at);

  it('for a story tagged with companies, whoever reads it', () => {
    for (const tier of ['anonymous', 'loggedIn', 'prime'] as const) {
      expect(atThree(article, context({ article: { taggedCompanies: 1 }, reader: { tier } }))).toEqual([3]);
    }
    expect(
      atThree(premium, context({ article: { taggedCompanies: 4, prime: true }, reader: { tier: 'prime' } })),
    ).toEqual([3]);
  });

  it('not for a story about no listed company, nor under a paywall', () => {
    expect(atThree(article, context({ article: { taggedCompanies: 0 } }))).toEqual([]);
    expect(
      atThree(premium, context({ article: { taggedCompanies: 0, prime: true }, reader: { tier: 'prime' } })),
    ).toEqual([]);
    for (const paywall of ['plain', 'adaptive'] as const) {
      expect(atThree(article, context({ article: { taggedCompanies: 3 }, page: { paywall } }))).toEqual([]);
    }
  });
});

describe('AB-03, AB-05, AB-18 promotions and carousels in article.json', () => {
  const placed = (ctx: LayoutContext, key: string) => inserts(ctx).filter((slot) => slot.endsWith(`:${key}`));
  const nri = { subsec1: '107115', subsec2: '2146846' };

  it('AB-03 the income-tax guide at 2 is the guide list (2147020), five stories, no pictures', () => {
    const slot = (
      resolveLayout(article, context({ article: { keywords: ['Income tax'] } })).regions.inserts ?? []
    ).find((each) => each.key === 'income-tax-guide');
    expect(slot?.props).toMatchObject({ sectionId: '2147020', count: 5, pictures: 'none' });
  });

  it('AB-03 Prime stories (the first widget) at 3 for readers who are not Prime, on free stories only', () => {
    expect(placed(context(), 'prime-stories')).toEqual(['3:prime-stories']);
    expect(placed(context({ reader: { tier: 'loggedIn', geo: 'other' } }), 'prime-stories')).toHaveLength(1);
    expect(placed(context({ reader: { tier: 'prime' } }), 'prime-stories')).toEqual([]);
    expect(placed(context({ page: { paywall: 'plain' } }), 'prime-stories')).toEqual([]);
  });

  it('AB-05 the course carousel at 4 only on 107115 stories, in any geo, for readers who are not Prime', () => {
    expect(placed(context({ article: nri }), 'course-carousel')).toEqual(['4:course-carousel']);
    expect(placed(context({ article: nri, reader: { geo: 'other' } }), 'course-carousel')).toHaveLength(1);
    expect(placed(context({ article: { ...nri, subsec1: '13352306' } }), 'course-carousel')).toEqual([]);
    expect(placed(context({ article: nri, reader: { tier: 'prime' } }), 'course-carousel')).toEqual([]);
  });

  it.each(['e', 'E', 'spotlight', 'Spotlight'])(
    'AB-05 no course carousel when the Matchid is %s',
    (matchId) => {
      expect(placed(context({ article: { ...nri, matchId } }), 'course-carousel')).toEqual([]);
    },
  );

  it('AB-05 a Matchid that only contains e or spotlight keeps it', () => {
    expect(placed(context({ article: { ...nri, matchId: '1' } }), 'course-carousel')).toHaveLength(1);
    expect(placed(context({ article: { ...nri, matchId: 'spotlight-2' } }), 'course-carousel')).toHaveLength(
      1,
    );
  });

  it.each([
    ['NRI Invest', '81545288'],
    ['Visa and Immigration', '81545302'],
    ['Spotlight', '91745395'],
    ['Partner Content', '112513489'],
  ])('AB-05 no course carousel on the excluded second section %s (%s)', (_, subsec2) => {
    expect(placed(context({ article: { ...nri, subsec2 } }), 'course-carousel')).toEqual([]);
  });

  it.each([
    ['jobs', '897228639'],
    ['industry', '5575607'],
    ['tech', '13357270'],
    ['small business', '1466318837'],
  ])(
    'AB-18 the Grandmasters carousel at 4 on %s stories, in India, for readers who are not Prime',
    (_, subsec1) => {
      expect(placed(context({ article: { subsec1 } }), 'grandmasters')).toEqual(['4:grandmasters']);
      expect(placed(context({ article: { subsec1 }, reader: { geo: 'other' } }), 'grandmasters')).toEqual([]);
      expect(placed(context({ article: { subsec1 }, reader: { tier: 'prime' } }), 'grandmasters')).toEqual(
        [],
      );
    },
  );

  it('AB-18 no Grandmasters carousel on other sections', () => {
    for (const subsec1 of ['1052732854', '107115', '13352306']) {
      expect(placed(context({ article: { subsec1 } }), 'grandmasters')).toEqual([]);
    }
  });

  it('AB-03 mid-article recommendations at 5 for every reader; the video slot beside them only where ads go', () => {
    for (const reader of [{}, { tier: 'prime' as const }, { geo: 'other' as const }]) {
      expect(placed(context({ reader }), 'mid-article-recommendations')).toEqual([
        '5:mid-article-recommendations',
      ]);
    }
    expect(placed(context(), 'video-ad-slot')).toEqual(['5:video-ad-slot']);
    expect(placed(context({ reader: { tier: 'prime' } }), 'video-ad-slot')).toEqual([]);
    expect(placed(context({ article: { hideAds: true } }), 'video-ad-slot')).toEqual([]);
    expect(placed(context({ page: { paywall: 'adaptive' } }), 'video-ad-slot')).toEqual([]);
  });

  it('AB-03 AB-05 break 5 holds the masterclass text slot, then recommendations, video slot and bonds widget', () => {
    const atFive = inserts(context({ article: { matchId: '1' } })).filter((slot) => slot.startsWith('5:'));
    expect(atFive).toEqual([
      '5:masterclass-text-slot',
      '5:mid-article-recommendations',
      '5:video-ad-slot',
      '5:bonds-corner',
    ]);
  });

  it('AB-18 the slideshow carousel is the component at 8, before the crypto inserts; the gold table takes its place', () => {
    expect(placed(context(), 'slideshow-carousel')).toEqual(['8:slideshow-carousel']);
    expect(placed(context({ reader: { tier: 'prime', geo: 'other' } }), 'slideshow-carousel')).toHaveLength(
      1,
    );
    expect(placed(context({ article: { keywords: ['Gold price'] } }), 'slideshow-carousel')).toEqual([]);
  });

  it('AB-18 the web story at 12, not on stories of its own section (32897146)', () => {
    expect(placed(context(), 'web-story')).toEqual(['12:web-story']);
    expect(placed(context({ article: { subsec1: '32897146' } }), 'web-story')).toEqual([]);
  });

  it('AB-03 the partner investing container at 16, beside related news part 2, only where ads go', () => {
    const atSixteen = inserts(context()).filter((slot) => slot.startsWith('16:'));
    expect(atSixteen).toEqual(['16:related-news-2', '16:partner-investing']);
    expect(placed(context({ reader: { tier: 'prime' } }), 'partner-investing')).toEqual([]);
    expect(placed(context({ article: { hideAds: true } }), 'partner-investing')).toEqual([]);
    expect(placed(context({ page: { paywall: 'plain' } }), 'partner-investing')).toEqual([]);
  });

  it('AB-03 word count: a short story keeps its carousels (shown where the break exists) and loses related news', () => {
    const short = inserts(context({ article: { ...nri, words: 150 } }));
    expect(short).toEqual(
      expect.arrayContaining(['4:course-carousel', '8:slideshow-carousel', '12:web-story']),
    );
    expect(short.join()).not.toContain('related-news');
  });
});

describe('AB-11 / AB-25 the chat-assistant float, India only, on the NRI pages', () => {
  const premium = load('article-premium.json');
  const right = (ctx: LayoutContext) =>
    (resolveLayout(premium, ctx).regions.right ?? []).map((s) => s.widget);

  it.each([
    ['NRI bulletin (7771250)', '7771250'],
    ['NRI / work abroad (107115)', '107115'],
  ])('%s: last in the sidebar for readers in India, of every tier, with or without ads', (_, subsec1) => {
    for (const tier of ['anonymous', 'loggedIn', 'prime'] as const) {
      for (const hideAds of [false, true]) {
        expect(aside(context({ article: { subsec1, hideAds }, reader: { tier } })).at(-1)).toBe(
          'chat-assistant',
        );
      }
    }
    expect(aside(context({ article: { subsec1 }, reader: { geo: 'other' } }))).not.toContain(
      'chat-assistant',
    );
  });

  it('no other sidebar has it, whatever the reader', () => {
    for (const subsec1 of ['13352306', '1977021501', '13357270', '1052732854', '2146846']) {
      for (const geo of ['IN', 'other'] as const) {
        expect(aside(context({ article: { subsec1, subsec2: '7771250' }, reader: { geo } }))).not.toContain(
          'chat-assistant',
        );
      }
    }
  });

  it('a Prime reader of a premium NRI story in India has it in the right column; elsewhere nobody does', () => {
    const prime = (subsec1: string, geo: 'IN' | 'other') =>
      context({ article: { subsec1, prime: true, hostId: '364' }, reader: { tier: 'prime', geo } });
    expect(right(prime('7771250', 'IN')).at(-1)).toBe('chat-assistant');
    expect(right(prime('107115', 'IN')).at(-1)).toBe('chat-assistant');
    expect(right(prime('7771250', 'other'))).not.toContain('chat-assistant');
    expect(right(prime('13352306', 'IN'))).not.toContain('chat-assistant');
  });
});

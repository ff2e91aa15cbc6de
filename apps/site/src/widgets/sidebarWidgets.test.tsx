import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Article, StoryItem } from '../content/schemas.ts';
import type { FakeContent } from '../server/testing/fakeContent.ts';
import { adSlot } from './ad-slot/adSlot.tsx';
import { eventBanner, readEventBanner } from './event-banner/eventBanner.tsx';
import { recommendations } from './recommendations/recommendations.tsx';
import { sectionNews } from './section-news/sectionNews.tsx';
import { sidebarVideos } from './sidebar-videos/sidebarVideos.tsx';
import { readSponsor, sponsorLogo } from './sponsor-logo/sponsorLogo.tsx';
import { trendingInSection } from './trending-in-section/trendingInSection.tsx';
import type { AnyWidget, WidgetContext } from './types.ts';

// AB-11 sidebar widgets and AB-23 the ad slot and recommendations: what each asks the backend,
// what it leaves out, and what it renders (static HTML; nothing when it has nothing).

const story = (msid: string): StoryItem => ({
  msid,
  title: `Story ${msid}`,
  url: `/tech/s/articleshow/${msid}.cms`,
});
const techArticle = {
  msid: '5',
  subsecnames: { subsec1: '13357270', subsecname1: 'Tech' },
} as Partial<Article>;
const ctx = (content: FakeContent, article?: Partial<Article>, reader = { geo: 'IN' }): WidgetContext =>
  ({ content, page: { reader }, ...(article ? { article } : {}) }) as unknown as WidgetContext;
const html = (widget: AnyWidget, props: Record<string, unknown>, data: unknown) =>
  renderToStaticMarkup(<widget.View props={widget.props.parse(props)} data={data} />);
const common = {
  sponsors_tech_onoff: '1',
  sponsors_tech_name: 'Northwind Cloud',
  sponsors_tech_link: 'https://www.northwind-cloud.example/in',
  sponsors_tech_logo: '/static/sponsors/northwind-cloud.svg',
  etsummit_banner_onoff: '1',
  etsummit_banner_title: 'Ledger Startup Summit 2026',
  etsummit_banner_text: 'Bengaluru, 12–13 December.',
  etsummit_banner_link: '/events/startup-founders-forum',
  etsummit_banner_image: 'https://www.ledger.test/photos/100721.png',
  etexcellence_awardbanner_onoff: '0',
  etexcellence_awardbanner_title: 'Awards',
  etexcellence_awardbanner_link: '/events/awards',
};

describe('AB-12 trending in section', () => {
  it('asks the backend for the article’s top section (30), leaving the article itself out', async () => {
    const trending = vi.fn(async () =>
      ['5', ...Array.from({ length: 30 }, (_, i) => String(10 + i))].map(story),
    );
    const data = await trendingInSection.load(ctx({ stories: { trending } }, techArticle), {
      count: 30,
      shown: 10,
    });
    expect(trending).toHaveBeenCalledWith('13357270', 30);
    expect(data.section).toBe('Tech');
    expect(data.stories).toHaveLength(30);
    expect(data.stories.map((s: StoryItem) => s.msid)).not.toContain('5');
  });

  it('lists the first `shown` and the rest under More trending, numbered on', () => {
    const out = html(
      trendingInSection,
      { shown: 2 },
      { section: 'Tech', stories: ['1', '2', '3', '4'].map(story) },
    );
    expect(out).toContain('Trending in Tech');
    expect(out).toContain('<summary>More trending (2)</summary>');
    expect(out).toContain('<ol class="trending-list" start="3">');
    expect(html(trendingInSection, {}, { section: 'Tech', stories: [] })).toBe('');
  });

  it('has nothing to ask off an article', async () => {
    const trending = vi.fn();
    expect(await trendingInSection.load(ctx({ stories: { trending } }), { count: 30, shown: 10 })).toEqual({
      section: '',
      stories: [],
    });
    expect(trending).not.toHaveBeenCalled();
  });
});

describe('AB-12 sidebar videos', () => {
  it('asks for the section’s videos only (contenttype VIDEO), and marks each as a video', async () => {
    const list = vi.fn(async () => ['5', '6'].map(story));
    const data = await sidebarVideos.load(ctx({ stories: { list } }, techArticle), {
      sectionId: '1715249553',
      title: 'Videos',
      href: '/videos',
      count: 10,
    });
    expect(list).toHaveBeenCalledWith({ msid: '1715249553', top: 11, hierarchy: true, contentType: 'VIDEO' });
    expect(data.map((s: StoryItem) => s.msid)).toEqual(['6']);
    const out = html(sidebarVideos, {}, data);
    expect(out).toContain('<span class="visually-hidden">Video: </span>');
    expect(out).toContain('href="/videos"');
  });
});

describe('AB-11 the tech sponsor logo and the event banners (common config)', () => {
  it('shows the sponsor while switched on, with its https link marked sponsored and its logo from the site', async () => {
    const config = vi.fn(async () => common);
    const data = await sponsorLogo.load(ctx({ editorial: { config } }), { label: 'x' });
    expect(config).toHaveBeenCalledWith('common');
    const out = html(sponsorLogo, {}, data);
    expect(out).toContain(
      'href="https://www.northwind-cloud.example/in" rel="sponsored noopener" target="_blank"',
    );
    expect(out).toContain(
      'src="/static/sponsors/northwind-cloud.svg" alt="Northwind Cloud (opens in a new tab)"',
    );
  });

  it.each([
    ['switched off', { sponsors_tech_onoff: '0' }],
    ['a link that is not https', { sponsors_tech_link: 'http://northwind.example' }],
    ['a script link', { sponsors_tech_link: 'javascript:alert(1)' }],
    ['a logo from elsewhere', { sponsors_tech_logo: 'https://tracker.example/logo.png' }],
    ['no name', { sponsors_tech_name: '' }],
  ])('shows no sponsor when %s', (_name, change) => {
    expect(readSponsor({ ...common, ...change })).toBeNull();
  });

  it('shows a banner while its switch is on, and nothing for one switched off', async () => {
    const config = vi.fn(async () => common);
    const summit = await eventBanner.load(ctx({ editorial: { config } }), { banner: 'summit' });
    expect(summit).toEqual({
      title: 'Ledger Startup Summit 2026',
      text: 'Bengaluru, 12–13 December.',
      href: '/events/startup-founders-forum',
      picture: 'https://www.ledger.test/photos/100721.png',
    });
    expect(html(eventBanner, { banner: 'summit' }, summit)).toContain(
      'class="event-banner event-banner--summit" href="/events/startup-founders-forum"',
    );
    expect(await eventBanner.load(ctx({ editorial: { config } }), { banner: 'awards' })).toBeNull();
    expect(readEventBanner({ ...common, etsummit_banner_link: 'javascript:x' }, 'summit')).toBeNull();
  });
});

describe('AB-23 the recommendation widget and the ad slot', () => {
  it('asks for the story’s recommendations and renders them with the provider', async () => {
    const recommendationsOf = vi.fn(async () => ['5', '6', '7'].map(story));
    const data = await recommendations.load(
      ctx({ stories: { recommendations: recommendationsOf } }, techArticle),
      {
        title: 'Recommended for you',
        count: 6,
      },
    );
    expect(recommendationsOf).toHaveBeenCalledWith('5', 6);
    expect(data.map((s: StoryItem) => s.msid)).toEqual(['6', '7']);
    expect(html(recommendations, {}, data)).toContain('Recommended by Ledger');
  });

  it('the ad slot reserves its 300 × 250 frame and its label, and tells the loader the reader’s country and story', async () => {
    const data = await adSlot.load(ctx({}, techArticle, { geo: 'other' }), { slot: 'mrec1' });
    expect(data).toEqual({ geo: 'other', msid: '5' });
    const out = html(adSlot, { slot: 'rec1' }, data);
    expect(out).toContain('data-ad-slot="rec1" data-ad-state="requesting" style="max-width:300px"');
    expect(out).toContain('<span class="ad-slot__label">Sponsored</span>');
    expect(out).toContain('data-ad-frame="" style="width:300px;height:250px"');
  });
});

describe('AB-11 section lists leave the article itself out', () => {
  it('asks one more and drops the story being read', async () => {
    const list = vi.fn(async () => ['5', '6', '7'].map(story));
    const data = await sectionNews.load(ctx({ stories: { list } }, techArticle), {
      sectionId: '78570550',
      title: 'Startups',
      href: '/tech/startups',
      count: 2,
      pictures: 'all',
    });
    expect(list).toHaveBeenCalledWith({ msid: '78570550', top: 3, hierarchy: true });
    expect(data.map((s: StoryItem) => s.msid)).toEqual(['6', '7']);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ContentClient } from '../content/client.ts';
import type { SlideshowData } from '../content/promos/schemas.ts';
import type { Article, StoryItem } from '../content/schemas.ts';
import { toLeaderCards, toSeriesCards } from './grandmasters/cards.ts';
import { partnerInvesting } from './partner-investing/partnerInvesting.tsx';
import { primeStories } from './prime-stories/primeStories.tsx';
import { recommendations } from './recommendations/recommendations.tsx';
import { slideshowCarousel } from './slideshow-carousel/slideshowCarousel.tsx';
import type { AnyWidget, WidgetContext } from './types.ts';
import { videoAdSlot } from './video-ad-slot/videoAdSlot.tsx';

// AB-03, AB-18 loaders of this branch's inserts: what they ask the backend, and what of a hostile
// or thin answer they keep.

const story = (msid: string, over: Partial<StoryItem> = {}): StoryItem => ({
  msid,
  title: `Story ${msid}`,
  url: `/news/s/articleshow/${msid}.cms`,
  ...over,
});
const ctx = (content: Record<string, unknown>, article?: Partial<Article>): WidgetContext =>
  ({
    content: content as unknown as ContentClient,
    page: { article: { subsec1: article?.subsecnames?.subsec1 ?? '13352306' } },
    ...(article ? { article } : {}),
  }) as unknown as WidgetContext;
const load = (widget: AnyWidget, c: WidgetContext, props: Record<string, unknown> = {}) =>
  widget.load(c, widget.props.parse(props));
const html = (widget: AnyWidget, data: unknown, props: Record<string, unknown> = {}) =>
  renderToStaticMarkup(<widget.View props={widget.props.parse(props)} data={data} />);

const slideshow = (msid: string, slides: Partial<SlideshowData['data'][number]>[]): SlideshowData => ({
  msid,
  title: `Slideshow ${msid}`,
  insertdate: '',
  agency: '',
  url: `/news/slideshow/${msid}.cms`,
  data: slides.map((slide) => ({
    img: '/photos/1.jpg',
    title: 'A slide',
    synopsis: 'What it shows',
    agencyName: 'Reuters',
    url: '',
    ...slide,
  })),
});

describe('AB-18 slideshow carousel loader', () => {
  it('AB-18 the newest slideshow of the story’s own section, never the story itself', async () => {
    const storiesOfKind = vi.fn(async () => [story('900'), story('901')]);
    const slideshowOf = vi.fn(async (msid: string) => slideshow(msid, [{}, {}]));
    const data = await load(
      slideshowCarousel,
      ctx({ promos: { storiesOfKind, slideshow: slideshowOf } }, { msid: '900' }),
    );
    expect(storiesOfKind).toHaveBeenCalledWith('13352306', 'SLIDESHOW', 2);
    expect(slideshowOf).toHaveBeenCalledWith('901', 100);
    expect(data).toMatchObject({ msid: '901', url: '/news/slideshow/901.cms' });
    expect(data.slides).toHaveLength(2);
  });

  it('AB-18 falls back to its own section; none anywhere is nothing', async () => {
    const storiesOfKind = vi.fn(async (section: string) => (section === '32897146' ? [story('77')] : []));
    const slideshowOf = vi.fn(async (msid: string) => slideshow(msid, [{}]));
    const data = await load(slideshowCarousel, ctx({ promos: { storiesOfKind, slideshow: slideshowOf } }));
    expect(storiesOfKind.mock.calls.map((call) => call[0])).toEqual(['13352306', '32897146']);
    expect(data.msid).toBe('77');
    const none = await load(
      slideshowCarousel,
      ctx({ promos: { storiesOfKind: async () => [], slideshow: slideshowOf } }),
    );
    expect(none).toBeNull();
    expect(html(slideshowCarousel, null)).toBe('');
  });

  it('AB-18 drops slides with unsafe pictures and the credit of the house’s own agency', async () => {
    const slideshowOf = async () =>
      slideshow('5', [
        { img: 'javascript:alert(1)' },
        { agencyName: 'Reuters' },
        { agencyName: 'ET Bureau' },
      ]);
    const data = await load(
      slideshowCarousel,
      ctx({ promos: { storiesOfKind: async () => [story('5')], slideshow: slideshowOf } }),
    );
    expect(data.slides).toHaveLength(2);
    expect(data.slides.map((slide: { credit: string }) => slide.credit)).toEqual(['Reuters', '']);
    const out = html(slideshowCarousel, data);
    expect(out).not.toContain('javascript:');
    expect(out).toContain('1 / 2');
  });
});

describe('AB-03 recommendations, video slot and partner box', () => {
  it('AB-03 recommendations leave out the story itself and unsafe links; none without a story', async () => {
    const recommendationsOf = vi.fn(async () => [
      story('1'),
      story('2', { url: 'javascript:alert(1)' }),
      story('3'),
    ]);
    const data = await load(
      recommendations,
      ctx({ stories: { recommendations: recommendationsOf } }, { msid: '1' }),
    );
    expect(recommendationsOf).toHaveBeenCalledWith('1', 6);
    expect(data.map((s: StoryItem) => s.msid)).toEqual(['3']);
    expect(await load(recommendations, ctx({ stories: { recommendations: recommendationsOf } }))).toEqual([]);
  });

  it('AB-03 AB-23 the video slot is an ad slot: a 16:9 box reserved for the loader, asking the backend nothing itself', async () => {
    const reader = { page: { reader: { geo: 'other' } } };
    const data = await load(videoAdSlot, {
      ...ctx({}, { msid: '125400335' }),
      ...reader,
    } as unknown as WidgetContext);
    // What the loader asks with: the reader's country and the story (a story id that is not one: none).
    expect(data).toEqual({ geo: 'other', msid: '125400335' });
    expect(
      await load(videoAdSlot, { ...ctx({}, { msid: '1;x' }), ...reader } as unknown as WidgetContext),
    ).toEqual({ geo: 'other', msid: null });
    const out = html(videoAdSlot, data);
    expect(out).toContain('data-ad-slot="video"');
    expect(out).toContain('data-ad-format="video"');
    expect(out).toContain('data-ad-state="requesting"');
    expect(out).toContain('aspect-ratio:640 / 360');
    expect(out).toContain('Advertisement');
    expect(() => videoAdSlot.props.parse({ slot: 'mrec1' })).toThrow();
  });

  it('AB-03 the partner box: off unless toggled on; an unsafe link is no link; the story read left out', async () => {
    const config = {
      partner_investing_toggle: '1',
      partner_investing_title: 'Investing beyond India',
      partner_investing_ctaText: 'Read',
      partner_investing_ctaLink: 'javascript:alert(1)',
      partner_investing_sectionId: '49674445',
    };
    const list = vi.fn(async () => [story('1'), story('2'), story('3'), story('4')]);
    const data = await load(
      partnerInvesting,
      ctx({ editorial: { config: async () => config }, stories: { list } }, { msid: '2' }),
    );
    expect(list).toHaveBeenCalledWith({ msid: '49674445', top: 4, hierarchy: true });
    expect(data.cta).toBeNull();
    expect(data.stories.map((s: { msid: string }) => s.msid)).toEqual(['1', '3', '4']);
    expect(
      await load(
        partnerInvesting,
        ctx({
          editorial: { config: async () => ({ ...config, partner_investing_toggle: '0' }) },
          stories: { list },
        }),
      ),
    ).toBeNull();
  });
});

describe('AB-18 Prime stories and Grandmasters cards', () => {
  it('AB-18 Prime stories read the first sub-section of the Prime hierarchy; fewer than 2 is nothing', async () => {
    const hierarchy = vi.fn(async () => ({ sections: [{ msid: '555', name: 'Exclusives' }], stories: [] }));
    const list = vi.fn(async () => [story('1'), story('2'), story('3')]);
    const data = await load(primeStories, ctx({ promos: { hierarchy }, stories: { list } }, { msid: '3' }), {
      count: 4,
    });
    expect(list).toHaveBeenCalledWith({ msid: '555', top: 5 });
    expect(data.map((card: { msid: string }) => card.msid)).toEqual(['1', '2']);
    const thin = await load(
      primeStories,
      ctx({ promos: { hierarchy }, stories: { list: async () => [story('1')] } }),
    );
    expect(thin).toEqual([]);
  });

  it('AB-18 series with a non-numeric id are dropped; a leader without a series opens the Grandmasters page', () => {
    const series = toSeriesCards(
      [
        { id: '12', name: 'One', slug_url: '', feature_image_url: 'javascript:x', synopsis: '' },
        { id: '../x', name: 'Two', slug_url: '', feature_image_url: '', synopsis: '' },
      ],
      8,
    );
    expect(series).toEqual([{ id: '12', name: 'One', synopsis: '', href: '/etgrandmasters/12' }]);
    const [leader] = toLeaderCards(
      [{ leader_id: '7', slug: '', picture_url: '', user_name: 'A', designation: 'CEO', company: 'B' }],
      8,
    );
    expect(leader).toMatchObject({ role: 'CEO, B', href: '/etgrandmasters' });
  });
});

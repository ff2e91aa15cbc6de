import { immigrationPromoContract } from '@newsroom/contracts/widgets/immigration-promo';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Article, StoryItem } from '../content/schemas.ts';
import type { FakeContent } from '../server/testing/fakeContent.ts';
import {
  immigrationPromo,
  immigrationWordingFor,
  immigrationWordings,
} from './immigration-promo/immigrationPromo.tsx';
import { liveEventsPromo, readLiveEvents } from './live-events-promo/liveEventsPromo.tsx';
import { mostPopular, rankMostPopular } from './most-popular/mostPopular.tsx';
import type { AnyWidget, WidgetContext } from './types.ts';

const story = (msid: string): StoryItem => ({
  msid,
  title: `Story ${msid}`,
  url: `/news/s/articleshow/${msid}.cms`,
});
const ctx = (content: FakeContent, article?: Partial<Article>): WidgetContext =>
  ({ content, page: {}, ...(article ? { article } : {}) }) as unknown as WidgetContext;
const html = (widget: AnyWidget, props: Record<string, unknown>, data: unknown) =>
  renderToStaticMarkup(<widget.View props={widget.props.parse(props)} data={data} />);

describe('AR-18 most popular', () => {
  const latest = ['1', '2', '3', '4', '5', '6', '7', '8', '9'].map(story);

  it('AR-18 skips the newest (shown by "latest from"), leaves out the article, takes count', () => {
    expect(rankMostPopular(latest, { count: 3, skip: 3 }, '5').map((s) => s.msid)).toEqual(['4', '6', '7']);
    expect(rankMostPopular(latest, { count: 2, skip: 0 }).map((s) => s.msid)).toEqual(['1', '2']);
  });

  it('AR-18 loads the latest-news list with room for the skip and the article itself', async () => {
    const latestNews = vi.fn(async () => latest);
    const data = await mostPopular.load(ctx({ stories: { latestNews } }, { msid: '4' }), {
      count: 5,
      skip: 3,
      title: 'x',
    });
    expect(latestNews).toHaveBeenCalledWith(9);
    expect(data.map((s: StoryItem) => s.msid)).toEqual(['5', '6', '7', '8', '9']);
  });

  it('AR-18 renders a numbered list of links, nothing when empty', () => {
    const out = html(mostPopular, {}, latest.slice(0, 2));
    expect(out).toContain('<ol');
    expect(out).toContain('Most popular');
    expect(out).toContain('href="/news/s/articleshow/1.cms"');
    expect(html(mostPopular, {}, [])).toBe('');
  });
});

describe('AR-19 immigration promo', () => {
  it('AR-19 has 10 distinct wordings, chosen by msid % 10', () => {
    expect(new Set(immigrationWordings.map((w) => w.headline)).size).toBe(10);
    for (let digit = 0; digit < 10; digit++) {
      const msid = `12540017${digit}`;
      expect(Number(msid) % 10).toBe(digit);
      expect(immigrationWordingFor(msid)).toEqual({ variant: digit, ...immigrationWordings[digit] });
    }
    expect(immigrationWordingFor('abc')).toBeNull();
  });

  it('AR-19 reads the article from the context; nothing without one', async () => {
    const props = immigrationPromoContract.props.parse({});
    expect(await immigrationPromo.load(ctx({}, { msid: '125400177' }), props)).toMatchObject({ variant: 7 });
    expect(await immigrationPromo.load(ctx({}), props)).toBeNull();
  });

  it('AR-19 renders headline and CTA as text, the link through safeHref', () => {
    const data = immigrationWordingFor('125400304');
    const out = html(immigrationPromo, {}, data);
    expect(out).toContain(immigrationWordings[4]!.headline.replace(/'/g, '&#x27;'));
    expect(out).toContain('href="/nri/visa-and-immigration"');
    expect(out).toContain('data-variant="4"');
    expect(html(immigrationPromo, {}, null)).toBe('');
  });

  it('AR-19 refuses an unsafe href in the layout', () => {
    expect(immigrationPromoContract.props.safeParse({ href: 'javascript:alert(1)' }).success).toBe(false);
    expect(immigrationPromoContract.props.safeParse({ href: 'https://assess.example.com/a' }).success).toBe(
      true,
    );
  });
});

describe('AR-15 live events promo', () => {
  const config = {
    inarticle_events_toggle: '1',
    inarticle_events_title: 'Live Events',
    inarticle_events_subtitle: 'Meet us',
    inarticle_events_card2: 'Second',
    inarticle_events_link2: 'javascript:alert(1)',
    inarticle_events_card1: 'First <b>',
    inarticle_events_link1: '/events/first',
    inarticle_events_card10: 'Tenth',
    inarticle_events_link10: 'https://events.example.com/10',
    inarticle_events_card3: '',
  };

  it('AR-15 numbered cards in order, empty ones dropped, unsafe links shown as text', () => {
    expect(readLiveEvents(config, 10)).toEqual({
      title: 'Live Events',
      subtitle: 'Meet us',
      cards: [
        { text: 'First <b>', href: '/events/first' },
        { text: 'Second', href: null },
        { text: 'Tenth', href: 'https://events.example.com/10' },
      ],
    });
    expect(readLiveEvents(config, 1)?.cards).toHaveLength(1);
  });

  it('AR-15 nothing when the toggle is not 1', () => {
    expect(readLiveEvents({ ...config, inarticle_events_toggle: '0' }, 4)).toBeNull();
    expect(readLiveEvents({ inarticle_events_card1: 'x' }, 4)).toBeNull();
  });

  it('AR-15 no data: the loader fails (logged as a warning), so nothing renders', async () => {
    expect(() => readLiveEvents({ inarticle_events_toggle: '1' }, 4)).toThrow(/no data/);
    const failing = ctx({ editorial: { config: vi.fn(async () => ({ inarticle_events_toggle: '1' })) } });
    await expect(liveEventsPromo.load(failing, { count: 4 })).rejects.toThrow(/no data/);
  });

  it('AR-15 loads the inarticle_events config and renders text as text', async () => {
    const configCall = vi.fn(async () => config);
    const data = await liveEventsPromo.load(ctx({ editorial: { config: configCall } }), { count: 4 });
    expect(configCall).toHaveBeenCalledWith('inarticle_events');
    const out = html(liveEventsPromo, {}, data);
    expect(out).toContain('First &lt;b&gt;');
    expect(out).toContain('href="/events/first"');
    expect(out).not.toContain('javascript:');
    expect(html(liveEventsPromo, {}, null)).toBe('');
  });
});

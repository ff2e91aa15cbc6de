import { INDUSTRY_SECTION_ID, industryNewsContract } from '@newsroom/contracts/widgets/industry-news';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ContentClient } from '../../content/client.ts';
import type { SectionEntry, StoryItem } from '../../content/schemas.ts';
import type { WidgetContext } from '../types.ts';
import { industryNews, industryTabsOf } from './industryNews.tsx';

// HM-06 news by industry on the server: Featured's stories in the HTML (at most 8, ads skipped),
// a tab per industry from the section directory, each linking to its section page.

const section = (msid: string, name: string, url: string, parentId: string | null): SectionEntry => ({
  msid,
  name,
  url,
  parentId,
});
const DIRECTORY = [
  section(INDUSTRY_SECTION_ID, 'Industry', '/industry', null),
  section('13352354', 'Auto', '/industry/auto', INDUSTRY_SECTION_ID),
  section('13358259', 'Banking/Finance', '/industry/banking/finance', INDUSTRY_SECTION_ID),
  section('99', 'Banks', '/industry/banking/finance/banks', '13358259'),
  section('13357270', 'Tech', '/tech', null),
];
const story = (msid: number, type?: string): StoryItem => ({
  msid: String(msid),
  title: `Industry story ${msid}`,
  url: `/industry/auto/s/articleshow/${msid}.cms`,
  ...(type ? { type } : {}),
});

describe('HM-06 industry tabs from the directory', () => {
  it('the section’s own sub-sections in order; hierarchy for one with sections below it', () => {
    expect(industryTabsOf(DIRECTORY, INDUSTRY_SECTION_ID)).toEqual([
      { msid: '13352354', label: 'Auto', href: '/industry/auto', hierarchy: false },
      { msid: '13358259', label: 'Banking/Finance', href: '/industry/banking/finance', hierarchy: true },
    ]);
  });
});

describe('HM-06 industry-news widget', () => {
  const props = industryNewsContract.props.parse({});
  const load = async (stories: StoryItem[]) => {
    const list = vi.fn(async () => stories);
    const sections = vi.fn(async () => DIRECTORY);
    const page = { page: { path: '/' }, url: { query: {} } };
    const ctx = {
      content: { stories: { list }, editorial: { sections } } as unknown as ContentClient,
      page,
    } as unknown as WidgetContext;
    return { data: await industryNews.load(ctx, props), list };
  };

  it('asks for the industry section with its sub-sections; Featured keeps 8 at most, ads skipped', async () => {
    const { data, list } = await load([
      story(1),
      story(2, 'ad'),
      ...Array.from({ length: 10 }, (_, i) => story(10 + i)),
    ]);
    expect(list).toHaveBeenCalledWith({ msid: INDUSTRY_SECTION_ID, top: 12, hierarchy: true });
    expect(list).toHaveBeenCalledTimes(1);
    expect(data.featured.map((each: StoryItem) => each.msid)).toEqual([
      '1',
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
    ]);
  });

  it('renders Featured first and active with its stories, the other tabs empty with their section links, in an island', async () => {
    const { data } = await load([story(1), story(2)]);
    const html = renderToStaticMarkup(<industryNews.View props={props} data={data} />);
    expect(html).toContain('<a href="/industry">News by Industry</a>');
    expect(html).toContain('data-island="industry-news"');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Featured</);
    expect(html).toMatch(/aria-selected="false"[^>]*>Auto</);
    expect(html).toContain('Industry story 1');
    expect(html).toContain('href="/industry/auto">More Auto news</a>');
    expect(html).toContain('href="/industry/banking/finance">More Banking/Finance news</a>');
    expect(html.match(/data-status="idle"/g)).toHaveLength(2);
    // Island props carry words and links, never the stories.
    const props_ = /data-props="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(props_).toContain('13352354');
    expect(props_).not.toContain('Industry story');
  });

  it('nothing at all without Featured stories; bad settings are refused', async () => {
    const { data } = await load([story(1, 'ad')]);
    expect(renderToStaticMarkup(<industryNews.View props={props} data={data} />)).toBe('');
    for (const bad of [{ sectionId: '5575607x' }, { href: '//evil.example' }, { title: '' }, { tabs: 3 }]) {
      expect(industryNewsContract.props.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('HM-06, issue 27 industry tabs are links the server answers', () => {
  const props = industryNewsContract.props.parse({});
  const load = async (query: Record<string, string>, tab?: () => Promise<StoryItem[]>) => {
    const list = vi.fn(async (asked: { msid: string }) =>
      asked.msid === INDUSTRY_SECTION_ID ? [story(1), story(2)] : tab ? tab() : [story(31), story(32)],
    );
    const log = vi.fn();
    const ctx = {
      content: {
        stories: { list },
        editorial: { sections: async () => DIRECTORY },
      } as unknown as ContentClient,
      page: { page: { path: '/' }, url: { query } },
      log,
    } as unknown as WidgetContext;
    const data = await industryNews.load(ctx, props);
    return { html: renderToStaticMarkup(<industryNews.View props={props} data={data} />), list, log };
  };
  const tabLink = (html: string, name: string) =>
    new RegExp(`<a [^>]*role="tab"[^>]*>${name}</a>`).exec(html)?.[0] ?? '';

  it('each tab is a link to the home page with that tab chosen, landing on the widget', async () => {
    const { html } = await load({});
    expect(html).toContain('<section class="widget widget--industry industry" id="industry-news">');
    expect(tabLink(html, 'Featured')).toMatch(/^<a href="\/#industry-news"/);
    expect(tabLink(html, 'Auto')).toMatch(/^<a href="\/\?industry=2#industry-news"/);
    expect(tabLink(html, 'Banking/Finance')).toMatch(/^<a href="\/\?industry=3#industry-news"/);
    // In the Tab order before the script (the arrow keys need it), never a button type.
    expect(tabLink(html, 'Auto')).toContain('tabindex="0"');
    expect(tabLink(html, 'Auto')).not.toContain('type=');
  });

  it('?industry=3 renders Banking/Finance chosen with its stories, asked as the browser asks them', async () => {
    const { html, list } = await load({ industry: '3' });
    expect(list).toHaveBeenCalledWith({ msid: '13358259', top: 7, hierarchy: true });
    expect(tabLink(html, 'Banking/Finance')).toContain('aria-selected="true"');
    expect(tabLink(html, 'Featured')).toContain('aria-selected="false"');
    expect(html).toMatch(
      /data-state="active"[^>]*data-status="loaded"[^>]*>(?:(?!role="tabpanel").)*Industry story 31/s,
    );
    // Featured's stories stay in the page (hidden); the island is told where it opened, not the stories.
    expect(html).toContain('Industry story 1');
    const islandProps = /data-props="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(islandProps).toContain('opensOn');
    expect(islandProps).not.toContain('Industry story');
  });

  it('a failed tab says so in the page and is logged; a place past the last industry, or a hostile one, is Featured', async () => {
    const failed = await load({ industry: '2' }, () => Promise.reject(new Error('502')));
    expect(tabLink(failed.html, 'Auto')).toContain('aria-selected="true"');
    expect(failed.html).toContain('Auto news could not be loaded just now.');
    expect(failed.log).toHaveBeenCalledWith(expect.stringContaining('502'));
    for (const query of [{ industry: '9' }, { industry: '<script>' }, { industry: '2x' }]) {
      const { html, list } = await load(query);
      expect(tabLink(html, 'Featured'), JSON.stringify(query)).toContain('aria-selected="true"');
      expect(list).toHaveBeenCalledTimes(1);
      expect(html).not.toContain('<script>');
    }
  });
});

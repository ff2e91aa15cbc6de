import { epaperContract } from '@newsroom/contracts/widgets/epaper';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ContentClient } from '../../content/client.ts';
import type { WidgetContext } from '../types.ts';
import { epaper, readEpaper } from './epaper.tsx';

// HM-10: the epaper widget from the backend's `epaper` config, hostile values refused, the order
// from the page's India-time hour and weekday.

const CONFIG = {
  epaper_title: 'ePaper',
  epaper_host: 'https://epaper.example',
  epaper_todayTitle: 'Today’s paper',
  epaper_todayPath: '/timesepaper/publication-the-economic-ledger,city-delhi.cms',
  epaper_todayImage: 'https://www.ledger.test/photos/100731.png',
  epaper_wealthTitle: '16–22 March 2026',
  epaper_wealthMsid: '2147062',
  epaper_wealthSeopath: 'wealth',
  epaper_wealthImage: 'javascript:alert(1)',
};

describe('HM-10 readEpaper', () => {
  it('builds both links on the https host with the spec’s path shapes; an unsafe cover is dropped', () => {
    expect(readEpaper(CONFIG)?.editions).toEqual({
      today: {
        edition: 'today',
        title: 'Today’s paper',
        href: 'https://epaper.example/timesepaper/publication-the-economic-ledger,city-delhi.cms',
        cover: 'https://www.ledger.test/photos/100731.png',
      },
      wealth: {
        edition: 'wealth',
        title: 'Wealth edition, 16–22 March 2026',
        href: 'https://epaper.example/wealth/wealth_editionshow/2147062.cms',
        cover: null,
      },
    });
  });

  it.each([
    ['an http host', { epaper_host: 'http://epaper.example' }],
    ['a host with a path', { epaper_host: 'https://epaper.example/x' }],
    ['a host with credentials', { epaper_host: 'https://a:b@epaper.example' }],
    ['no host', { epaper_host: undefined }],
    ['a path off the host', { epaper_todayPath: '//evil.example/x' }],
    ['a non-numeric msid', { epaper_wealthMsid: '12a' }],
    ['a seo path climbing out', { epaper_wealthSeopath: '../admin' }],
    ['no title', { epaper_title: ' ' }],
  ])('nothing for %s', (_name, change) => {
    expect(readEpaper({ ...CONFIG, ...change } as Record<string, string>)).toBeNull();
  });
});

describe('HM-10 epaper widget', () => {
  const load = (hour: number, weekday: number) => {
    const config = vi.fn(async () => CONFIG);
    const ctx = {
      content: { editorial: { config } } as unknown as ContentClient,
      page: { page: { hour, weekday } },
    } as unknown as WidgetContext;
    return epaper.load(ctx, {});
  };

  it.each([
    [10, 2, 'wealth'],
    [12, 2, 'today'],
    [8, 1, 'wealth'],
    [8, 2, 'today'],
    [21, 0, 'wealth'],
  ])('at %i:00 on weekday %i: %s first', async (hour, weekday, first) => {
    const data = await load(hour, weekday);
    expect(data?.editions[0]?.edition).toBe(first);
    const html = renderToStaticMarkup(<epaper.View props={{}} data={data} />);
    expect(html).toContain(`data-first="${first}"`);
    expect(html.indexOf(`data-edition="${first}"`)).toBeLessThan(
      html.indexOf(`data-edition="${first === 'wealth' ? 'today' : 'wealth'}"`),
    );
    expect(html).toContain('<h2 class="widget__title">ePaper</h2>');
  });

  it('no script, a heading of its own when given; nothing for an unusable config', () => {
    expect(epaperContract.hydrate).toBe('none');
    expect(epaperContract.props.safeParse({ title: 'Today’s ePaper' }).success).toBe(true);
    expect(epaperContract.props.safeParse({ first: 'wealth' }).success).toBe(false);
    expect(renderToStaticMarkup(<epaper.View props={{}} data={null} />)).toBe('');
  });
});

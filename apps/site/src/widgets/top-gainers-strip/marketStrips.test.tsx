import { topFundsStripContract } from '@newsroom/contracts/widgets/top-funds-strip';
import { topGainersStripContract } from '@newsroom/contracts/widgets/top-gainers-strip';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ContentClient } from '../../content/client.ts';
import { ContentUnavailable } from '../../content/http.ts';
import { MarketUnavailable } from '../../content/markets/client.ts';
import type { GainersLosers } from '../../content/markets/schemas.ts';
import type { TopFundsData } from '../top-funds-strip/TopFundsStripView.tsx';
import { topFundsStrip } from '../top-funds-strip/topFundsStrip.tsx';
import type { WidgetContext } from '../types.ts';
import { toTopGainersData } from './TopGainersStripView.tsx';
import { topGainersStrip } from './topGainersStrip.tsx';

// HM-04 top gainers and top funds strips: server HTML, and `loading...` for funds the page lacks.

const row = (
  id: string,
  name: string,
  percent: number,
  url = `/${name.toLowerCase()}/stocks/companyid-${id}.cms`,
) => ({
  companyId: id,
  companyName2: `${name} Ltd`,
  companyShortName: name,
  seoName: name.toLowerCase(),
  symbol: name.toUpperCase(),
  exchange: 'NSE' as const,
  current: 530.25,
  absoluteChange: 12.4,
  percentChange: percent,
  updatedDateTime: '2026-11-19T11:42:00+05:30',
  url,
});
const gainers: GainersLosers = {
  pagesummary: {
    duration: '1d',
    exchange: 'NSE',
    sortorder: 'desc',
    pagesize: 3,
    totalrecords: 200,
    marketstatus: 'CLOSED',
    updatedDateTime: '2026-11-19T15:30:00+05:30',
  },
  searchresult: [
    row('13001', 'Kaveri', 4.12),
    row('13012', 'Konark', 3.8),
    row('13023', 'Indus', 2.1, 'javascript:x'),
  ],
};

describe('HM-04 top gainers strip', () => {
  const props = topGainersStripContract.props.parse({});
  const html = renderToStaticMarkup(<topGainersStrip.View props={props} data={toTopGainersData(gainers)} />);

  it('server-renders the first gainer in place, the others inert, with price and change', () => {
    expect(html).toMatch(/aria-roledescription="carousel"[^>]*aria-label="Top gainers" data-state="still"/);
    expect(html).toMatch(/aria-label="1 of 3" class="market-strip__item" data-state="active"/);
    expect(html.match(/ inert=""/g)).toHaveLength(2);
    expect(html).toContain('href="/kaveri/stocks/companyid-13001.cms"');
    expect(html).toContain('₹530.25');
    expect(html).toMatch(/data-direction="up".*\+4\.12%/);
    expect(html).toContain('1 / 3');
    expect(html).toContain('aria-label="Next gainer"');
  });

  it('a gainer whose link is not safe shows as text', () => {
    expect(html).toContain('<span class="market-strip__name">Indus</span>');
    expect(html).not.toContain('javascript:');
  });

  it('no gainers: nothing; bounded settings; wakes when in view', () => {
    const empty = toTopGainersData({ ...gainers, searchresult: [] });
    expect(renderToStaticMarkup(<topGainersStrip.View props={props} data={empty} />)).toBe('');
    for (const bad of [{ count: 1 }, { count: 11 }, { exchange: 'lse' }, { href: '//evil.example' }]) {
      expect(topGainersStripContract.props.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(topGainersStripContract.hydrate).toBe('visible');
  });
});

describe('HM-04 top funds strip', () => {
  const props = topFundsStripContract.props.parse({});
  const funds = [
    {
      schemeId: '15350',
      seoName: 'suvarna',
      shortName: 'Suvarna Small Cap Fund',
      r1Year: 38.08,
      url: '/suvarna/mffactsheet/schemeid-15350.cms',
    },
    {
      schemeId: '15308',
      seoName: 'sagar',
      shortName: 'Sagar Small Cap Fund',
      r1Year: -2.5,
      url: '/sagar/mffactsheet/schemeid-15308.cms',
    },
  ];
  const context = (topFunds: () => Promise<unknown>) => {
    const log = vi.fn();
    const ctx = {
      content: { markets: { topFunds: vi.fn(topFunds) } } as unknown as ContentClient,
      page: {},
      log,
    } as unknown as WidgetContext;
    return { ctx, log };
  };

  it('with the funds: the first fund and its one-year return, linking to its factsheet', async () => {
    const { ctx } = context(async () => funds);
    const data = (await topFundsStrip.load(ctx, props)) as TopFundsData;
    const html = renderToStaticMarkup(<topFundsStrip.View props={props} data={data} />);
    expect(html).toContain('data-state="still"');
    expect(html).toContain('href="/suvarna/mffactsheet/schemeid-15350.cms"');
    expect(html).toContain('1Y return');
    expect(html).toMatch(/data-direction="up".*\+38\.08%/);
    expect(html).toMatch(/data-direction="down".*−2\.50%/);
    expect(html).toContain(
      'href="/mf/best-mutual-funds-to-buy/top-mutual-fund-schemes-to-invest">Top mutual funds</a>',
    );
  });

  it('when the backend fails them: the strip still goes out, saying loading..., and the failure is logged', async () => {
    const { ctx, log } = context(async () =>
      Promise.reject(new MarketUnavailable('502 for /markets/mf/topfunds')),
    );
    const data = (await topFundsStrip.load(ctx, props)) as TopFundsData;
    expect(data).toEqual({ funds: null });
    expect(log).toHaveBeenCalledWith(
      'widget top-funds-strip: funds left to the browser: 502 for /markets/mf/topfunds',
    );
    const html = renderToStaticMarkup(<topFundsStrip.View props={props} data={data} />);
    expect(html).toContain('data-state="loading"');
    expect(html).toMatch(/<p class="market-strip__loading" role="status">loading\.\.\.<\/p>/);
    expect(html).not.toContain('<button');
  });

  it('a backend that cannot be reached fails the widget as any other (the page is then incomplete)', async () => {
    const { ctx, log } = context(async () =>
      Promise.reject(new ContentUnavailable('content backend unreachable')),
    );
    await expect(topFundsStrip.load(ctx, props)).rejects.toThrow(ContentUnavailable);
    expect(log).not.toHaveBeenCalled();
  });

  it('an empty list from the backend: nothing at all', () => {
    expect(renderToStaticMarkup(<topFundsStrip.View props={props} data={{ funds: [] }} />)).toBe('');
  });
});

import { marketMogulsContract } from '@newsroom/contracts/widgets/market-moguls';
import { stockOfTheDayContract } from '@newsroom/contracts/widgets/stock-of-the-day';
import { stockReportsPlusContract } from '@newsroom/contracts/widgets/stock-reports-plus';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { MarketMogul, ReportItem, StockOfTheDay } from '../../content/markets/schemas.ts';
import { marketMoguls } from '../market-moguls/marketMoguls.tsx';
import { reportNumber, reportValue } from '../shared/markets/report.ts';
import { stockReportsPlus } from '../stock-reports-plus/stockReportsPlus.tsx';
import type { WidgetContext } from '../types.ts';
import { stockOfTheDay } from './stockOfTheDay.tsx';

// HM-04 stock of the day, Stock Reports Plus (3 rows: expected returns, recommendation), market moguls.

const report = (id: string, name: string, upside: string, call: string): ReportItem => ({
  companyId: id,
  companyName: `${name} Ltd`,
  companyShortName: name,
  seoName: name.toLowerCase(),
  url: `/${name.toLowerCase()}/stocks/companyid-${id}.cms`,
  current: 26.05,
  data: [
    { keyId: 'sr_targetVsCurrent', value: upside },
    { keyId: 'sr_recText', value: call },
    { keyId: 'sr_targetPrice', value: '' },
    { keyId: 'sr_avgScore', value: '' },
  ],
});

describe('HM-04 stock report values', () => {
  it('reads a key’s value, and a number only when it is one', () => {
    const item = report('1', 'A', '73.90', ' Strong Buy ');
    expect(reportValue(item, 'sr_recText')).toBe('Strong Buy');
    expect(reportNumber(item, 'sr_targetVsCurrent')).toBe(73.9);
    expect(reportNumber(item, 'sr_targetPrice')).toBeNull();
    expect(reportNumber(report('1', 'A', 'NA', ''), 'sr_targetVsCurrent')).toBeNull();
    expect(reportValue({ data: [] }, 'sr_recText')).toBe('');
  });
});

describe('HM-04 stock of the day', () => {
  const data: StockOfTheDay = {
    date: '2026-11-19',
    marketstatus: 'OPEN',
    primeuser: 0,
    stock: {
      ...report('13144', 'Kaveri', '39.85', 'Strong Buy'),
      current: 1915.55,
      absoluteChange: 38.15,
      percentChange: 2.03,
    },
  };
  const html = renderToStaticMarkup(
    <stockOfTheDay.View props={stockOfTheDayContract.props.parse({})} data={data} />,
  );

  it('company (to its page), price and change, expected returns, recommendation', () => {
    expect(html).toContain('<a href="/kaveri/stocks/companyid-13144.cms">Kaveri Ltd</a>');
    expect(html).toContain('₹1,915.55');
    expect(html).toMatch(/data-direction="up".*\+38\.15 \(\+2\.03%\)/);
    expect(html).toMatch(/<dt>Expected returns<\/dt><dd class="price">\+39\.85%<\/dd>/);
    expect(html).toMatch(/<dt>Recommendation<\/dt><dd>Strong Buy<\/dd>/);
    expect(html).toContain('Pick for 19 Nov 2026');
  });
});

describe('HM-04 Stock Reports Plus', () => {
  const rows = [
    report('1', 'Kaveri', '73.90', 'Strong Buy'),
    report('2', 'Mangal', '68.91', 'Buy'),
    report('3', 'Saraswati', '', 'Buy'),
    report('4', 'Extra', '10', 'Buy'),
  ];

  it('3 rows of company, expected returns and recommendation, and the way to every report', async () => {
    const stockReports = vi.fn(async () => ({ marketstatus: 'OPEN', primeuser: 0, searchresult: rows }));
    const ctx = {
      content: { markets: { stockReportsPlus: stockReports } },
      page: {},
    } as unknown as WidgetContext;
    const props = stockReportsPlusContract.props.parse({});
    const data = await stockReportsPlus.load(ctx, props);
    expect(stockReports).toHaveBeenCalledWith(3);
    const html = renderToStaticMarkup(<stockReportsPlus.View props={props} data={data} />);
    expect(html.match(/<tr>/g)).toHaveLength(4);
    expect(html).toContain('<a href="/kaveri/stocks/companyid-1.cms">Kaveri</a>');
    expect(html).toContain('+73.90%');
    expect(html).toContain('>—<');
    expect(html).not.toContain('Extra');
    expect(html.match(/href="\/markets\/benefits\/stockreportsplus"/g)).toHaveLength(2);
  });
});

describe('HM-04 market moguls', () => {
  const mogul = (msid: string, expert: string, url = `/markets/s/articleshow/${msid}.cms`): MarketMogul => ({
    msid,
    title: `Market outlook: ${expert} of Coromandel Securities bets on auto`,
    url,
    img: `http://site.test/photos/${msid}.png`,
    synopsis: 'Analysts say…',
    date: '2026-11-12T23:20:00+05:30',
    authors: [
      {
        title: expert,
        img: 'http://site.test/photos/100201.png',
        url: null,
        designation: 'Head of Research',
        organization: 'Coromandel Securities',
      },
    ],
  });

  it('each story with its expert’s picture, name, designation and firm; the heading to the moguls page', () => {
    const html = renderToStaticMarkup(
      <marketMoguls.View
        props={marketMogulsContract.props.parse({})}
        data={[mogul('1', 'Vikram Iyer'), mogul('2', 'Priya Nair', 'javascript:x')]}
      />,
    );
    expect(html).toContain('<a href="/markets/market-moguls">Market Moguls</a>');
    expect(html).toContain('src="http://site.test/photos/100201.png?w=144&amp;h=144"');
    expect(html).toContain('<span class="mogul__name">Vikram Iyer</span>');
    expect(html).toContain('Head of Research, Coromandel Securities');
    expect(html).toContain('<a href="/markets/s/articleshow/1.cms">Market outlook: Vikram Iyer');
    // A story without a safe address is left out.
    expect(html).not.toContain('Priya Nair');
  });
});

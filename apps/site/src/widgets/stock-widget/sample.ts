import type { CompanyFeed } from '../../content/markets/schemas.ts';
import { rupees } from '../../lib/marketFormat.ts';
import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { StockWidgetData } from './StockWidgetView.tsx';

/**
 * A company's feed as the backend answers it mid-session (19 Nov 2026, 11:42 IST): locked for a
 * reader who is not Prime (no score, no reco values), open for a Prime one.
 */
export function feedOf(
  company: { id: string; name: string; symbol: string; bseCode: string; ltp: number; pchange: number },
  reader: 'free' | 'prime' = 'free',
): CompanyFeed {
  const locked = reader === 'free';
  const quote = (symbol: string, ltp: number) => {
    const prevclose = Math.round((ltp / (1 + company.pchange / 100)) * 100) / 100;
    return {
      ltp,
      change: Math.round((ltp - prevclose) * 100) / 100,
      pchange: company.pchange,
      color: company.pchange >= 0 ? ('up' as const) : ('down' as const),
      symbol,
      updatetime: '2026-11-19T11:42:00+05:30',
      open: prevclose + 2.5,
      high: Math.max(ltp, prevclose) + 6.1,
      low: Math.min(ltp, prevclose) - 4.35,
      prevclose,
    };
  };
  const nse = quote(company.symbol, company.ltp);
  const bse = quote(company.bseCode, company.ltp + 0.35);
  const metrics = (q: typeof nse) => [
    { text: 'Open', value: rupees(q.open) },
    { text: 'High', value: rupees(q.high) },
    { text: 'Low', value: rupees(q.low) },
    { text: 'Prev. Close', value: rupees(q.prevclose) },
  ];
  const seoName = company.name.toLowerCase().replaceAll(' ', '-');
  return {
    companyid: company.id,
    companyname: `${company.name} Ltd`,
    companyshortname: company.name,
    seoname: seoName,
    sector: 'Metals',
    marketstatus: 'OPEN',
    primeuser: locked ? 0 : 1,
    nse,
    bse,
    showsr: 'true',
    srurl: '/markets/benefits/stockreportsplus',
    stockscore: locked ? '' : '8',
    surl: `/${seoName}/stocks/companyid-${company.id}.cms`,
    widget: [
      {
        type: 'score',
        compname: company.name,
        locked,
        list: [{ title: 'Stock Score', value: locked ? '' : '8', style: locked ? 'neutral' : 'positive' }],
      },
      {
        type: 'reco',
        compname: company.name,
        locked,
        list: [
          { title: 'Recommendation', value: locked ? '' : 'Buy', style: locked ? 'neutral' : 'positive' },
          { title: 'Target Price', value: locked ? '' : rupees(company.ltp * 1.18), style: 'neutral' },
          { title: 'Expected Returns', value: locked ? '' : '18.0%', style: locked ? 'neutral' : 'positive' },
        ],
      },
      {
        type: 'livestream-reco',
        compname: company.name,
        locked: false,
        list: [
          { title: 'Expert', value: 'Vikram Iyer', style: 'neutral' },
          { title: 'Call', value: 'Buy', style: 'positive' },
          { title: 'Target Price', value: rupees(Math.round(company.ltp * 1.12)), style: 'neutral' },
        ],
      },
      { type: 'metrics', compname: company.name, nse: metrics(nse), bse: metrics(bse) },
    ],
  };
}

/** The story's four tagged companies: the first two as tabs, the other two in More. */
export const storyCompanies = [
  { id: '13144', name: 'Kaveri Steel', symbol: 'KAVERISTL', bseCode: '531144', ltp: 1915.55, pchange: 2.03 },
  { id: '13232', name: 'Narmada Pharma', symbol: 'NARMADAPH', bseCode: '531232', ltp: 842.3, pchange: -0.84 },
  { id: '13397', name: 'Deccan Power', symbol: 'DECCANPWR', bseCode: '531397', ltp: 311.05, pchange: 1.12 },
  {
    id: '13419',
    name: 'Malabar Shipping',
    symbol: 'MALABARSHP',
    bseCode: '531419',
    ltp: 1276.9,
    pchange: 3.4,
  },
] as const;

/** AB-04: a story tagged with four companies, read by a reader who is not Prime, at break 3. */
export const samples = {
  'stock-widget': {
    props: {},
    data: {
      id: '125004711',
      companies: storyCompanies.map(({ id, name }) => ({ id, name })),
      feed: feedOf(storyCompanies[0]),
      subscribeHref: `/prime?return=${encodeURIComponent('/markets/stocks/news/steel-makers-rally/articleshow/125004711.cms')}`,
      selected: storyCompanies[0].id,
      exchange: 'nse',
      moreOpen: false,
      links: {
        path: '/markets/stocks/news/steel-makers-rally/articleshow/125004711.cms',
        anchor: 'stock-widget-125004711',
      },
    } satisfies StockWidgetData,
    region: 'inserts',
  },
} satisfies WidgetSamples;

import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { TrendingLink } from './TrendingLinksView.tsx';

// DV-02 / AR-17: the trending links carousel in the article sidebar: 12 links from the
// latest-news list, 4 a slide, pictures at the trending thumbnail's size (one story without).

const links: [title: string, path: string, picture: number | null][] = [
  ['Sensex, Nifty close at record highs as banks lead', 'markets/stocks/news/sensex-record', 1],
  ['RBI holds the repo rate, turns neutral', 'news/economy/policy/rbi-policy', 2],
  ['Swiggy IPO subscribed 3.6 times', 'markets/ipos/fpos/swiggy-ipo', 3],
  ['Gold at ₹78,500 on festive buying', 'markets/commodities/gold-festive', 4],
  ['Tata Motors approves its demerger', 'industry/auto/tata-motors-demerger', 5],
  ['GST collections at ₹1.87 lakh crore', 'news/economy/finance/gst-october', 6],
  ['Infosys raises its revenue guidance', 'tech/technology/infosys-q2', 7],
  ['SEBI tightens F&O rules', 'markets/stocks/news/sebi-fno', null],
  ['Adani Ports buys an Australian terminal', 'industry/transportation/adani-ports', 8],
  ['Monsoon ends 8% above normal', 'news/economy/agriculture/monsoon', 1],
  ['Blinkit to add 150 dark stores', 'tech/startups/blinkit', 2],
  ['Windfall tax on crude scrapped', 'industry/energy/windfall-tax', 3],
];

export const samples = {
  'trending-links': {
    props: { count: 12 },
    data: links.map(([title, path, picture], i) => ({
      url: `/${path}/articleshow/${125490001 + i}.cms`,
      title,
      ...(picture ? { img: `/photos/${picture}.png?w=80&h=60` } : {}),
    })) satisfies TrendingLink[],
    region: 'aside',
  },
} satisfies WidgetSamples;

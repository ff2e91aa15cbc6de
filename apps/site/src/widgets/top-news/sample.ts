import type { StoryItem } from '../../content/schemas.ts';
import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { TopNewsData } from './topNews.tsx';

// DV-02 / HM-02: the home page's top news as the editors' list and the indices answer give it:
// 22 stories fitted to the column, the headline with its picture and synopsis, the markets
// widget after the 5th (the market closed, so the widget holds its figures), and the Latest list
// the tabs fetch when first opened.

const story = (msid: string, title: string, path: string, extra: Partial<StoryItem> = {}): StoryItem => ({
  msid,
  title,
  url: `/${path}/articleshow/${msid}.cms`,
  ...extra,
});

const topStories: StoryItem[] = [
  story(
    '125410001',
    'Sensex, Nifty close at record highs as banks and IT lead a broad rally',
    'markets/stocks/news/sensex-nifty-record-highs',
    {
      img: '/photos/1.png',
      synopsis:
        'The Sensex rose 812 points to 85,169 and the Nifty ended above 26,000 for the first time, as foreign investors bought ₹3,200 crore of shares on hopes of a US rate cut.',
    },
  ),
  story(
    '125410002',
    'RBI holds the repo rate at 6.5%, changes its stance to neutral',
    'news/economy/policy/rbi-policy',
  ),
  story(
    '125410003',
    'Rupee ends at 83.42 to the dollar as crude prices ease',
    'markets/forex/rupee-ends-higher',
  ),
  story(
    '125410004',
    'Reliance Q2 profit rises 9% to ₹19,323 crore on retail and Jio',
    'markets/stocks/earnings/ril-q2',
    {
      prime: true,
    },
  ),
  story(
    '125410005',
    'Tata Motors board approves splitting into two listed companies',
    'industry/auto/tata-motors-demerger',
  ),
  story(
    '125410006',
    'GST collections cross ₹1.87 lakh crore in October, up 8.9%',
    'news/economy/finance/gst-october',
  ),
  story(
    '125410007',
    'Infosys raises its revenue guidance after $2.4 billion of large deals',
    'tech/technology/infosys-q2',
  ),
  story(
    '125410008',
    'SEBI tightens rules for futures and options to curb retail losses',
    'markets/stocks/news/sebi-fno-rules',
  ),
  story(
    '125410009',
    'HDFC Bank’s loan growth slows as it narrows its deposit gap',
    'industry/banking/finance/hdfc-bank-loans',
    {
      prime: true,
    },
  ),
  story(
    '125410010',
    'Adani Ports to buy an Australian coal terminal for $2.4 billion',
    'industry/transportation/adani-ports-deal',
  ),
  story(
    '125410011',
    'Gold climbs to ₹78,500 per 10 grams on festive buying',
    'markets/commodities/gold-festive-demand',
  ),
  story(
    '125410012',
    'Monsoon ends 8% above normal, lifting kharif sowing to a record',
    'news/economy/agriculture/monsoon-kharif',
  ),
  story(
    '125410013',
    'Blinkit to add 150 dark stores as quick commerce heats up',
    'tech/startups/blinkit-dark-stores',
  ),
  story(
    '125410014',
    'Government scraps the windfall tax on domestic crude',
    'industry/energy/oil-gas/windfall-tax',
  ),
  story(
    '125410015',
    'Coal India’s output rises 6.2% in September on higher demand',
    'industry/indl-goods/coal-india-output',
  ),
  story(
    '125410016',
    'IndiGo firms up an order for 30 more Airbus A350 widebodies',
    'industry/transportation/airlines/indigo-a350',
  ),
  story(
    '125410017',
    'Swiggy IPO subscribed 3.6 times on the final day',
    'markets/ipos/fpos/swiggy-ipo-day-3',
  ),
  story(
    '125410018',
    'Maruti Suzuki’s domestic sales dip 2% as small cars slow',
    'industry/auto/cars-uvs/maruti-sales',
  ),
  story(
    '125410019',
    'Bajaj Finance shares slide after RBI lifts curbs on two products',
    'markets/stocks/news/bajaj-finance',
  ),
  story(
    '125410020',
    'Services PMI eases to 58.5, the slowest growth in ten months',
    'news/economy/indicators/services-pmi',
  ),
  story(
    '125410021',
    'L&T wins a ₹15,000 crore order for a Gulf power project',
    'industry/indl-goods/larsen-order',
  ),
  story(
    '125410022',
    'Wipro announces a 1:1 bonus issue alongside Q2 results',
    'tech/information-tech/wipro-bonus',
  ),
];

const data: TopNewsData = {
  stories: topStories,
  tab: 'top',
  links: { path: '/', anchor: 'top-news' },
  latest: null,
  markets: {
    marketstatus: 'CLOSED',
    updatedDateTime: '2025-11-14T15:31:00+05:30',
    indices: [
      { indexId: '2369', name: 'Sensex', current: 85169.87, absoluteChange: 812.4, percentChange: 0.96 },
      { indexId: '2371', name: 'Nifty 50', current: 26004.15, absoluteChange: 240.1, percentChange: 0.93 },
      { indexId: '1913', name: 'Nifty Bank', current: 54467.35, absoluteChange: 671.7, percentChange: 1.25 },
      {
        indexId: '2912',
        name: 'Nifty Midcap 100',
        current: 60342.05,
        absoluteChange: -112.35,
        percentChange: -0.19,
      },
    ],
  },
};

export const samples = {
  'top-news': {
    props: { count: 22, marketsAfter: 5 },
    data: data satisfies TopNewsData,
    region: 'main',
  },
} satisfies WidgetSamples;

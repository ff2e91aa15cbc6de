import type { StoryItem } from '../../content/schemas.ts';
import type { WidgetSamples } from '../shared/stories/samples.ts';

// DV-02 / AB-12: a section list in the article sidebar, "Stocks in the news", every story with
// its picture, as the section's list call answers it.

export const samples = {
  'section-news': {
    props: {
      sectionId: '2146843',
      title: 'Stocks in the news',
      href: '/markets/stocks/news',
      count: 5,
      pictures: 'all',
    },
    data: [
      {
        msid: '125430001',
        title: 'Bharat Electronics jumps 6% on a ₹3,000 crore defence order',
        url: '/markets/stocks/news/bel-defence-order/articleshow/125430001.cms',
        img: '/photos/2.png',
        synopsis:
          'The radar maker’s order book now stands at ₹76,000 crore, about 3.4 times its annual revenue.',
      },
      {
        msid: '125430002',
        title: 'Titan slips 3% as gold prices squeeze jewellery margins',
        url: '/markets/stocks/news/titan-margins/articleshow/125430002.cms',
        img: '/photos/3.png',
      },
      {
        msid: '125430003',
        title: 'Brokerages raise targets on ICICI Bank after a clean quarter',
        url: '/markets/stocks/news/icici-bank-targets/articleshow/125430003.cms',
        img: '/photos/4.png',
        prime: true,
      },
      {
        msid: '125430004',
        title: 'Dixon Technologies hits a record on a smartphone tie-up',
        url: '/markets/stocks/news/dixon-record/articleshow/125430004.cms',
        img: '/photos/5.png',
      },
      {
        msid: '125430005',
        title: 'Asian Paints falls for a fifth session as competition bites',
        url: '/markets/stocks/news/asian-paints-falls/articleshow/125430005.cms',
        img: '/photos/6.png',
      },
    ] satisfies StoryItem[],
    region: 'aside',
  },
} satisfies WidgetSamples;

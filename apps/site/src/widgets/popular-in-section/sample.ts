import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { PopularInSectionData } from './popularInSection.tsx';

// DV-02 / AB-12: "Popular in Markets" beside a markets story: the section's top five, the
// article itself left out, numbered.

export const samples = {
  'popular-in-section': {
    props: { count: 5 },
    data: {
      section: 'Markets',
      stories: [
        {
          msid: '125450001',
          title: 'Five stocks analysts expect to gain 20% in the next year',
          url: '/markets/stocks/recos/five-stocks/articleshow/125450001.cms',
          img: '/photos/2.png',
          prime: true,
        },
        {
          msid: '125450002',
          title: 'Why foreign investors are returning to Indian banks',
          url: '/markets/stocks/news/fpi-banks/articleshow/125450002.cms',
          img: '/photos/3.png',
        },
        {
          msid: '125450003',
          title: 'Nifty’s record: what the charts say about the next leg',
          url: '/markets/stocks/news/nifty-charts/articleshow/125450003.cms',
          img: '/photos/4.png',
        },
        {
          msid: '125450004',
          title: 'IPO pipeline: 28 companies to raise ₹42,000 crore by March',
          url: '/markets/ipos/fpos/ipo-pipeline/articleshow/125450004.cms',
          img: '/photos/5.png',
        },
        {
          msid: '125450005',
          title: 'Small caps or large caps: where fund managers are putting money',
          url: '/markets/stocks/news/fund-managers/articleshow/125450005.cms',
          img: '/photos/6.png',
        },
      ],
    } satisfies PopularInSectionData,
    region: 'aside',
  },
} satisfies WidgetSamples;

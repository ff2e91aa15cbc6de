import type { StoryItem } from '../../content/schemas.ts';
import type { WidgetSamples } from '../shared/stories/samples.ts';

// DV-02 / AB-12: the publication's three newest stories in the article sidebar, each with its
// picture, as the latest-news call answers them.

export const samples = {
  'latest-from-publisher': {
    props: { count: 3 },
    data: [
      {
        msid: '125440001',
        title: 'Cabinet clears ₹1 lakh crore fund for private research and development',
        url: '/news/economy/policy/rd-fund/articleshow/125440001.cms',
        img: '/photos/7.png',
      },
      {
        msid: '125440002',
        title: 'Air India to take 30 more Airbus jets as traffic recovers',
        url: '/industry/transportation/airlines/air-india-airbus/articleshow/125440002.cms',
        img: '/photos/8.png',
      },
      {
        msid: '125440003',
        title: 'How SIP flows of ₹25,000 crore a month are changing the market',
        url: '/mf/analysis/sip-flows/articleshow/125440003.cms',
        img: '/photos/1.png',
        prime: true,
      },
    ] satisfies StoryItem[],
    region: 'aside',
  },
} satisfies WidgetSamples;

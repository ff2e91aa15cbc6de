import type { StoryItem } from '../../content/schemas.ts';
import type { WidgetSamples } from '../shared/stories/samples.ts';

// DV-02 / AR-18: the most-read stories in the article sidebar, numbered (ranked from the
// latest-news list after the three "latest from" shows; docs/decisions.md).

export const samples = {
  'most-popular': {
    props: { count: 5 },
    data: [
      {
        msid: '125470001',
        title: '8th Pay Commission: how much central government salaries could rise',
        url: '/news/economy/policy/8th-pay-commission/articleshow/125470001.cms',
      },
      {
        msid: '125470002',
        title: 'Gold price today: yellow metal at ₹78,500 per 10 grams',
        url: '/markets/commodities/news/gold-price-today/articleshow/125470002.cms',
      },
      {
        msid: '125470003',
        title: 'Income tax: five deductions salaried people often miss',
        url: '/wealth/tax/five-deductions/articleshow/125470003.cms',
        prime: true,
      },
      {
        msid: '125470004',
        title: 'Swiggy IPO: grey market premium before the listing',
        url: '/markets/ipos/fpos/swiggy-gmp/articleshow/125470004.cms',
      },
      {
        msid: '125470005',
        title: 'EPFO raises the wage ceiling to ₹21,000 a month',
        url: '/wealth/personal-finance-news/epfo-wage-ceiling/articleshow/125470005.cms',
      },
    ] satisfies StoryItem[],
    region: 'aside',
  },
} satisfies WidgetSamples;

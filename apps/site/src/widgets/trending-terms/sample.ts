import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { TrendingTermsData } from './TrendingTermsView.tsx';

const terms = [
  'Sensex today',
  'Nifty 50',
  'Rupee vs dollar',
  'Gold rate',
  'RBI policy',
  'IPO GMP',
  'HDFC Bank share price',
  'Income tax slabs',
  'SIP returns',
  'Crude oil price',
  'FPI flows',
  'Adani Group',
];

/** HM-05: the Markets section's twelve trending terms, three slides of four. */
export const samples = {
  'trending-terms': {
    props: { sectionId: '2146846' },
    data: {
      title: 'Trending in Markets',
      terms: terms.map((title) => ({
        title,
        url: `/topic/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      })),
    } satisfies TrendingTermsData,
    region: 'main',
  },
} satisfies WidgetSamples;

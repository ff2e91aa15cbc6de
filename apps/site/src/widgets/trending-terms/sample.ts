import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { TrendingTermsData } from './TrendingTermsView.tsx';
import { trendingTitle } from './trendingTerms.tsx';

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

const termLinks = terms.map((title) => ({
  title,
  url: `/topic/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
}));

/**
 * The names of the sections home.json gives its trending-terms carousels, as the demo backend
 * names them: sample data of its own, so stories never import the backend (issue 28);
 * scripts/sample-sections.test.ts holds them to the seed.
 */
export const sampleSectionNames: Readonly<Record<string, string>> = {
  '5575607': 'Industry',
  '13352306': 'Markets',
  '82519373': 'Crypto',
  '91745395': 'Spotlight',
  '897228639': 'Jobs',
  '13357270': 'Tech',
  '47280660': 'Rise',
  '837555174': 'Wealth',
  '359241701': 'Mutual Funds',
  '32897146': 'Panache',
  '2146846': 'Opinion',
  '858478126': 'International',
};

/** A section's sample name, titled as the loader titles it. */
const titleFor = (props: Record<string, unknown>) => {
  const sectionId = typeof props.sectionId === 'string' ? props.sectionId : null;
  const name =
    sectionId !== null && Object.hasOwn(sampleSectionNames, sectionId) ? sampleSectionNames[sectionId]! : '';
  const given = typeof props.title === 'string' ? props.title : undefined;
  return trendingTitle(given, { name, terms: [] }, sectionId);
};

/** HM-05: the Markets section's twelve trending terms, three slides of four. */
export const samples = {
  'trending-terms': {
    props: { sectionId: '2146846' },
    data: { title: 'Trending in Markets', terms: termLinks } satisfies TrendingTermsData,
    dataFor: (props) => ({ title: titleFor(props), terms: termLinks }) satisfies TrendingTermsData,
    region: 'main',
  },
} satisfies WidgetSamples;

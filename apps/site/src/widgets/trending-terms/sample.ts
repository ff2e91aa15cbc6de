import { allSectionSeeds } from '../../../../content-api/src/seed/sections.ts';
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

/** The demo backend's name for a section, titled as the loader titles it. */
const titleFor = (props: Record<string, unknown>) => {
  const sectionId = typeof props.sectionId === 'string' ? props.sectionId : null;
  const name = allSectionSeeds.find((section) => String(section.id) === sectionId)?.name ?? '';
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

import type { MarketMogul } from '../../content/markets/schemas.ts';
import type { WidgetSamples } from '../shared/stories/samples.ts';

const mogul = (
  msid: string,
  title: string,
  expert: { name: string; designation: string; organization: string; photo: number },
): MarketMogul => ({
  msid,
  title,
  url: `/markets/stocks/news/market-outlook/articleshow/${msid}.cms`,
  img: `/photos/${expert.photo}.png`,
  synopsis:
    'Earnings upgrades have been concentrated in a few sectors; the rest of the market is priced for perfection.',
  date: '2026-11-19T07:30:00+05:30',
  authors: [
    {
      title: expert.name,
      img: `/photos/${expert.photo}.png`,
      url: null,
      designation: expert.designation,
      organization: expert.organization,
    },
  ],
});

/** HM-04: three experts' stories, as the home page's layout asks for them (count 3). */
export const samples = {
  'market-moguls': {
    props: { count: 3 },
    data: [
      mogul('125004711', 'Private banks look cheap after a year of underperformance, says Vikram Iyer', {
        name: 'Vikram Iyer',
        designation: 'Head of Research',
        organization: 'Coromandel Securities',
        photo: 1,
      }),
      mogul('125004702', 'Why Priya Nair is adding auto ancillaries ahead of the wedding season', {
        name: 'Priya Nair',
        designation: 'Chief Investment Officer',
        organization: 'Harbourline Capital',
        photo: 2,
      }),
      mogul('125004688', 'Small caps need earnings, not flows, to climb from here: Arjun Mehta', {
        name: 'Arjun Mehta',
        designation: 'Fund Manager',
        organization: 'Vindhya Asset Management',
        photo: 3,
      }),
    ] satisfies MarketMogul[],
    region: 'main',
  },
} satisfies WidgetSamples;

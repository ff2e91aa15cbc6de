import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { EpaperData, EpaperEditionCard } from './epaper.tsx';

const today: EpaperEditionCard = {
  edition: 'today',
  title: 'Today’s paper',
  href: 'https://epaper.ledger.example/timesepaper/publication-the-economic-ledger,city-delhi.cms',
  cover: '/photos/3.png',
};
const wealth: EpaperEditionCard = {
  edition: 'wealth',
  title: 'Wealth edition, 16–22 March 2026',
  href: 'https://epaper.ledger.example/wealth/wealth_editionshow/2147062.cms',
  cover: '/photos/4.png',
};

/** HM-10 outside the Wealth windows: today's paper first. */
export const samples = {
  epaper: {
    props: {},
    data: { title: 'ePaper', editions: [today, wealth] } satisfies EpaperData,
    region: 'main',
  },
} satisfies WidgetSamples;

/** HM-10 in a Wealth window (10–11, 15–16, 20–21 India time; Mondays also 8–9): Wealth first. */
export const wealthFirst: EpaperData = { title: 'ePaper', editions: [wealth, today] };

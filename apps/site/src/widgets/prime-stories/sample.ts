import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { PrimeStoryCard } from './PrimeStoriesView.tsx';

// DV-02 AB-18 eight Prime stories in four steps of two, as the loader leaves them.
const headlines = [
  'How Tata Electronics plans to make iPhones profitable in Hosur',
  'Inside HDFC Bank’s deposit squeeze: why its loan growth is slowing',
  'The quiet rise of SME IPOs, and the auditors no one has heard of',
  'Adani Green’s Khavda bet: 30 GW in the desert, and who pays for the lines',
  'Why India’s pharma exporters are worried about the US Biosecure Act',
  'Zepto, Blinkit and the dark-store land grab in tier-2 cities',
  'Coal India’s dividend machine faces its biggest test yet',
  'What the new labour codes mean for gig platforms’ margins',
] as const;

export const samples = {
  'prime-stories': {
    props: { count: 8 },
    data: headlines.map((title, index) => ({
      msid: String(125990301 + index),
      url: `/prime/corporate/${125990301 + index}/articleshow/${125990301 + index}.cms`,
      title,
      img: `/photos/${index + 1}.png`,
    })) satisfies PrimeStoryCard[],
    region: 'inserts',
  },
} satisfies WidgetSamples;

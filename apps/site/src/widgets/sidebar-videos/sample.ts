import type { StoryItem } from '../../content/schemas.ts';
import type { WidgetSamples } from '../shared/stories/samples.ts';

const videos = [
  'Market outlook: Nifty may test 20,000 this week, says Motilal’s Siddhartha Khemka',
  'Budget 2026 wishlist: what salaried taxpayers want from the FM',
  'How the RBI’s rate pause affects your home loan EMI',
  'Tata Steel CEO on European operations and the road to net zero',
  'Three midcap IT stocks to buy after the recent correction',
  'Gold or equities: where should you invest this Diwali?',
  'Inside Ola Electric’s gigafactory in Krishnagiri',
  'Should you buy the Tata Technologies IPO? Analysts weigh in',
  'Crude at $90: what it means for India’s current account deficit',
  'Startup funding winter: founders on surviving 2026',
];

/** AB-12: the Videos desk's ten newest, each with its picture and play mark. */
export const samples = {
  'sidebar-videos': {
    props: { count: 10 },
    data: videos.map((title, i) => ({
      msid: String(104310500 + i),
      title,
      url: `/videos/markets/video-${i + 1}/videoshow/${104310500 + i}.cms`,
      img: `/photos/${(i % 8) + 1}.png`,
      type: 'VIDEO',
    })) satisfies StoryItem[],
    region: 'aside',
  },
} satisfies WidgetSamples;

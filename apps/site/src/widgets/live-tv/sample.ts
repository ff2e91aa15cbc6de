import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { LiveTvData } from './liveTv.tsx';

/** HM-09: the broadcaster's stream from the `livetv` config (the shipped clips, served in Storybook). */
export const liveTvSample: LiveTvData = {
  title: 'Ledger TV: markets live',
  sources: [
    { src: '/clips/markets.webm', type: 'video/webm' },
    { src: '/clips/markets.mp4', type: 'video/mp4' },
  ],
  poster: '/photos/1.png',
};

/** home_status 1 with rhs_slot: in the right column. */
export const samples = {
  'live-tv': { props: {}, data: liveTvSample, region: 'right' },
} satisfies WidgetSamples;

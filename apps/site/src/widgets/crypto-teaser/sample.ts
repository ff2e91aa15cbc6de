import type { WidgetSamples } from '../shared/stories/samples.ts';

/** AB-20: the story's "did you know" fact, after the crypto table at break 8. */
export const samples = {
  'crypto-teaser': {
    props: {},
    data: 'Bitcoin’s supply is capped at 21 million coins; the last of them is expected to be mined around the year 2140.' satisfies
      | string
      | null,
    region: 'inserts',
  },
} satisfies WidgetSamples;

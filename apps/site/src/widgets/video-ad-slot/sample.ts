import type { AdSlotData } from '../ad-slot/adSlot.tsx';
import type { WidgetSamples } from '../shared/stories/samples.ts';

/** AB-03 / AB-23: the video slot at break 5 of a story, for a reader in India. */
export const samples = {
  'video-ad-slot': {
    props: {},
    data: { geo: 'IN', msid: '104210301' } satisfies AdSlotData,
    region: 'inserts',
  },
} satisfies WidgetSamples;

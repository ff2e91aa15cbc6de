import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { AdSlotData } from './adSlot.tsx';

// DV-02 / AB-23: an article sidebar's rectangle (mrec4) for a reader in India, as the server
// renders it: the label and the 300 × 250 box reserved, the loader yet to ask.

export const samples = {
  'ad-slot': {
    props: { slot: 'mrec4' },
    data: { geo: 'IN', msid: '125410004' } satisfies AdSlotData,
    region: 'aside',
  },
} satisfies WidgetSamples;

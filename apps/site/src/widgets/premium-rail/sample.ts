import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { PremiumRailData } from './premiumRail.tsx';

// DV-02 / AB-10: the premium layout's left column beside a Prime markets story: the Prime mark,
// the section linked through the navigation, the reading time.

export const samples = {
  'premium-rail': {
    props: {},
    data: { section: { name: 'Markets', href: '/markets' }, readMinutes: 7 } satisfies PremiumRailData,
    region: 'left',
  },
} satisfies WidgetSamples;

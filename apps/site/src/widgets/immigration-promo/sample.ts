import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { ImmigrationPromoData } from './immigrationPromo.tsx';

// DV-02 / AR-19: the immigration promo beside a visa story whose id ends in 3 (the fourth wording).

export const samples = {
  'immigration-promo': {
    props: {},
    data: {
      variant: 3,
      headline: 'H-1B, skilled worker or PR: which route suits you?',
      cta: 'Find your route',
    } satisfies ImmigrationPromoData,
    region: 'aside',
  },
} satisfies WidgetSamples;

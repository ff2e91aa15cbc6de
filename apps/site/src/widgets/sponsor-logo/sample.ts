import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { Sponsor } from './sponsorLogo.tsx';

/** AB-11: the tech section's sponsor as the `common` config names it. */
export const samples = {
  'sponsor-logo': {
    props: {},
    data: {
      name: 'Kestrel Cloud',
      href: 'https://www.kestrelcloud.example/in',
      logo: '/photos/5.png',
    } satisfies Sponsor,
    region: 'aside',
  },
} satisfies WidgetSamples;

import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { EventBanner } from './eventBanner.tsx';

/** AB-11: the summit banner as the `common` config fills it (etsummit_banner_*). */
export const samples = {
  'event-banner': {
    props: { banner: 'summit' },
    data: {
      title: 'Ledger Global Business Summit 2026',
      text: 'New Delhi, 18–19 February: India’s growth decade, with ministers and 40 CEOs',
      href: '/events/global-business-summit-2026',
      picture: '/photos/2.png',
    } satisfies EventBanner,
    region: 'aside',
  },
} satisfies WidgetSamples;

/** AB-11: the awards banner (etexcellence_awardbanner_*). */
export const awardsBanner = {
  props: { banner: 'awards' },
  data: {
    title: 'Ledger Corporate Excellence Awards',
    text: 'The jury’s shortlist is out: vote for the Company of the Year',
    href: '/events/corporate-excellence-awards',
    picture: '/photos/6.png',
  } satisfies EventBanner,
};

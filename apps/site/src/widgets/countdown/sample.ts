import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { CountdownData } from './countdown.tsx';

/** 18 February 2026, 10:00 AM India time (the config's `2/18/2026 10:00 AM`), epoch ms. */
const TARGET = Date.UTC(2026, 1, 18, 4, 30);
/** The server rendered the page 26 h 4 min 9 s before it. */
const RENDERED_AT = TARGET - ((26 * 60 + 4) * 60 + 9) * 1000;

/** HM-08: the summit's countdown, a day and more to go. */
export const samples = {
  countdown: {
    props: {},
    data: {
      title: 'Ledger Wealth Summit 2026',
      eventText: 'Allocation calls from 20 fund managers, streamed live from Mumbai',
      href: '/events/wealth-summit-2026',
      target: TARGET,
      renderedAt: RENDERED_AT,
    } satisfies CountdownData,
    region: 'main',
  },
} satisfies WidgetSamples;

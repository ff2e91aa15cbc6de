import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { MarketsWidgetData } from './MarketsWidgetView.tsx';

const at = '2026-11-19T11:42:00+05:30';

/** HM-02 / HM-03: the four indices mid-session, in the home page's premium column. */
export const samples = {
  'markets-widget': {
    props: {},
    data: {
      marketstatus: 'OPEN',
      updatedDateTime: at,
      indices: [
        {
          indexId: 'nifty-50',
          name: 'Nifty 50',
          current: 26192.15,
          absoluteChange: 143.6,
          percentChange: 0.55,
        },
        { indexId: 'sensex', name: 'Sensex', current: 85632.68, absoluteChange: 446.21, percentChange: 0.52 },
        {
          indexId: 'nifty-bank',
          name: 'Nifty Bank',
          current: 59347.7,
          absoluteChange: -121.35,
          percentChange: -0.2,
        },
        {
          indexId: 'nifty-it',
          name: 'Nifty IT',
          current: 37018.45,
          absoluteChange: 402.9,
          percentChange: 1.1,
        },
      ],
    } satisfies MarketsWidgetData,
    region: 'premium',
  },
} satisfies WidgetSamples;

import type { StockOfTheDay } from '../../content/markets/schemas.ts';
import { reportItem } from '../shared/markets/reportItem.stories-data.ts';
import type { WidgetSamples } from '../shared/stories/samples.ts';

/** HM-04: the session's pick as a reader who is not Prime gets it, on the home page's column. */
export const samples = {
  'stock-of-the-day': {
    props: {},
    data: {
      date: '2026-11-19',
      marketstatus: 'OPEN',
      primeuser: 0,
      stock: {
        ...reportItem('13144', 'Kaveri Steel', '24.60', 'Strong Buy'),
        current: 1915.55,
        absoluteChange: 38.15,
        percentChange: 2.03,
      },
    } satisfies StockOfTheDay,
    region: 'main',
  },
} satisfies WidgetSamples;

import type { ReportItem } from '../../content/markets/schemas.ts';
import { reportItem } from '../shared/markets/reportItem.stories-data.ts';
import type { WidgetSamples } from '../shared/stories/samples.ts';

/** HM-04: three reports as the home page's layout asks for them (count 3). */
export const samples = {
  'stock-reports-plus': {
    props: { count: 3 },
    data: [
      reportItem('13144', 'Kaveri Steel', '31.40', 'Strong Buy'),
      reportItem('13232', 'Narmada Pharma', '18.75', 'Buy'),
      reportItem('13397', 'Deccan Power', '9.20', 'Hold'),
    ] satisfies ReportItem[],
    region: 'main',
  },
} satisfies WidgetSamples;

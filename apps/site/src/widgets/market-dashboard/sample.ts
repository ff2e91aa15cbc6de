import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { MarketDashboardData } from './MarketDashboardView.tsx';
import type { DashboardRow } from './rows.ts';

export const dashboardRow = (id: string, name: string, price: number, percent: number): DashboardRow => ({
  id,
  name,
  url: `/${name.toLowerCase().replaceAll(' ', '-')}/stocks/companyid-${id}.cms`,
  price,
  change: Math.round(((price * percent) / (100 + percent)) * 100) / 100,
  percent,
});

/** AB-12: NSE's four biggest rises of the day, mid-session, in the article's column. */
export const samples = {
  'market-dashboard': {
    props: {},
    data: {
      exchange: 'nse',
      list: 'gainers',
      links: {
        path: '/markets/stocks/news/steel-makers-rally/articleshow/125004711.cms',
        anchor: 'market-dashboard',
      },
      answer: {
        duration: '1d',
        open: true,
        rows: [
          dashboardRow('13144', 'Kaveri Steel', 1915.55, 7.84),
          dashboardRow('13232', 'Narmada Pharma', 842.3, 6.12),
          dashboardRow('13397', 'Deccan Power', 311.05, 5.47),
          dashboardRow('13419', 'Malabar Shipping', 1276.9, 4.96),
        ],
      },
    } satisfies MarketDashboardData,
    region: 'aside',
  },
} satisfies WidgetSamples;

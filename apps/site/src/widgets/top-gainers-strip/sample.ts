import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { GainerItem, TopGainersData } from './TopGainersStripView.tsx';

const gainer = (companyId: string, name: string, current: number, percentChange: number): GainerItem => ({
  companyId,
  name,
  url: `/${name.toLowerCase().replaceAll(' ', '-')}/stocks/companyid-${companyId}.cms`,
  current,
  absoluteChange: Math.round(((current * percentChange) / (100 + percentChange)) * 100) / 100,
  percentChange,
});

/** HM-04: the day's five biggest NSE rises mid-session, on the home page's column. */
export const samples = {
  'top-gainers-strip': {
    props: {},
    data: {
      marketstatus: 'OPEN',
      rows: [
        gainer('13144', 'Kaveri Steel', 1915.55, 7.84),
        gainer('13232', 'Narmada Pharma', 842.3, 6.12),
        gainer('13397', 'Deccan Power', 311.05, 5.47),
        gainer('13419', 'Malabar Shipping', 1276.9, 4.96),
        gainer('13507', 'Sahyadri Cement', 2480.15, 4.31),
      ],
    } satisfies TopGainersData,
    region: 'main',
  },
} satisfies WidgetSamples;

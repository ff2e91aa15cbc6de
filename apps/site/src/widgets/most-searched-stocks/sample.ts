import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { MostSearchedData, MostSearchedRow } from './rows.ts';

const row = (
  id: string,
  name: string,
  price: number,
  percent: number,
  upside: number | null,
): MostSearchedRow => ({
  id,
  name,
  url: `/${name.toLowerCase().replaceAll(' ', '-')}/stocks/companyid-${id}.cms`,
  price,
  change: Math.round(((price * percent) / (100 + percent)) * 100) / 100,
  percent,
  upside,
});

/** AB-12: the fifteen most-searched stocks mid-session (five shown, ten behind "Load more"). */
export const samples = {
  'most-searched-stocks': {
    props: {},
    data: {
      open: true,
      rows: [
        row('13144', 'Kaveri Steel', 1915.55, 2.03, 24.6),
        row('13232', 'Narmada Pharma', 842.3, -0.84, 18.75),
        row('13397', 'Deccan Power', 311.05, 1.12, null),
        row('13419', 'Malabar Shipping', 1276.9, 3.4, 9.2),
        row('13507', 'Sahyadri Cement', 2480.15, -1.76, 12.05),
        row('13518', 'Ganga Textiles', 146.8, 0.42, 31.4),
        row('13529', 'Indus Bank', 1689.25, -0.35, 15.8),
        row('13540', 'Himalaya Foods', 5212.6, 0.91, 6.3),
        row('13551', 'Chola Motors', 978.45, 2.66, 21.1),
        row('13562', 'Konkan Ports', 622.1, -2.18, null),
        row('13573', 'Bharat Telecom', 1534.7, 0.08, 11.9),
        row('13584', 'Surya Solar', 412.35, 4.87, 27.5),
        row('13595', 'Vijay Chemicals', 2087.9, -0.61, 8.4),
        row('13606', 'Yamuna Realty', 733.2, 1.39, 19.3),
        row('13617', 'Pragati Infra', 264.55, -3.05, 35.2),
      ],
    } satisfies MostSearchedData,
    region: 'aside',
  },
} satisfies WidgetSamples;

import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { FundCard } from './funds.ts';

const fund = (id: string, name: string, category: string, r1Year: number): FundCard => ({
  id,
  name,
  category,
  url: `/${name.toLowerCase().replaceAll(' ', '-').replaceAll('&', 'and')}/mffactsheet/schemeid-${id}.cms`,
  r1Year,
});

/** AB-12: the eleven best one-year returns in slides of 4, 4 and 3, in the article's column. */
export const samples = {
  'discover-mutual-funds': {
    props: {},
    data: [
      [
        fund('17258', 'Kaveri Small Cap Fund', 'Small Cap', 28.64),
        fund('17269', 'Deccan Midcap Opportunities Fund', 'Mid Cap', 26.92),
        fund('17203', 'Suvarna Flexi Cap Fund', 'Flexi Cap', 19.98),
        fund('17291', 'Konkan Infrastructure Fund', 'Sectoral', 19.41),
      ],
      [
        fund('17214', 'Uday Flexi Cap Fund', 'Flexi Cap', 18.35),
        fund('17280', 'Narmada Large & Midcap Fund', 'Large & Mid Cap', 17.1),
        fund('17302', 'Himalaya Value Fund', 'Value', 16.72),
        fund('17313', 'Ganga ELSS Tax Saver Fund', 'ELSS', 15.9),
      ],
      [
        fund('17324', 'Chola Bluechip Fund', 'Large Cap', 14.85),
        fund('17335', 'Indus Balanced Advantage Fund', 'Dynamic Asset Allocation', 11.2),
        fund('17346', 'Sagar Equity Savings Fund', 'Equity Savings', 8.95),
      ],
    ] satisfies FundCard[][],
    region: 'aside',
  },
} satisfies WidgetSamples;

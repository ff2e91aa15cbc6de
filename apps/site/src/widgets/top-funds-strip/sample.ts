import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { FundItem, TopFundsData } from './TopFundsStripView.tsx';

const fund = (schemeId: string, name: string, r1Year: number): FundItem => ({
  schemeId,
  name,
  url: `/${name.toLowerCase().replaceAll(' ', '-')}/mffactsheet/schemeid-${schemeId}.cms`,
  r1Year,
});

/** HM-04: the five best one-year returns, on the home page's column. */
export const samples = {
  'top-funds-strip': {
    props: {},
    data: {
      funds: [
        fund('17203', 'Suvarna Flexi Cap Fund', 19.98),
        fund('17258', 'Kaveri Small Cap Fund', 18.64),
        fund('17269', 'Deccan Midcap Opportunities Fund', 17.92),
        fund('17214', 'Uday Flexi Cap Fund', 16.35),
        fund('17280', 'Narmada Large & Midcap Fund', 15.1),
      ],
    } satisfies TopFundsData,
    region: 'main',
  },
} satisfies WidgetSamples;

import type { WidgetSamples } from '../shared/stories/samples.ts';
import { type RadarCollection, UPSIDE_RADAR_PATH } from './collections.ts';

const screener = (id: string, name: string, upside: number, companies: number) => ({
  id,
  name,
  description: `${name}: stocks whose analysts’ targets sit well above the price now.`,
  url: `${UPSIDE_RADAR_PATH}/${name.toLowerCase().replaceAll(' ', '-')}/id-${id}`,
  upside,
  companies,
});

/** AB-12: four collections of two screeners each, in the article's column. */
export const samples = {
  'upside-radar': {
    props: {},
    data: [
      {
        id: '101',
        name: 'Large caps',
        screeners: [
          screener('10101', 'Bluechips with big upside', 28.4, 18),
          screener('10102', 'Banks below target', 22.1, 11),
        ],
      },
      {
        id: '102',
        name: 'Mid caps',
        screeners: [
          screener('10201', 'Midcap compounders', 34.7, 24),
          screener('10202', 'Capital goods on discount', 26.9, 15),
        ],
      },
      {
        id: '103',
        name: 'Small caps',
        screeners: [
          screener('10301', 'Small caps with strong buy', 41.2, 31),
          screener('10302', 'Export champions', 29.5, 17),
        ],
      },
      {
        id: '104',
        name: 'Dividend stocks',
        screeners: [
          screener('10401', 'High yield, high upside', 19.8, 22),
          screener('10402', 'PSU dividend payers', 17.3, 14),
        ],
      },
    ] satisfies RadarCollection[],
    region: 'aside',
  },
} satisfies WidgetSamples;

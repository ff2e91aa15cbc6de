import type { GoldCities } from '../../content/markets/schemas.ts';
import type { WidgetSamples } from '../shared/stories/samples.ts';

const city = (name: string, gram24: number) => {
  const gram22 = Math.round((gram24 * 22) / 24);
  const seoName = `gold-rate-in-${name.toLowerCase()}`;
  return {
    goldCityName: name,
    seoName,
    url: `/markets/${seoName}`,
    spot22cPrice: gram22,
    spot22c8gPrice: gram22 * 8,
    spot24cPrice: gram24,
    spot24c8gPrice: gram24 * 8,
  };
};

/** AB-20: today's rates in four cities, as the layouts ask for them (count 4) at break 8. */
export const samples = {
  'gold-table': {
    props: { count: 4 },
    data: {
      date: '2026-11-19',
      data: [city('Mumbai', 13749), city('Delhi', 13675), city('Chennai', 13719), city('Kolkata', 13762)],
    } satisfies GoldCities,
    region: 'inserts',
  },
} satisfies WidgetSamples;

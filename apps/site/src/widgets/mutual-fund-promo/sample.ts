import type { Fund } from '../../content/markets/schemas.ts';
import type { WidgetSamples } from '../shared/stories/samples.ts';

const fund = (id: string, shortName: string, r1Year: number, r3Year: number, nav: number): Fund => {
  const seoName = shortName.toLowerCase().replaceAll(' ', '-');
  return {
    schemeId: id,
    seoName,
    shortName,
    schemeName: `${shortName} Direct-Growth`,
    category: 'Flexi Cap',
    r1Year,
    r3Year,
    nav,
    url: `/${seoName}/mffactsheet/schemeid-${id}.cms`,
  };
};

/** AB-20: the best four flexi-cap funds, as the article layout asks for them at break 6. */
export const samples = {
  'mutual-fund-promo': {
    props: { category: 'Flexi Cap', count: 4 },
    data: [
      fund('17203', 'Suvarna Flexi Cap Fund', 19.98, 21.4, 112.35),
      fund('17214', 'Uday Flexi Cap Fund', 19.96, 18.2, 64.8),
      fund('17225', 'Harbourline Flexi Cap Fund', 17.4, 16.9, 241.12),
      fund('17236', 'Vindhya Flexi Cap Fund', 16.05, 15.3, 38.07),
    ] satisfies Fund[],
    region: 'inserts',
  },
} satisfies WidgetSamples;

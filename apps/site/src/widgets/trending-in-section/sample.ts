import type { WidgetSamples } from '../shared/stories/samples.ts';
import type { TrendingInSectionData } from './trendingInSection.tsx';

const headlines = [
  'Sensex ends 612 points higher as banks lead a broad rally',
  'Rupee closes at 83.12 against the dollar on steady FPI inflows',
  'HDFC Bank shares hit a record after Q2 net profit rises 18%',
  'Nifty IT index slips 1.4% as Infosys trims its revenue guidance',
  'Reliance Industries to demerge its new energy unit, board says',
  'Gold rises ₹420 to ₹61,850 per 10 grams in Delhi bullion market',
  'SEBI tightens rules for F&O trading by retail investors',
  'Adani Ports Q2 profit up 37% on record cargo volumes',
  'Tata Motors shares jump 6% on strong JLR wholesales',
  'Bond yields ease to 7.18% after RBI keeps repo rate at 6.5%',
  'Paytm shares fall 9% after the RBI curbs its payments bank',
  'Maruti Suzuki October sales rise 19% to a record 1.99 lakh units',
  'Bajaj Finance raises ₹8,800 crore through a QIP',
  'Zomato turns profitable for the third quarter in a row',
  'Coal India declares an interim dividend of ₹15.25 a share',
];

/** AB-12: the Markets section's trending stories, ten open and five under "More trending". */
export const samples = {
  'trending-in-section': {
    props: { count: 30 },
    data: {
      section: 'Markets',
      stories: headlines.map((title, i) => ({
        msid: String(104210300 + i),
        title,
        url: `/markets/stocks/news/story-${i + 1}/articleshow/${104210300 + i}.cms`,
      })),
    } satisfies TrendingInSectionData,
    region: 'aside',
  },
} satisfies WidgetSamples;

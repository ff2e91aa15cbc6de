import type { StoryItem } from '../../content/schemas.ts';
import type { WidgetSamples } from '../shared/stories/samples.ts';

const stories: StoryItem[] = [
  ['Why FPIs are returning to Indian banks after two quiet quarters', false],
  ['Five large-cap funds that beat the Nifty 50 over ten years', true],
  ['HDFC Bank’s merger one year on: what the numbers say', false],
  ['The rupee’s quiet strength and what it means for exporters', true],
  ['Small finance banks: high deposit rates, and the risks behind them', false],
  ['How to read a bank’s NPA disclosures before you buy its shares', false],
].map(([title, prime], i) => ({
  msid: String(104120700 + i),
  title: title as string,
  url: `/markets/stocks/news/recommended-${i + 1}/articleshow/${104120700 + i}.cms`,
  img: `/photos/${(i % 8) + 1}.png`,
  prime: prime as boolean,
}));

/** AB-23: six stories sharing the article's keywords, at the foot of the sidebar. */
export const samples = {
  recommendations: { props: { count: 6 }, data: stories, region: 'aside' },
} satisfies WidgetSamples;

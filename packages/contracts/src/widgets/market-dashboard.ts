import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  title: z.string().min(1).max(60).default('Market dashboard').describe('Heading'),
  exchange: z.enum(['nse', 'bse']).default('nse').describe('The exchange shown first'),
  duration: z
    .enum(['1D', '1W'])
    .default('1D')
    .describe(
      'What the change is measured over: the day (1D) or the week (1W: the tabs say "Weekly Gainers")',
    ),
});
export type MarketDashboardProps = z.infer<typeof props>;

export const marketDashboardContract = {
  id: 'market-dashboard',
  description:
    'The market dashboard (AB-12): NSE/BSE and Gainers/Losers, 4 rows each, new numbers fetched on every toggle; the tabs say "Weekly …" when the backend measured the change over more than a day; "See all" leads to the market stats page. Prices refresh every minute while in view and the market is open.',
  props,
  hydrate: 'visible',
} as const satisfies Contract<MarketDashboardProps>;

import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  title: z.string().min(1).max(60).default('Top gainers').describe('Heading'),
  href: z
    .string()
    .regex(/^\/(?!\/)[\w\-/.?=&]{0,200}$/, 'a site path such as /stocks/marketstats?type=gainers')
    .default('/stocks/marketstats?type=gainers')
    .describe('Where the heading leads (a site path)'),
  exchange: z.enum(['nse', 'bse']).default('nse').describe('The exchange whose gainers it shows'),
  count: z.number().int().min(2).max(10).default(5).describe('How many gainers it rotates through'),
});
export type TopGainersStripProps = z.infer<typeof props>;

export const topGainersStripContract = {
  id: 'top-gainers-strip',
  description:
    'The top gainers strip (HM-04): the day’s biggest rises, one at a time, moving on every 6 s while in view (still under reduced motion, previous/next buttons); prices refresh every 60 s while the market is open.',
  props,
  hydrate: 'visible',
} as const satisfies Contract<TopGainersStripProps>;

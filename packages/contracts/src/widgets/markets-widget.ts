import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  title: z.string().min(1).max(60).default('Markets').describe('Heading'),
  href: z
    .string()
    .regex(/^\/(?!\/)[\w\-/.]{0,200}$/, 'a site path such as /markets')
    .default('/markets')
    .describe('Where the heading leads (a site path)'),
});
export type MarketsWidgetProps = z.infer<typeof props>;

export const marketsWidgetContract = {
  id: 'markets-widget',
  description:
    'The markets widget (HM-02, HM-03): Nifty 50, Sensex, Nifty Bank and Nifty IT with their change, and whether the market is open; the figures refresh every 60 s while the market is open and the widget in view (it wakes on the first scroll). On the home page after the 5th top story (top-news prop marketsAfter) and in the premium column before 15:00 and from 21:00.',
  props,
  // Its only script is the 60-s refresh, a minute away anyway: it wakes on the reader's first
  // scroll, so the home page loads no React before it (AR-16's budget).
  hydrate: 'scroll',
} as const satisfies Contract<MarketsWidgetProps>;

import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  title: z.string().min(1).max(60).default('Most searched stocks').describe('Heading'),
});
export type MostSearchedStocksProps = z.infer<typeof props>;

export const mostSearchedStocksContract = {
  id: 'most-searched-stocks',
  description:
    'Most-searched stocks (AB-12): 5 at first, "Load more" adds 10, then "Load less"; price, change and potential upside, each linking to its company page. Prices refresh every minute while in view and the market is open.',
  props,
  hydrate: 'visible',
} as const satisfies Contract<MostSearchedStocksProps>;

import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  title: z.string().min(1).max(60).default('Stock of the day').describe('Heading'),
});
export type StockOfTheDayProps = z.infer<typeof props>;

export const stockOfTheDayContract = {
  id: 'stock-of-the-day',
  description:
    'Stock of the day (HM-04): the day’s pick with its price and change, the expected returns and the recommendation of its stock report, linking to the company page.',
  props,
  hydrate: 'none',
} as const satisfies Contract<StockOfTheDayProps>;

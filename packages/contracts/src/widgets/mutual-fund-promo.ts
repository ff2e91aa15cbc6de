import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  title: z.string().min(1).max(80).default('Best mutual funds to buy').describe('Heading'),
  category: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9 &-]+$/, 'a fund category such as Flexi Cap')
    .default('Flexi Cap')
    .describe('The fund category it lists (one of the backend’s: Flexi Cap, Large Cap, Mid Cap, …)'),
  count: z.number().int().min(1).max(10).default(4).describe('Funds listed'),
});
export type MutualFundPromoProps = z.infer<typeof props>;

export const mutualFundPromoContract = {
  id: 'mutual-fund-promo',
  description:
    'The best mutual-fund promo (AB-20), an article insert: a category’s top funds by one-year return, each linking to its factsheet, and the way to the fund list. At break 6, only on stories with both sluglines, a canonical URL and no SpecialID (condition fundPromoStory).',
  props,
  hydrate: 'none',
} as const satisfies Contract<MutualFundPromoProps>;

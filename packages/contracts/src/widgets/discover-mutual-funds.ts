import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  title: z.string().min(1).max(60).default('Discover mutual funds').describe('Heading'),
  category: z
    .string()
    .min(1)
    .max(60)
    .regex(/^[\w &-]+$/, 'a fund category name')
    .optional()
    .describe('Only funds of this category (e.g. "Equity"); all categories when left out'),
});
export type DiscoverMutualFundsProps = z.infer<typeof props>;

export const discoverMutualFundsContract = {
  id: 'discover-mutual-funds',
  description:
    'Discover mutual funds (AB-12): the best one-year returns in a carousel of 3 slides of up to 4, 4 and 3 funds, previous/next disabled at the ends; each fund links to its page.',
  props,
  hydrate: 'visible',
} as const satisfies Contract<DiscoverMutualFundsProps>;

import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  count: z
    .number()
    .int()
    .min(4)
    .max(20)
    .default(12)
    .describe('How many links, 4 a slide (AR-17: 12 = 3 slides)'),
  title: z.string().min(1).max(60).default('Trending now').describe('Heading'),
});
export type TrendingLinksProps = z.infer<typeof props>;

export const trendingLinksContract = {
  id: 'trending-links',
  description:
    'The trending links carousel (AR-17): the latest-news list, 4 links a slide, moving every 8 s only while at least half visible; prev/next and dots.',
  props,
  hydrate: 'visible',
} as const satisfies Contract<TrendingLinksProps>;

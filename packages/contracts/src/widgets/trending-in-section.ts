import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  count: z
    .number()
    .int()
    .min(1)
    .max(30)
    .default(30)
    .describe('How many stories (AB-12: trending in section, 30)'),
  shown: z
    .number()
    .int()
    .min(1)
    .max(30)
    .default(10)
    .describe('How many show at first; the rest open under "More trending" (no script)'),
});
export type TrendingInSectionProps = z.infer<typeof props>;

export const trendingInSectionContract = {
  id: 'trending-in-section',
  description:
    "Trending in the article's top section (AB-12): its most discussed recent stories, up to 30, the first `shown` listed and the rest behind More trending.",
  props,
  hydrate: 'none',
} as const satisfies Contract<TrendingInSectionProps>;

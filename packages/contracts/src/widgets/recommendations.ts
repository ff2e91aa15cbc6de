import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  title: z.string().min(1).max(60).default('Recommended for you'),
  count: z.number().int().min(1).max(12).default(6).describe('How many stories'),
});
export type RecommendationsProps = z.infer<typeof props>;

export const recommendationsContract = {
  id: 'recommendations',
  description:
    "The recommendation widget (AB-23): stories sharing the article's keywords, from the house provider. Give it the condition `recommendationsAllowed` (readers in India, no opt=1 or skip_taboola=1, not the top-trending-products pages); its sponsored unit is the `rec1` ad slot after it.",
  props,
  hydrate: 'none',
} as const satisfies Contract<RecommendationsProps>;

import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  count: z.number().int().min(1).max(10).default(5).describe('How many stories (AB-12: top 5)'),
  pictures: z.boolean().default(false).describe('Show thumbnails ("Popular in {section}" with pictures)'),
});
export type PopularInSectionProps = z.infer<typeof props>;

export const popularInSectionContract = {
  id: 'popular-in-section',
  description: "Popular stories of the article's own section (AB-12); layouts show it above 449 words.",
  props,
  hydrate: 'none',
} as const satisfies Contract<PopularInSectionProps>;

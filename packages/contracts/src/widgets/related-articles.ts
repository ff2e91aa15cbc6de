import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  count: z.number().int().min(1).max(10).default(5).describe('At most this many stories'),
  title: z.string().min(1).max(60).default('Related articles').describe('Heading'),
});
export type RelatedArticlesProps = z.infer<typeof props>;

export const relatedArticlesContract = {
  id: 'related-articles',
  description: "The article's related stories as a sidebar list (AB-16, for short articles).",
  props,
  hydrate: 'none',
} as const satisfies Contract<RelatedArticlesProps>;

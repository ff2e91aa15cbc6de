import { z } from 'zod';
import type { Contract } from '../types.ts';

const props = z.strictObject({
  title: z.string().min(1).max(60).default('Recommended for you').describe('Heading'),
  count: z.number().int().min(2).max(8).default(4).describe('How many stories'),
});
export type RecommendationsProps = z.infer<typeof props>;

export const recommendationsContract: Contract<RecommendationsProps> = {
  id: 'recommendations',
  description:
    'Mid-article recommendations (AB-03): the stories the backend recommends to the reader of this story (shared keywords, the same section, newest first; not the story itself or its related stories), with pictures. Not a promo: for every reader. At break 5 of article.json, followed by the video slot',
  props,
  hydrate: 'none',
};

import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  sectionId: z
    .string()
    .regex(/^\d+$/, 'a section id is digits only')
    .optional()
    .describe(
      'The section whose terms (with its sub-sections); left out: the section of a section page, elsewhere the whole site',
    ),
  title: z
    .string()
    .min(1)
    .max(60)
    .optional()
    .describe('Heading; "Trending in {section}" by default, "Trending terms" for the whole site'),
  count: z.number().int().min(4).max(24).default(12).describe('Terms at most, 4 a slide (12 = 3 slides)'),
});
export type TrendingTermsProps = z.infer<typeof props>;

export const trendingTermsContract = {
  id: 'trending-terms',
  description:
    'The trending-terms carousel (HM-05): the terms most used lately in a section (or the site), each a topic page; 4 a slide, previous/next disabled at the ends, a dot a slide, 500 ms between moves; "No trending terms available." when there are none.',
  props,
  hydrate: 'visible',
} as const satisfies Contract<TrendingTermsProps>;

import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  part: z.number().int().min(1).max(3).describe('Which related story this box shows: 1, 2 or 3 (AB-16)'),
});
export type RelatedNewsBoxProps = z.infer<typeof props>;

export const relatedNewsBoxContract = {
  id: 'related-news-box',
  description: 'A related story boxed between paragraphs (AB-16); needs its title, picture and address.',
  props,
  hydrate: 'none',
} as const satisfies Contract<RelatedNewsBoxProps>;

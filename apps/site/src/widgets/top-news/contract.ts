import { z } from 'zod';
import type { Contract } from '../types.ts';

const props = z.strictObject({
  count: z.number().int().min(5).max(40).default(17).describe('Stories in the list (HM-02: at least 17)'),
  title: z.string().min(1).max(60).default('Top News').describe('Heading'),
  marketsAfter: z
    .number()
    .int()
    .min(0)
    .max(40)
    .default(5)
    .describe('HM-02: the markets widget goes after this story (the headline is the 1st); 0: none'),
});

export type TopNewsProps = z.infer<typeof props>;

export const topNewsContract: Contract<TopNewsProps> = {
  id: 'top-news',
  description:
    'Top stories of the home page; the first is shown as the headline, the markets widget after the 5th (HM-02).',
  props,
  hydrate: 'none',
};

import { z } from 'zod';
import type { Contract } from '../types.ts';

const props = z.strictObject({
  count: z.number().int().min(5).max(40).default(17).describe('Stories in the list (HM-02: at least 17)'),
  title: z.string().min(1).max(60).default('Top News').describe('Heading'),
});

export type TopNewsProps = z.infer<typeof props>;

export const topNewsContract: Contract<TopNewsProps> = {
  id: 'top-news',
  description: 'Top stories of the home page; the first is shown as the headline (HM-02).',
  props,
  hydrate: 'none',
};

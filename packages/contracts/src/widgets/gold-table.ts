import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  title: z.string().min(1).max(80).default('Gold rate today').describe('Caption (the date follows it)'),
  count: z.number().int().min(1).max(15).default(4).describe('Cities'),
});
export type GoldTableProps = z.infer<typeof props>;

export const goldTableContract = {
  id: 'gold-table',
  description:
    'The gold table (AB-20), an article insert: today’s 22 and 24 carat rates for 1 g and 8 g in a few cities, the date, each city linking to its gold rate page. At break 8 of gold stories (condition goldStory).',
  props,
  hydrate: 'none',
} as const satisfies Contract<GoldTableProps>;

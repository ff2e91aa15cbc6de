import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  count: z.number().int().min(1).max(10).default(5).describe('How many stories, numbered (AR-18)'),
  skip: z
    .number()
    .int()
    .min(0)
    .max(20)
    .default(3)
    .describe('Leave out the newest N, which "latest from" above already shows (3)'),
  title: z.string().min(1).max(60).default('Most popular').describe('Heading'),
});
export type MostPopularProps = z.infer<typeof props>;

export const mostPopularContract = {
  id: 'most-popular',
  description:
    'A numbered list of the most-read stories (AR-18). The backend has no read counts yet, so it ranks the latest-news list (docs/decisions.md).',
  props,
  hydrate: 'none',
} as const satisfies Contract<MostPopularProps>;

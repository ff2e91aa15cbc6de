import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  listId: z
    .string()
    .regex(/^\d{1,12}$/, 'must be a numeric list or section id')
    .default('2147010')
    .describe(
      'Where the corner’s news come from: a curated list (default 2147010, the backend’s Bonds Corner list) or a section (newest stories, sub-sections included)',
    ),
});
export type BondsCornerProps = z.infer<typeof props>;

export const bondsCornerContract = {
  id: 'bonds-corner',
  description:
    'The sponsored Bonds Corner (AR-14): 3 news on the left, 4 in the centre list and the bond finder (amount and tenure ranges) that opens the partner page from the bonds_corner config in a new tab; the finder is never shown on an article page.',
  props,
  // Static news; the finder inside is its own island, woken by the reader's first touch.
  hydrate: 'none',
} as const satisfies Contract<BondsCornerProps>;

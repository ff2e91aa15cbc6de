import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  title: z.string().min(1).max(60).default('IPL live score').describe('Heading'),
});
export type IplScoreProps = z.infer<typeof props>;

export const iplScoreContract = {
  id: 'ipl-score',
  description:
    'The IPL score (HM-07): the match the IPL list (2160010) names, from its data file; shown only with innings (nothing otherwise); runs/wickets and overs of the allotted (20 unless the feed says), Live or the result. Refreshed every 30 s once it wakes (the first scroll) while a match id is known. When it will show, the layout field site.iplActive is true (give top news iplActive: 17 stories).',
  props,
  hydrate: 'scroll',
} as const satisfies Contract<IplScoreProps>;

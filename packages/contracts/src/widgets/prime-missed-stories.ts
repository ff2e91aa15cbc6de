import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  count: z.number().int().min(1).max(10).default(5).describe('How many stories at most (AB-17)'),
  title: z.string().min(1).max(60).default('Prime stories you missed').describe('Heading'),
});
export type PrimeMissedStoriesProps = z.infer<typeof props>;

export const primeMissedStoriesContract = {
  id: 'prime-missed-stories',
  description:
    'Prime stories the Prime reader has not opened (AB-17), newest first, with picture; shown only once more than 3 Prime stories they opened were recorded. Loaded in the reader’s browser (the page is cached per tier); for Prime readers only: give it the condition reader.tier eq prime.',
  props,
  // Asked for soon after load, not when it scrolls into view: it is then in place before the
  // reader reaches it, and its appearing moves nothing they are looking at.
  hydrate: 'idle',
} as const satisfies Contract<PrimeMissedStoriesProps>;

import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  title: z.string().min(1).max(60).default('Poll of the day').describe('Heading'),
});
export type PollOfTheDayProps = z.infer<typeof props>;

export const pollOfTheDayContract = {
  id: 'poll-of-the-day',
  description:
    'The poll of the day (AB-14): the question and at most 10 answers; signed-in readers vote once and then see the percentages (on any page after), anonymous readers get a sign-in prompt and no results. In the tech sidebar.',
  props,
  // Whether this reader voted is asked once the poll comes into view (the page is shared per
  // reader kind); its rows keep their boxes whatever the answer, so nothing moves.
  hydrate: 'visible',
} as const satisfies Contract<PollOfTheDayProps>;

import { z } from 'zod';
import type { Contract } from '../contract.ts';

/** The Prime section: its hierarchy names the lists the widget reads (spec §7, two steps). */
export const PRIME_SECTION_ID = '69891024';

const props = z.strictObject({
  sectionId: z
    .string()
    .regex(/^\d{1,12}$/, 'a section id is digits only')
    .default(PRIME_SECTION_ID)
    .describe('The hierarchy list read first; its first sub-section’s stories are shown ("69891024", Prime)'),
  title: z.string().min(1).max(60).default('Prime stories').describe('Heading'),
  href: z
    .string()
    .regex(/^\/[\w\-/]*$/, 'a site path starting with /')
    .default('/prime')
    .describe('Where the heading links'),
  count: z.number().int().min(2).max(12).default(8).describe('How many stories, 2 a step'),
});
export type PrimeStoriesProps = z.infer<typeof props>;

export const primeStoriesContract = {
  id: 'prime-stories',
  description:
    'Prime stories (AB-18): a carousel of Prime stories moving 2 at a time, previous/next disabled at the ends, no autoplay. Read in two steps: the hierarchy list of `sectionId`, then the list of its first sub-section. A promo: give it showPromos. The "first widget" at break 3 of article.json.',
  props,
  hydrate: 'visible',
} as const satisfies Contract<PrimeStoriesProps>;

import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  sectionIds: z
    .array(z.string().regex(/^\d+$/, 'a section id is digits only'))
    .min(1)
    .max(12)
    .describe('The sections (with their sub-sections) whose picture stories, newest first across them'),
  title: z.string().min(1).max(60).describe('Heading'),
  href: z
    .string()
    .regex(/^\/[\w\-/]*$/, 'a site path starting with /')
    .describe('Where the heading links'),
  count: z.number().int().min(2).max(12).default(4).describe('How many picture stories'),
  look: z
    .enum(['grid', 'strip', 'portrait'])
    .default('grid')
    .describe(
      'A grid of pictures (Panache’s picture stories), a strip that scrolls sideways (slideshows), or tall covers in a strip (web stories)',
    ),
});
export type PictureStoriesProps = z.infer<typeof props>;

export const pictureStoriesContract = {
  id: 'picture-stories',
  description:
    'Picture stories (HM-12): the newest slideshows of some sections, as a grid (Panache), a strip (slideshows) or tall covers (web stories); a strip scrolls sideways without script.',
  props,
  hydrate: 'none',
} as const satisfies Contract<PictureStoriesProps>;

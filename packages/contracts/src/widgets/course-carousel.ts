import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  title: z.string().min(1).max(60).default('Courses for you').describe('Heading'),
  categories: z.number().int().min(1).max(8).default(6).describe('At most this many category tabs'),
  count: z.number().int().min(1).max(12).default(8).describe('At most this many courses a category'),
});
export type CourseCarouselProps = z.infer<typeof props>;

export const courseCarouselContract = {
  id: 'course-carousel',
  description:
    'The course carousel (AB-05): the learning partner’s courses by category (tabs, the first chosen; a category key is split at its first hyphen into its code and name), a card a step, and a card’s skills and duration shown on hover or focus. Give it the condition courseCarouselStory (subsec1 107115, Matchid neither e nor spotlight, subsec2 not one of the four excluded). At break 4 of article.json',
  props,
  hydrate: 'visible',
} as const satisfies Contract<CourseCarouselProps>;

import { z } from 'zod';
import type { Contract } from '../contract.ts';

/** Panache, the lifestyle desk's picture stories: where a story's own section has no slideshow. */
export const SLIDESHOW_FALLBACK_SECTION_ID = '32897146';

const props = z.strictObject({
  title: z.string().min(1).max(60).default('In pictures').describe('Heading'),
  fallbackSectionId: z
    .string()
    .regex(/^\d{1,12}$/, 'a section id is digits only')
    .default(SLIDESHOW_FALLBACK_SECTION_ID)
    .describe('Where the slideshow comes from when the story’s own section has none ("32897146", Panache)'),
});
export type SlideshowCarouselProps = z.infer<typeof props>;

export const slideshowCarouselContract = {
  id: 'slideshow-carousel',
  description:
    'The slideshow carousel (AB-18): the newest slideshow of the story’s top section (else of `fallbackSectionId`), up to 100 slides, one at a time; the arrows wrap round but look disabled at the ends; PLAY/PAUSE moves on every 5 s while in view; links to the slideshow page. The "component" at break 8 of article.json on stories that are not about gold',
  props,
  hydrate: 'visible',
} as const satisfies Contract<SlideshowCarouselProps>;

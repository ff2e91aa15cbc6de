import { z } from 'zod';
import type { Contract } from '../contract.ts';

/** Panache: the lifestyle desk's picture stories make the web stories. */
export const WEB_STORY_SECTION_ID = '32897146';

const props = z.strictObject({
  title: z.string().min(1).max(60).default('Web story').describe('Heading'),
  sectionId: z
    .string()
    .regex(/^\d{1,12}$/, 'a section id is digits only')
    .default(WEB_STORY_SECTION_ID)
    .describe('Where the web story comes from: its newest slideshow ("32897146", Panache)'),
});
export type WebStoryProps = z.infer<typeof props>;

export const webStoryContract = {
  id: 'web-story',
  description:
    'The web story (AB-18): the newest slideshow of `sectionId` as a tall picture story of up to 21 pages (`type=widget_slideshow1`, `top=21`), previous/next bounded, the next picture fetched ahead, each page’s synopsis opening and closing. At break 12 of article.json (not on stories of that section, which get it as their slideshow)',
  props,
  hydrate: 'visible',
} as const satisfies Contract<WebStoryProps>;

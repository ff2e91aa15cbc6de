import { z } from 'zod';
import type { Contract } from '../types.ts';

/** The videos section: its newest video is the house creative. */
export const VIDEOS_SECTION_ID = '1715249553';

const props = z.strictObject({
  slot: z.enum(['video-mid']).default('video-mid').describe('The slot name the ad loader fills'),
  sectionId: z
    .string()
    .regex(/^\d{1,12}$/, 'a section id is digits only')
    .default(VIDEOS_SECTION_ID)
    .describe('Where the house video comes from ("1715249553", Videos)'),
});
export type VideoAdSlotProps = z.infer<typeof props>;

export const videoAdSlotContract: Contract<VideoAdSlotProps> = {
  id: 'video-ad-slot',
  description:
    'The mid-article video slot (AB-03, AB-23): a 16:9 box reserved for a video ad (`data-ad-slot`, `data-ad-format="video"`) that the ad loader may fill, holding a house creative until then: the newest video of `sectionId`, linking to it. An ad slot: give it the condition showAds. At break 5 of article.json, after the recommendations',
  props,
  hydrate: 'none',
};

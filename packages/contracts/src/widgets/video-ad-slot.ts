import { VIDEO_AD_SLOT } from '@newsroom/rules/ads';
import { z } from 'zod';
import type { Contract } from '../contract.ts';

const props = z.strictObject({
  slot: z
    .enum([VIDEO_AD_SLOT])
    .default(VIDEO_AD_SLOT)
    .describe('The ad slot the ad loader fills (AB-23): `video`, the video creatives'),
});
export type VideoAdSlotProps = z.infer<typeof props>;

export const videoAdSlotContract = {
  id: 'video-ad-slot',
  description:
    'The mid-article video slot (AB-03, AB-23): an ad slot whose 16:9 box, as wide as the story’s column, is reserved in the server HTML with its label; the ad loader fills it as it comes into view with the ad server’s video creative (the house one: the Videos desk’s newest video, its poster, title and length, linking to its page), counting its impression and click. An ad slot: give it the condition showAds. At break 5 of article.json, after the recommendations',
  props,
  // The ad-slot script island's loader (widgets/video-ad-slot/video-ad-slot.script.ts): no React
  // in the browser.
  hydrate: 'visible',
} as const satisfies Contract<VideoAdSlotProps>;

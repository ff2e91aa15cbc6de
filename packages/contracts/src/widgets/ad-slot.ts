import { AD_RECTANGLE_SLOT_NAMES, AD_SLOTS } from '@newsroom/rules/ads';
import { z } from 'zod';
import type { Contract } from '../contract.ts';

/** AB-23 slot names, with the box each reserves so the page never shifts when an ad arrives. */
export const adSlotSizes = AD_SLOTS;

const props = z.strictObject({
  slot: z
    .enum(AD_RECTANGLE_SLOT_NAMES)
    .describe(
      'Ad slot name (AB-23): topad, mrec1–mrec5, intl1, intl2, rec1; sponsored (HM-01, the home page). The video slot is the video-ad-slot widget',
    ),
});
export type AdSlotProps = z.infer<typeof props>;

export const adSlotContract = {
  id: 'ad-slot',
  description:
    'An ad slot (AB-23) with its space reserved; the ad loader fills it as it comes into view. Layouts hide it for Prime readers, hideAds stories, opt=1 and skip_taboola=1.',
  props,
  // A script island (widgets/ad-slot/ad-slot.script.ts): no React in the browser, just the loader.
  hydrate: 'visible',
} as const satisfies Contract<AdSlotProps>;

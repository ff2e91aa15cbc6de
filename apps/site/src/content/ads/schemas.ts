import {
  AD_CLICK_URL_PATTERN,
  AD_CREATIVE_URL_PATTERN,
  AD_SLOT_NAMES,
  AD_TOKEN_PATTERN,
} from '@newsroom/rules/ads';
import { z } from '../zod.ts';

// AB-23: the house ad server's answers as the site accepts them (docs/content-api.md, "Ads").
// Anything else is the ad's failure (swallowed), never the page's.

export const servedAdSchema = z.object({
  slot: z.enum(AD_SLOT_NAMES),
  creativeId: z.number().int().positive(),
  token: z.string().regex(AD_TOKEN_PATTERN),
  width: z.number().int().positive().max(1000),
  height: z.number().int().positive().max(1000),
  creativeUrl: z.string().regex(AD_CREATIVE_URL_PATTERN),
  clickUrl: z.string().regex(AD_CLICK_URL_PATTERN),
});
export type ServedAd = z.infer<typeof servedAdSchema>;
export const adAnswerSchema = z.object({ ad: servedAdSchema.nullable() });

export const creativeSchema = z.object({
  id: z.number().int().positive(),
  advertiser: z.string().trim().min(1).max(60),
  headline: z.string().trim().min(1).max(90),
  body: z.string().trim().max(160),
  cta: z.string().trim().min(1).max(30),
  image: z
    .object({ url: z.url(), width: z.number().int().positive(), height: z.number().int().positive() })
    .nullable(),
  external: z.boolean(),
});
export type Creative = z.infer<typeof creativeSchema>;
export const creativeAnswerSchema = z.object({ creative: creativeSchema });

/** AB-03 the video a `video` slot's serve shows (`GET /ads/video?t=`). */
export const servedVideoSchema = z.object({
  msid: z.string().regex(/^\d{1,12}$/),
  title: z.string().trim().min(1).max(200),
  url: z.string(),
  image: z.object({ url: z.url(), width: z.number().int().positive(), height: z.number().int().positive() }),
  duration: z.number().int().nonnegative().max(86_400),
});
export type ServedVideo = z.infer<typeof servedVideoSchema>;
export const servedVideoAnswerSchema = z.object({ video: servedVideoSchema });

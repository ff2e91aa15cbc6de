import { z } from 'zod';
import { IstTime, StoryNode } from './contract.ts';

// The answers of the other story kinds' calls (docs/content-api.md "Videos, slideshows and live
// blogs"): a video page's video and its lists (VD-01, VD-02), a slideshow's slides (AB-18's
// slideshow call) and a live blog's updates. The API's tests parse every answer with these.

const digits = z.string().regex(/^\d+$/);
const flag = z.union([z.literal(0), z.literal(1)]);
const sitePath = z.string().startsWith('/');
const absoluteUrl = z.url();
const size = z.object({ width: z.number().int().positive(), height: z.number().int().positive() });

/** A video in a list (related, most viewed, trending): a story item with its length and views. */
export const VideoItem = z.object({
  msid: digits,
  title: z.string().min(1),
  url: sitePath,
  img: absoluteUrl,
  imgsize: size,
  date: IstTime,
  sectionId: digits,
  /** Seconds. */
  duration: z.number().int().positive(),
  views: z.number().int().min(0),
});
export type VideoItem = z.infer<typeof VideoItem>;

/** What the page's player plays: formats best first, and the captions track. */
export const VideoMedia = z.object({
  poster: absoluteUrl,
  sources: z.array(z.object({ src: absoluteUrl, type: z.string().min(1) })).min(1),
  captions: z.array(z.object({ src: absoluteUrl, srclang: z.string().min(2), label: z.string().min(1) })),
});

/** The spec's Video entity, with the page's section and the media the player plays. */
export const Video = z.object({
  msid: digits,
  /** The video platform's id and player, for a real player to take over. */
  slikeid: z.string().min(1),
  playertype: z.string().min(1),
  url: sitePath,
  img: absoluteUrl,
  imgsize: size,
  title: z.string().min(1),
  agency: z.string(),
  date: IstTime,
  updated: IstTime,
  /** The date line as printed: `Nov 20, 2026, 09:15 AM IST`. */
  dtline: z.string().min(1),
  /** The description, paragraphs separated by a blank line. */
  synopsis: z.string(),
  hostid: digits,
  /** The story asks for no ads (as an article's `hideAds`). */
  hideAds: flag,
  subsecnames: z.object({
    subsec1: digits,
    subsec2: digits.nullable(),
    subsecname1: z.string(),
    subsecname2: z.string().nullable(),
  }),
  relKeywords: z.array(z.object({ title: z.string().min(1), url: sitePath })),
  duration: z.number().int().positive(),
  views: z.number().int().min(0),
  media: VideoMedia,
});
export type Video = z.infer<typeof Video>;

export const VideoAnswer = z.object({ searchResult: z.tuple([z.object({ data: Video })]) });

export const videoListNames = ['related', 'mostviewed', 'trending'] as const;
export const VideoListAnswer = z.object({
  searchResult: z.tuple([
    z.object({ list: z.enum(videoListNames), name: z.string().min(1), data: z.array(VideoItem) }),
  ]),
});

// Slideshows (type=widget_slideshow1, AB-18): routes/slideshow-widget.ts.

export const LiveBlogUpdate = z.object({
  id: digits,
  time: IstTime,
  title: z.string(),
  storyJSON: StoryNode,
});
export type LiveBlogUpdate = z.infer<typeof LiveBlogUpdate>;

export const LiveBlogAnswer = z.object({
  searchResult: z.tuple([
    z.object({
      msid: digits,
      title: z.string().min(1),
      url: sitePath,
      updated: IstTime,
      /** Every update the blog has; `data` holds the newest `top` (after `after`, when given). */
      count: z.number().int().min(0),
      data: z.array(LiveBlogUpdate),
    }),
  ]),
});

export const LiveBlogPostAnswer = z.object({ created: z.boolean(), update: LiveBlogUpdate });

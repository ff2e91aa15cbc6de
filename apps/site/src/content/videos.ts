import { z } from './zod.ts';

// VD-01, VD-02 a video and the video page's lists as the site reads them (docs/content-api.md
// "Videos, slideshows and live blogs"). Parsed at the edge: a malformed list item is dropped, not
// the list; a video without a playable source or a title is no video (the page's 503, not a crash).

const id = z.union([z.string().regex(/^\d{1,12}$/), z.number().int().positive()]).transform(String);
const text = z.string().catch('');
const size = z.object({ width: z.number().int().positive(), height: z.number().int().positive() });
const seconds = z.number().int().min(0).catch(0);

/** A video in a list (related, most viewed, trending). */
export const videoItemSchema = z.object({
  msid: id,
  title: z.string().trim().min(1).max(300),
  url: z.string().min(1),
  img: z.string().optional().catch(undefined),
  imgsize: size.optional().catch(undefined),
  date: text,
  duration: seconds,
  views: seconds,
});
export type VideoItem = z.infer<typeof videoItemSchema>;

const videoItemsSchema = z
  .array(z.unknown())
  .transform((items) => items.flatMap((item) => videoItemSchema.safeParse(item).data ?? []));

export const videoListAnswerSchema = z.object({
  searchResult: z.array(z.object({ name: text, data: videoItemsSchema })).min(1),
});

/** A media type with its codecs (`video/webm; codecs="vp9"`): the browser picks the first it plays. */
const sourceSchema = z.object({
  src: z.string().min(1),
  type: z.string().regex(/^video\/[\w.+-]{1,40}(?:\s*;\s*codecs="[\w.+, -]{1,80}")?$/),
});
const captionsSchema = z.object({
  src: z.string().min(1),
  srclang: z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/),
  label: z.string().trim().min(1).max(60),
});

/** A list keeps its good entries and drops the malformed ones. */
function kept<T extends z.ZodType>(schema: T) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((items) => items.flatMap((item) => (schema.safeParse(item).data as z.infer<T>) ?? []));
}

/** The spec's Video entity with the media the page's player plays. */
export const videoSchema = z.object({
  msid: id,
  slikeid: text,
  playertype: text,
  url: z.string().min(1),
  img: z.string().optional().catch(undefined),
  imgsize: size.optional().catch(undefined),
  title: z.string().trim().min(1).max(300),
  agency: text,
  date: text,
  updated: text,
  dtline: text,
  synopsis: text,
  hostid: text,
  hideAds: z
    .union([z.number(), z.boolean()])
    .transform((value) => value === 1 || value === true)
    .catch(false),
  subsecnames: z
    .object({ subsecname1: z.string().nullish(), subsecname2: z.string().nullish() })
    .optional()
    .catch(undefined),
  relKeywords: kept(z.object({ title: z.string().trim().min(1).max(120), url: z.string().min(1) })),
  duration: seconds,
  views: seconds,
  media: z.object({
    poster: z.string().optional().catch(undefined),
    sources: kept(sourceSchema).pipe(z.array(sourceSchema).min(1)),
    captions: kept(captionsSchema),
  }),
});
export type Video = z.infer<typeof videoSchema>;

export const videoAnswerSchema = z.object({
  searchResult: z.array(z.object({ data: videoSchema })).min(1),
});

import { z } from './zod.ts';

// A slideshow's page as the site reads it (`type=widget_slideshow1`, docs/content-api.md "Videos,
// slideshows and live blogs"): a malformed slide is dropped, not the slideshow.

const text = z.string().catch('');

export const slideSchema = z.object({
  img: z.string().optional().catch(undefined),
  title: text,
  synopsis: text,
  agencyName: text,
});
export type Slide = z.infer<typeof slideSchema>;

export const slideshowAnswerSchema = z.object({
  searchResult: z
    .array(
      z.object({
        msid: z.union([z.string().regex(/^\d{1,12}$/), z.number().int().positive()]).transform(String),
        title: z.string().trim().min(1).max(300),
        url: z.string().min(1),
        synopsis: text,
        insertdate: text,
        updated: text,
        agency: text,
        data: z
          .array(z.unknown())
          .transform((items) => items.flatMap((item) => slideSchema.safeParse(item).data ?? [])),
      }),
    )
    .min(1),
});
export type Slideshow = z.infer<typeof slideshowAnswerSchema>['searchResult'][number];

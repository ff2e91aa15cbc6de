import { storyItemsSchema } from '../schemas.ts';
import { z } from '../zod.ts';

// The site's expectations of the backend's promotion calls (AB-03, AB-05, AB-18), parsed at the
// edge. A list keeps its good entries and drops malformed ones; a malformed whole is the widget's
// failure, never a crash deeper in rendering.

const text = z.string().trim().catch('');
const keepGood = <S extends z.ZodType>(item: S) =>
  z
    .array(z.unknown())
    .transform((items) => items.flatMap((each) => (item.safeParse(each).success ? [item.parse(each)] : [])));

/** AB-05: one course of the partner (spec §3 "Course data"). */
export const courseSchema = z.object({
  courseCode: z.string().trim().min(1).max(40),
  id: z.union([z.number().int(), z.string().regex(/^\d{1,12}$/)]).transform(String),
  siteLink: z.string().min(1),
  collegeName: z.string().trim().min(1).max(120),
  collegeLogoMsid: z.union([z.number().int(), z.string().regex(/^\d{1,12}$/)]).transform(String),
  courseName: z.string().trim().min(1).max(160),
  duration: text,
  startDate: text,
  skillsGained: z
    .array(z.unknown())
    .transform((skills) =>
      skills.filter((skill): skill is string => typeof skill === 'string' && skill.trim() !== ''),
    ),
});
export type Course = z.infer<typeof courseSchema>;

export const courseDetailsSchema = z.object({
  courseMappingData: z.record(z.string(), keepGood(courseSchema)),
});

/** AB-18 Grandmasters. */
export const grandmasterSeriesSchema = z.object({
  id: z.union([z.number().int(), z.string().regex(/^\d{1,12}$/)]).transform(String),
  name: z.string().trim().min(1).max(120),
  slug_url: text,
  feature_image_url: text,
  synopsis: text,
});
export type GrandmasterSeries = z.infer<typeof grandmasterSeriesSchema>;

export const grandmasterLeaderSchema = z.object({
  leader_id: z.union([z.number().int(), z.string().regex(/^\d{1,12}$/)]).transform(String),
  slug: text,
  picture_url: text,
  user_name: z.string().trim().min(1).max(120),
  designation: text,
  company: text,
  series_id: z
    .union([z.number().int(), z.string().regex(/^\d{1,12}$/)])
    .transform(String)
    .optional()
    .catch(undefined),
});
export type GrandmasterLeader = z.infer<typeof grandmasterLeaderSchema>;

export const seriesAnswerSchema = z.object({ series: keepGood(grandmasterSeriesSchema) });
export const leadersAnswerSchema = z.object({ speakers: keepGood(grandmasterLeaderSchema) });

/** AB-18 `type=widget_slideshow1`. */
export const slideSchema = z.object({
  img: z.string().min(1),
  imgsize: z
    .object({ width: z.number().int().positive(), height: z.number().int().positive() })
    .optional()
    .catch(undefined),
  title: text,
  synopsis: text,
  agencyName: text,
  url: text,
});
export type Slide = z.infer<typeof slideSchema>;

export const slideshowAnswerSchema = z.object({
  searchResult: z
    .array(
      z.object({
        msid: z.union([z.string().min(1), z.number().int()]).transform(String),
        title: z.string().trim().min(1),
        insertdate: text,
        agency: text,
        url: text,
        data: keepGood(slideSchema),
      }),
    )
    .min(1),
});
export type SlideshowData = z.infer<typeof slideshowAnswerSchema>['searchResult'][number];

/** AB-18 a hierarchy list: the section's sub-sections (the Prime stories' first step). */
export const hierarchyAnswerSchema = z.object({
  searchResult: z
    .array(
      z.object({
        sections: keepGood(z.object({ msid: z.string().regex(/^\d{1,12}$/), name: text })).optional(),
        data: storyItemsSchema,
      }),
    )
    .min(1),
});

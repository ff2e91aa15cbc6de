import { productListSchema } from './shop.ts';
import { z } from './zod.ts';

// The site's expectations of the backend, parsed at the edge: a malformed answer becomes a
// widget's failure (or the page's 503), never a crash deeper in rendering. Fields the site does
// not use are let through untouched; storyJSON stays `unknown` because the body renderer checks
// every node itself and skips what it cannot read, instead of losing the whole article.

const id = z.union([z.string().min(1), z.number().int()]).transform(String);
const flag = z
  .union([z.number(), z.string(), z.boolean()])
  .transform((v) => v === true || v === 1 || v === '1');
const text = z.string().catch('');
/** An optional id the backend may send as null or leave out. */
const optionalId = id.nullish().catch(undefined);
const meta = z.object({ value: z.unknown() }).optional().catch(undefined);
const size = z.object({ width: z.number().int().positive(), height: z.number().int().positive() });

export const storyItemSchema = z.object({
  msid: id,
  title: z.string().min(1),
  url: z.string().min(1),
  img: z.string().optional().catch(undefined),
  imgsize: size.optional().catch(undefined),
  synopsis: text.optional(),
  date: text.optional(),
  type: text.optional(),
  prime: flag.optional().catch(false),
});
export type StoryItem = z.infer<typeof storyItemSchema>;

/** A list keeps its good items and drops the malformed ones. */
export const storyItemsSchema = z
  .array(z.unknown())
  .transform((items) => items.flatMap((item) => storyItemSchema.safeParse(item).data ?? []));

export const listResponseSchema = z.object({
  searchResult: z
    .array(
      z.object({
        msid: id.optional(),
        name: text.optional(),
        title: text.optional(),
        seopath: text.optional(),
        data: storyItemsSchema,
      }),
    )
    .min(1),
});

const author = z.object({ id: id.optional(), title: z.string().min(1), url: text.optional() });

/**
 * AB-10 / AB-15: a writer's details (spec §3 `authordetails`) for the author box and the premium
 * layout's author block; a malformed entry is dropped, not the article. The summary is `bio` from
 * the reference backend, `audetailsxml` from the spec's feed.
 */
const authorDetail = z.object({
  name: z.string().trim().min(1).max(200),
  id: optionalId,
  seoname: text.optional(),
  type: text.optional(),
  designation: text.optional(),
  pubname: text.optional(),
  img: z.string().optional().catch(undefined),
  bio: text.optional(),
  audetailsxml: text.optional(),
});
export type AuthorDetail = z.infer<typeof authorDetail>;

const seoLink = z.object({ url: z.string().min(1), title: z.string().min(1) });

/**
 * AB-04: a listed company the story is about (`taggedcomp`, the stock widget's `stocksData`:
 * companyid, companyname, companyshortname; the reference backend adds seoname and url).
 */
const taggedCompany = z.object({
  companyid: z.string().regex(/^\d{1,12}$/),
  companyname: z.string().trim().min(1).max(200),
  companyshortname: z.string().trim().min(1).max(120),
  seoname: z.string().max(200).optional().catch(undefined),
  url: z.string().max(400).optional().catch(undefined),
});
export type TaggedCompany = z.infer<typeof taggedCompany>;
/** The stock widget shows at most this many of a story's companies (2 tabs and the rest in More). */
export const MAX_TAGGED_COMPANIES = 10;

export const articleSchema = z.object({
  msid: id,
  title: z.string().min(1),
  url: z.string().min(1),
  seo: z
    .object({
      title: text.optional(),
      actualURL: text.optional(),
      keywords: text.optional(),
      description: text.optional(),
    })
    .optional()
    .catch(undefined),
  subsecnames: z
    .object({
      subsec1: optionalId,
      subsec2: optionalId,
      subsec3: optionalId,
      subsecname1: text.optional(),
      subsecname2: text.optional(),
      subsecname3: text.optional(),
    })
    .optional()
    .catch(undefined),
  img: text.optional(),
  imgsize: size.optional().catch(undefined),
  imgcaption: text.optional(),
  imgagency: text.optional(),
  agency: text.optional(),
  authors: z.array(author).catch([]),
  // A malformed writer is dropped, not the article.
  authordetails: z
    .array(z.unknown())
    .catch([])
    .transform((items) => items.flatMap((item) => authorDetail.safeParse(item).data ?? [])),
  highlights: z.array(z.string()).catch([]),
  artSummary: text.optional(),
  readtime: z.union([z.number(), z.string()]).optional().catch(undefined),
  date: z.string().min(1),
  updated: text.optional(),
  storyJSON: z.unknown(),
  metainfo: z.record(z.string(), meta).optional().catch(undefined),
  relatedKeywords: z.array(z.object({ title: z.string(), url: z.string() })).catch([]),
  /** AB-06: the story offered after this one (stacked below it as the reader scrolls on). */
  nextArticle: z
    .object({
      msid: z.string().regex(/^\d{1,12}$/),
      title: z.string().min(1).max(300),
      url: z.string().max(500),
    })
    .nullish()
    .catch(null),
  related_news: z
    .object({ data: z.array(z.unknown()).catch([]) })
    .optional()
    .catch(undefined),
  prime: flag.optional().catch(false),
  prime_blocker: flag.optional().catch(false),
  adaptive: flag.optional().catch(false),
  hostid: z.union([z.string(), z.number()]).transform(String).optional().catch(undefined),
  hideAds: flag.optional().catch(false),
  /** AB-07: the editors ask that the structured data not mark the paywalled part. */
  remove_paywall_schema: flag.optional().catch(false),
  truncated: z.boolean().optional().catch(false),
  // AR-12: the featured video. `url` and `img` are additions of the reference backend; optional here.
  featuredvideo: z
    .object({
      msid: id,
      hostid: optionalId,
      imgcaption: text.optional(),
      synopsis: text.optional(),
      url: z.string().optional().catch(undefined),
      img: z.string().optional().catch(undefined),
    })
    .nullish()
    .catch(undefined),
  // AR-13: in-article SEO links; a malformed link is dropped, not the list.
  seoInArticleLinks: z
    .object({
      title: text.optional(),
      data: z
        .array(z.unknown())
        .catch([])
        .transform((items) => items.flatMap((item) => seoLink.safeParse(item).data ?? [])),
    })
    .nullish()
    .catch(undefined),
  // AB-04: a malformed company is dropped, not the article; each company once, at most 10.
  taggedcomp: z
    .array(z.unknown())
    .catch([])
    .transform((items) => {
      const seen = new Set<string>();
      return items
        .flatMap((item) => taggedCompany.safeParse(item).data ?? [])
        .filter((company) => !seen.has(company.companyid) && seen.add(company.companyid))
        .slice(0, MAX_TAGGED_COMPANIES);
    }),
  // AB-19: a shopping story's products (a malformed one is dropped, not the story).
  amazonProductList: productListSchema,
  // AR-21: the WhatsApp channel call to action: text, or text with a link.
  whatsAppChannel: z
    .object({
      cta: z
        .union([
          z.string(),
          z.object({
            text: z.string().optional().catch(undefined),
            title: z.string().optional().catch(undefined),
            url: z.string().optional().catch(undefined),
            link: z.string().optional().catch(undefined),
          }),
        ])
        .optional()
        .catch(undefined),
      url: z.string().optional().catch(undefined),
      link: z.string().optional().catch(undefined),
    })
    .nullish()
    .catch(undefined),
});
export type Article = z.infer<typeof articleSchema>;

export const articleResponseSchema = z.object({
  searchResult: z.array(z.object({ data: articleSchema })).min(1),
});

/** `type=getdetails`: a story's or an editorial document's title and metainfo (AB-20). */
export const detailsResponseSchema = z.object({
  searchResult: z
    .array(
      z.object({
        data: z.object({
          msid: z.string().regex(/^\d{1,12}$/),
          title: z.string().max(300),
          metainfo: z.record(z.string(), meta).catch({}),
        }),
      }),
    )
    .min(1),
});
export type Details = z.infer<typeof detailsResponseSchema>['searchResult'][number]['data'];

/** X-01 login state, as the backend's `/auth/session` tells it. */
export const sessionResponseSchema = z.object({
  user: z.object({
    isLogin: z.boolean().catch(false),
    email: z.string().catch(''),
    userInfo: z.object({ firstName: z.string().catch('') }).catch({ firstName: '' }),
    isPrime: z.boolean().catch(false),
    trialEligible: z.boolean().catch(false),
    firstTimeEligible: z.boolean().catch(false),
    /** VD-04: the pink (ad-free) pass; Prime readers are ad-free too. */
    adFree: z.boolean().catch(false),
    /** `expired_subscription` once a reader's Prime has run out. */
    permissions: z.array(z.string()).catch([]),
    roles: z.array(z.string()).catch([]),
  }),
});
export type SessionUser = z.infer<typeof sessionResponseSchema>['user'];

export const loginResponseSchema = z.object({
  session: z.string().min(16).max(128),
  user: sessionResponseSchema.shape.user,
});

/** AB-09 `POST /auth/code`: where the one-time code went (`devCode` only in development). */
export const codeChallengeSchema = z.object({
  challengeId: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  channel: z.enum(['email', 'mobile']),
  sentTo: z.string().max(300),
  expiresAt: z.string().max(40),
  resendAfterSeconds: z.number().int().min(1).max(3600),
  devCode: z
    .string()
    .regex(/^[0-9]{6}$/)
    .optional(),
});
export type CodeChallenge = z.infer<typeof codeChallengeSchema>;

/** AB-09 `POST /auth/code/verify`: a sign-in, and whether the trial started with it. */
export const codeSignInSchema = loginResponseSchema.extend({
  trial: z.object({ started: z.boolean() }).nullable().catch(null),
});

/** AB-09: a Prime plan as `GET /plans` answers it (docs/content-api.md, "Prime"). */
export const primePlanSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/),
  name: z.string().min(1).max(80),
  priceRupees: z.number().int().nonnegative().max(1_000_000),
  period: z.enum(['month', 'year', 'trial']),
  durationDays: z.number().int().positive().max(3660),
  trialDays: z.number().int().nonnegative().max(365),
  trialOnly: z.boolean(),
  includes: z.array(z.string().max(200)).max(20).catch([]),
});
export type PrimePlan = z.infer<typeof primePlanSchema>;
export const plansAnswerSchema = z.object({ plans: z.array(primePlanSchema).min(1).max(12) });

/** AB-09: a story that shows what a benefit brings (the blocker rotates them). */
export const benefitStorySchema = z.object({
  msid: z.string().max(20),
  url: z.string().max(500),
  img: z.string().max(500).catch(''),
  title: z.string().min(1).max(300),
});

/** AB-09: one benefit of Prime, illustrated by the newest Prime stories of its sections. */
export const benefitSchema = z.object({
  title: z.string().min(1).max(120),
  text: z.string().max(400).catch(''),
  image: z.string().max(500).catch(''),
  stories: z.array(benefitStorySchema).max(20).catch([]),
});
export type Benefit = z.infer<typeof benefitSchema>;

/** AB-09: a cluster of benefits under one title. */
export const benefitGroupSchema = z.object({
  id: z.string().max(40),
  title: z.string().min(1).max(120),
  benefits: z.array(benefitSchema).min(1).max(12),
});
export type BenefitGroup = z.infer<typeof benefitGroupSchema>;

/** `GET /benefits` (spec §8 "Clustered benefits"): the groups sit in `planGroups[0].plans[0].additionalBenefitsNew.data`. */
export const benefitsAnswerSchema = z.object({
  planGroups: z
    .array(
      z.object({
        plans: z
          .array(z.object({ additionalBenefitsNew: z.object({ data: z.array(benefitGroupSchema).max(6) }) }))
          .min(1),
      }),
    )
    .min(1),
});

/** AB-15: `type=author_info` as the author page reads it: the bio, a page of stories, the count. */
export const authorPageAnswerSchema = z.object({
  searchResult: z
    .array(
      z.object({
        data: z
          .array(
            z.object({
              bio: z.object({
                name: z.string().min(1).max(200),
                img: text.optional(),
                bio: text.optional(),
                id: id,
                seoname: text,
                type: text.optional(),
                designation: text.optional(),
                url: z.string().nullish().catch(null),
              }),
              story: storyItemsSchema,
              count: z.number().int().nonnegative().max(10_000_000),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});
export type AuthorPageData = z.infer<typeof authorPageAnswerSchema>['searchResult'][number]['data'][number];

/** AB-16: `type=topic`: the keyword, a page of its stories, how many there are. */
export const topicAnswerSchema = z.object({
  searchResult: z
    .array(
      z.object({
        keyword: z.object({ title: z.string().min(1).max(200), slug: z.string().min(1).max(80) }),
        count: z.number().int().nonnegative().max(10_000_000),
        data: storyItemsSchema,
      }),
    )
    .min(1),
});
export type TopicData = z.infer<typeof topicAnswerSchema>['searchResult'][number];

/** AB-04 company page: `type=company_news`: the listed company, a page of its stories, how many. */
export const companyNewsAnswerSchema = z.object({
  searchResult: z
    .array(
      z.object({
        company: taggedCompany.extend({
          seoname: z
            .string()
            .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
            .max(200),
          sector: z.string().max(80).catch(''),
          nsesymbol: z.string().max(40).catch(''),
          bsecode: z.string().max(40).catch(''),
        }),
        count: z.number().int().nonnegative().max(10_000_000),
        data: storyItemsSchema,
      }),
    )
    .min(1),
});
export type CompanyNewsData = z.infer<typeof companyNewsAnswerSchema>['searchResult'][number];

/** Section pages (HM-12): a page of a list, with the count of the whole list (`page=`). */
export const pagedListResponseSchema = z.object({
  searchResult: z
    .array(
      z.object({
        name: text.optional(),
        count: z.number().int().nonnegative(),
        data: storyItemsSchema,
      }),
    )
    .min(1),
});
export interface StoryPage {
  stories: StoryItem[];
  /** Every story of the list, for its pages. */
  count: number;
}

/** `type=sections`: the section directory; a malformed entry is dropped, not the directory. */
const sectionEntrySchema = z.object({
  msid: z.string().regex(/^\d{1,12}$/),
  name: z.string().trim().min(1).max(80),
  url: z.string().regex(/^\/[a-z0-9][a-z0-9/.-]{0,199}$/),
  parentId: z
    .string()
    .regex(/^\d{1,12}$/)
    .nullable(),
});
export type SectionEntry = z.infer<typeof sectionEntrySchema>;
export const sectionsAnswerSchema = z.object({
  searchResult: z
    .array(
      z.object({
        data: z
          .array(z.unknown())
          .transform((items) => items.flatMap((item) => sectionEntrySchema.safeParse(item).data ?? [])),
      }),
    )
    .min(1),
});

/** HM-05 `type=trending_terms`: a section's terms, each a topic page; bad entries dropped. */
const trendingTermSchema = z.object({
  title: z.string().trim().min(1).max(120),
  url: z.string().regex(/^\/topic\/[a-z0-9-]{1,80}$/),
});
export type TrendingTerm = z.infer<typeof trendingTermSchema>;
export const trendingTermsAnswerSchema = z.object({
  searchResult: z
    .array(
      z.object({
        name: z.string().max(80).catch(''),
        data: z
          .array(z.unknown())
          .transform((items) => items.flatMap((item) => trendingTermSchema.safeParse(item).data ?? [])),
      }),
    )
    .min(1),
});
export interface TrendingTerms {
  /** The section's name ("Trending" for the whole site). */
  name: string;
  terms: TrendingTerm[];
}

/**
 * HM-11 the highlight widget's feed (`type=plist&metaInfo=true`): the first block's stories, its
 * `metainfo.SupplementaryContentId.value` (the switch), `plistFolderTitle` and `overridelink`.
 * Anything unreadable in the switch, title or link is absent (the widget decides what that means).
 */
export const highlightAnswerSchema = z.object({
  searchResult: z
    .array(
      z.object({
        data: storyItemsSchema,
        metainfo: z
          .object({
            SupplementaryContentId: z
              .object({ value: z.string().max(100) })
              .optional()
              .catch(undefined),
          })
          .optional()
          .catch(undefined),
        plistFolderTitle: z.string().trim().min(1).max(80).optional().catch(undefined),
        overridelink: z.string().max(500).optional().catch(undefined),
      }),
    )
    .min(1),
});
export type HighlightBlock = z.infer<typeof highlightAnswerSchema>['searchResult'][number];

import { COMMENT_LIMITS, countCharacters } from '@newsroom/rules/comments';
import { z } from 'zod';

// The answers of the content API, as zod schemas. The API's own tests parse every answer with
// these, and the site's content client can import them to parse what it receives.
// Ids are strings of digits, as in the publisher's feeds; metainfo values are strings too.

const digits = z.string().regex(/^\d+$/);
const flag = z.union([z.literal(0), z.literal(1)]);
/** ISO 8601 with the +05:30 offset, e.g. 2026-11-20T09:15:00+05:30. */
export const IstTime = z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:30$/);
const sitePath = z.string().startsWith('/');
const pictureUrl = z.url();
const size = z.object({ width: z.number().int().positive(), height: z.number().int().positive() });

export const StoryType = z.enum(['article', 'video', 'slideshow', 'liveblog']);
export type StoryType = z.infer<typeof StoryType>;

/** The element tags a storyJSON body may use; anything else is an unknown node to skip (AB-02). */
export const storyTags = [
  'p',
  'h2',
  'h3',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'br',
  'img',
  'iframe',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'storylist',
  'item',
] as const;
export type StoryTag = (typeof storyTags)[number];

export interface StoryNode {
  node: string;
  tag?: string | undefined;
  attr?: Record<string, string> | undefined;
  child?: StoryNode[] | undefined;
  text?: string | undefined;
}
export const StoryNode: z.ZodType<StoryNode> = z.object({
  node: z.string(),
  tag: z.string().optional(),
  attr: z.record(z.string(), z.string()).optional(),
  get child() {
    return z.array(StoryNode).optional();
  },
  text: z.string().optional(),
});

export const StoryItem = z.object({
  msid: digits,
  title: z.string().min(1),
  url: sitePath,
  img: pictureUrl,
  imgsize: size,
  synopsis: z.string(),
  date: IstTime,
  updated: IstTime,
  type: StoryType,
  sectionId: digits,
  prime: flag,
});
export type StoryItem = z.infer<typeof StoryItem>;

const metaValue = z.object({ value: z.string() });
/** AB-04: a listed company a story is about (`taggedcomp`; the stock widget's `stocksData`). */
export const TaggedCompany = z.object({
  companyid: digits,
  companyname: z.string().min(1),
  companyshortname: z.string().min(1),
  seoname: z.string().min(1),
  /** The company's page. */
  url: sitePath,
});
export type TaggedCompany = z.infer<typeof TaggedCompany>;

export const MetaInfo = z.object({
  NumberOfWords: metaValue,
  Matchid: metaValue.optional(),
  TemplateLayout: metaValue.optional(),
  BusinessUsageType: metaValue.optional(),
  MetaKeywords: metaValue.optional(),
  Sluglinebeforeheadline: metaValue.optional(),
  Sluglineafterheadline: metaValue.optional(),
  canonicalURL: metaValue.optional(),
  SpecialID: metaValue.optional(),
  /** AB-20: the crypto teaser's facts, one a line (a detail document's, not an article's). */
  DidYouKnow: metaValue.optional(),
});
export type MetaInfo = z.infer<typeof MetaInfo>;
export const metaInfoNames = [
  'Matchid',
  'TemplateLayout',
  'BusinessUsageType',
  'MetaKeywords',
  'Sluglinebeforeheadline',
  'Sluglineafterheadline',
  'canonicalURL',
  'SpecialID',
  'DidYouKnow',
] as const satisfies ReadonlyArray<keyof MetaInfo>;

export const AuthorType = z.enum(['STAFF', 'GUEST']);

const money = z.object({ amount: z.number().nonnegative(), currency: z.string().regex(/^[A-Z]{3}$/) });
/**
 * AB-19: a product of a shopping story (the spec's Product, in the shape of Amazon's product API):
 * `detailPageURL` carries the publication's affiliate tag; `images` is null when the product has
 * no primary picture (the site then shows no card for it).
 */
export const ShopProduct = z.object({
  asin: z.string().regex(/^[A-Z0-9]{10,20}$/),
  store: z.enum(['amazon', 'noon']),
  detailPageURL: z.url(),
  title: z.object({ displayValue: z.string().min(1) }),
  images: z
    .object({
      primary: z.object({
        large: z.object({ url: pictureUrl, width: z.number().int(), height: z.number().int() }),
      }),
    })
    .nullable(),
  offers: z.object({
    listings: z.array(
      z.object({
        price: money.extend({
          savings: z
            .object({ amount: z.number().nonnegative(), percentage: z.number().int().min(1).max(99) })
            .optional(),
        }),
        savingBasis: money.optional(),
        deliveryInfo: z.object({ isFreeShippingEligible: z.boolean() }),
      }),
    ),
  }),
});
export type ShopProduct = z.infer<typeof ShopProduct>;

export const Article = z.object({
  msid: digits,
  title: z.string().min(1),
  url: sitePath,
  seo: z.object({ title: z.string(), actualURL: sitePath, keywords: z.string(), description: z.string() }),
  subsecnames: z.object({
    subsec1: digits,
    subsec2: digits.nullable(),
    subsec3: digits.nullable(),
    subsecname1: z.string(),
    subsecname2: z.string().nullable(),
    subsecname3: z.string().nullable(),
  }),
  hideAds: flag,
  img: pictureUrl,
  imgsize: size,
  imgcaption: z.string(),
  imgagency: z.string(),
  agency: z.string(),
  authors: z.array(z.object({ id: digits, title: z.string(), url: sitePath.nullable() })),
  authordetails: z.array(
    z.object({
      name: z.string(),
      id: digits,
      seoname: z.string(),
      type: AuthorType,
      designation: z.string(),
      pubname: z.string(),
      img: pictureUrl,
      bio: z.string(),
    }),
  ),
  highlights: z.array(z.string()),
  featuredvideo: z
    .object({
      msid: digits,
      hostid: digits,
      imgcaption: z.string(),
      synopsis: z.string(),
      /** The video's own page (added), as StoryItem.url. */
      url: sitePath,
      /** The video's picture (added), as StoryItem.img. */
      img: pictureUrl,
    })
    .nullable(),
  metainfo: MetaInfo,
  related_news: z.object({
    data: z.array(z.object({ msid: digits, title: z.string(), img: pictureUrl, url: sitePath })),
  }),
  /** AB-06: the story offered after this one as the reader scrolls on; null past the oldest. */
  nextArticle: z.object({ msid: z.string(), title: z.string(), url: sitePath }).nullable(),
  relatedKeywords: z.array(z.object({ title: z.string(), url: sitePath })),
  seoInArticleLinks: z
    .object({ title: z.string(), data: z.array(z.object({ url: sitePath, title: z.string() })) })
    .nullable(),
  /** AR-21: the desk's WhatsApp channel; null on Prime stories. */
  whatsAppChannel: z.object({ cta: z.object({ text: z.string().min(1), url: z.url() }) }).nullable(),
  /** AB-04: the listed companies the story is about, in the editors' order (empty when none). */
  taggedcomp: z.array(TaggedCompany),
  /** AB-19: the products a shopping story names (by `asin` in `product` nodes); empty otherwise. */
  amazonProductList: z.array(ShopProduct),
  storyJSON: StoryNode,
  artSummary: z.string(),
  /** Minutes, at 200 words a minute, at least 1. */
  readtime: z.number().int().positive(),
  date: IstTime,
  updated: IstTime,
  type: StoryType,
  prime: flag,
  prime_blocker: flag,
  adaptive: flag,
  hostid: digits,
  /** AB-07: 1 when the structured data must not mark the paywalled part. */
  remove_paywall_schema: flag,
  truncated: z.literal(true).optional(),
});
export type Article = z.infer<typeof Article>;

export const ArticleAnswer = z.object({ searchResult: z.tuple([z.object({ data: Article })]) });

export const SectionMetaInfo = z.record(z.string(), metaValue);

export const PlistAnswer = z.object({
  searchResult: z.tuple([
    z.object({
      msid: digits,
      name: z.string(),
      title: z.string(),
      seopath: z.string(),
      metainfo: SectionMetaInfo.optional(),
      /** Only with `metaInfo=true` (HM-11): the block's heading and its link. */
      plistFolderTitle: z.string().optional(),
      overridelink: z.string().optional(),
      /** Only with `page`: every story of the list, for its pages. */
      count: z.number().int().nonnegative().optional(),
      /** `mode=hierarchy` on a section: its sub-sections, in the editors' order (AB-18). */
      sections: z.array(z.object({ msid: digits, name: z.string(), seopath: z.string() })).optional(),
      data: z.array(StoryItem),
    }),
  ]),
  parameters: z.object({ msid: digits }),
});
export type PlistAnswer = z.infer<typeof PlistAnswer>;

/** `type=sections`: the section directory (section pages). */
export const SectionsAnswer = z.object({
  searchResult: z.tuple([
    z.object({
      data: z.array(
        z.object({
          msid: digits,
          name: z.string().min(1),
          seopath: z.string().min(1),
          url: z.string().regex(/^\/[a-z0-9/.-]+$/),
          parentId: digits.nullable(),
        }),
      ),
    }),
  ]),
});

/** `type=trending_terms` (HM-05): a section's (or the site's) most used keywords, as topic pages. */
export const TrendingTermsAnswer = z.object({
  searchResult: z.tuple([
    z.object({
      msid: digits.nullable(),
      name: z.string(),
      data: z.array(
        z.object({
          title: z.string().min(1),
          url: z.string().regex(/^\/topic\/[a-z0-9-]+$/),
          count: z.number().int().positive(),
        }),
      ),
    }),
  ]),
});

export const DetailsAnswer = z.object({
  searchResult: z.tuple([
    z.object({ data: z.object({ msid: digits, title: z.string(), metainfo: MetaInfo }) }),
  ]),
});

export const AuthorInfoAnswer = z.object({
  searchResult: z.tuple([
    z.object({
      data: z.tuple([
        z.object({
          bio: z
            .object({
              name: z.string(),
              img: pictureUrl,
              bio: z.string(),
              // AB-15: what the author page needs besides the card's name, picture and bio.
              id: z.string(),
              seoname: z.string(),
              type: z.enum(['STAFF', 'GUEST']),
              designation: z.string(),
              url: sitePath.nullable(),
            })
            .nullable(),
          // The card reads `{url, title, date}`; each story is a whole StoryItem (AB-15).
          story: z.array(StoryItem),
          /** All the author's stories, for paging with `page` (AB-15). */
          count: z.number().int().nonnegative(),
        }),
      ]),
    }),
  ]),
});

/** `type=topic` (AB-16): a page of a keyword's stories and how many there are. */
export const TopicAnswer = z.object({
  searchResult: z.tuple([
    z.object({
      keyword: z.object({ title: z.string(), slug: z.string(), url: sitePath }),
      count: z.number().int().nonnegative(),
      data: z.array(StoryItem),
    }),
  ]),
});

export const LatestNewsAnswer = z.object({
  searchResult: z.tuple([
    z.object({ count: z.number().int().nonnegative().optional(), data: z.array(StoryItem) }),
  ]),
});

export interface Comment {
  _id: string;
  A_D_N: string;
  C_D: string;
  C_T: string;
  PIU: string | null;
  user_reward: { statusPoints: number };
  AC_A_C: number;
  AC_D_C: number;
  CHILD: Comment[];
}
export const Comment: z.ZodType<Comment> = z.object({
  _id: digits,
  A_D_N: z.string(),
  C_D: IstTime,
  C_T: z.string(),
  PIU: pictureUrl.nullable(),
  user_reward: z.object({ statusPoints: z.number().int().nonnegative() }),
  AC_A_C: z.number().int().nonnegative(),
  AC_D_C: z.number().int().nonnegative(),
  get CHILD() {
    return z.array(Comment);
  },
});

/** totalcount: every comment including replies; cmt_c: threads (top-level comments), which pages count. */
export const CommentsHeader = z.object({
  totalcount: z.number().int().nonnegative(),
  cmt_c: z.number().int().nonnegative(),
});
export const CommentsPage = z.tuple([CommentsHeader], Comment);
export type CommentsPage = z.infer<typeof CommentsPage>;

export const HealthAnswer = z.object({
  ok: z.literal(true),
  store: z.enum(['sqlite', 'postgres']),
  articles: z.number(),
});

export const ErrorAnswer = z.object({
  error: z.object({ param: z.string().nullable(), message: z.string() }),
});
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

// Readers and what they write (X-01, AR-03..AR-07).

/**
 * Limits of what readers write, checked by the API and shown by the site (spec section 9): the
 * shared rules' own (`@newsroom/rules/comments`), named as the API has always named them.
 * Characters are counted as a reader counts them: code points, a line break (CR LF or LF) one.
 */
export const commentLimits = COMMENT_LIMITS;

export const abuseReasons = [
  'Foul language',
  'Slanderous',
  'Inciting hatred against a certain community',
  'Others',
] as const;
export type AbuseReason = (typeof abuseReasons)[number];

/** Counts characters the way the API (and the browser) does: code points, so an emoji is one; CR LF is one. */
export { countCharacters };

export const SessionUser = z.object({
  isLogin: z.literal(true),
  ssoid: z.string().min(1),
  email: z.string(),
  userInfo: z.object({ firstName: z.string() }),
  isPrime: z.boolean(),
  trialEligible: z.boolean(),
  /** AR-16: eligible for the first-time offer, so never shown the Prime nudge bar; false while Prime. */
  firstTimeEligible: z.boolean(),
  expiredSubscription: z.boolean(),
  /** VD-04: the pink (ad-free) flag: no ads and no sponsored block; true while Prime (AB-25). */
  adFree: z.boolean(),
  /** The reader's plan, also once it has run out; null for a reader who never subscribed. */
  primePlan: z.enum(['monthly', 'annual', 'trial']).nullable(),
  primeUntil: IstTime.nullable(),
  roles: z.array(z.string()),
  /** `subscribed` while Prime, `expired_subscription` once a subscription has run out. */
  permissions: z.array(z.enum(['subscribed', 'expired_subscription'])),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const LoginAnswer = z.object({
  user: SessionUser,
  /** The session token, for `Authorization: Bearer …`; the same token is set as the cookie. */
  session: z.string().min(40),
  expiresAt: IstTime,
});
export const SessionAnswer = z.object({ user: SessionUser });
export const LogoutAnswer = z.object({ signedOut: z.literal(true) });
export const SubscribeAnswer = z.object({
  user: SessionUser,
  subscription: z.object({
    plan: z.enum(['monthly', 'annual', 'trial']),
    until: IstTime,
    /** false when the reader was Prime already and nothing changed. */
    started: z.boolean(),
  }),
});

/** AB-09 `POST /auth/code`: a one-time code was sent (`devCode` only with SHOW_ONE_TIME_CODES). */
export const CodeChallengeAnswer = z.object({
  challengeId: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  channel: z.enum(['email', 'mobile']),
  /** The address masked (@newsroom/rules/paywall-masking). */
  sentTo: z.string(),
  expiresAt: IstTime,
  resendAfterSeconds: z.number().int().positive(),
  devCode: z
    .string()
    .regex(/^[0-9]{6}$/)
    .optional(),
});
/** AB-09 `POST /auth/code/verify`: signed in as with a password; `trial` when startTrial was asked. */
export const CodeSignInAnswer = LoginAnswer.extend({
  trial: z.object({ started: z.boolean(), until: IstTime.nullable() }).nullable(),
});

/** A posted comment or reply, as the comments GET will show it (no replies yet). */
export const PostedComment = Comment;

export const VoteAnswer = z.union([
  z.object({
    counted: z.literal(true),
    opinionid: digits,
    AC_A_C: z.number().int().nonnegative(),
    AC_D_C: z.number().int().nonnegative(),
  }),
  z.object({ counted: z.literal(false), reason: z.literal('already voted') }),
]);
export type VoteAnswer = z.infer<typeof VoteAnswer>;

export const ReportAnswer = z.object({ reported: z.literal(true), id: digits });

export const ModerationReport = z.object({
  id: digits,
  /** When the report came in. */
  reportedAt: IstTime,
  reason: z.enum(abuseReasons),
  reasontext: z.string().nullable(),
  commentid: digits,
  msid: digits,
  /** The reported comment as stored, with its author's e-mail and location for moderators. */
  comment: z.object({
    A_D_N: z.string(),
    C_T: z.string(),
    C_D: IstTime,
    email: z.string(),
    location: z.string(),
  }),
  hostid: z.string().nullable(),
  channelid: z.string().nullable(),
  commenterid: z.string().nullable(),
  username: z.string().nullable(),
  loggedstatus: flag,
  ssoid: z.string().nullable(),
  uid: z.string().nullable(),
});
export const ModerationReportsAnswer = z.object({
  totalcount: z.number().int().nonnegative(),
  reports: z.array(ModerationReport),
});

/**
 * Agencies the seed uses that are the publisher's own or its partners'. The site hides the image
 * credit for these (AB-02); wire agencies (PTI, Reuters, AFP, ...) keep theirs.
 */
export const houseAgencies = ['ET Bureau', 'ET Online', 'ETMarkets.com', 'ET Prime'] as const;
export const partnerAgencies = ['ET Spotlight', 'ET Contributors'] as const;

/** AB-04 `type=company_news`: a listed company and a page of the stories tagged with it. */
export const CompanyNewsAnswer = z.object({
  searchResult: z.tuple([
    z.object({
      company: TaggedCompany.extend({ sector: z.string(), nsesymbol: z.string(), bsecode: digits }),
      count: z.number().int().nonnegative(),
      data: z.array(StoryItem),
    }),
  ]),
});
export type CompanyNewsAnswer = z.infer<typeof CompanyNewsAnswer>;

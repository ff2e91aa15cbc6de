/**
 * Stories and authors of the demo data with a property worth testing against, so the site's
 * tests need not search for them. seed.test.ts checks every entry, so a change to the seed that
 * moves one fails there first. Listed in docs/content-api.md.
 */
export const seedLandmarks = {
  /** Every documented tag, every node the site must skip, 40 comment threads. */
  showcase: 125400333,
  /** prime_blocker 1 and hostid 364. */
  premium: 125400321,
  /** hostid 364 with prime_blocker 0: premium all the same. */
  premiumByHostOnly: 125400280,
  /** prime_blocker 1 with an ordinary hostid: premium all the same. */
  premiumByBlockerOnly: 125400203,
  /** adaptive 1, hostid 153. */
  adaptive: 125400327,
  /** The most comment threads (three pages of 25). */
  mostComments: 125400205,
  noComments: 125400340,
  /** Matchid "e" (recommendations hidden, no course carousel). */
  matchIdE: 125400317,
  /** Matchid "1" (masterclass text slot for non-Prime readers). */
  matchIdOne: 125400270,
  /** In NRI (subsec1 107115) with Matchid "spotlight": no course carousel. */
  nriWithSpotlightMatchId: 125400005,
  /** In NRI (subsec1 107115) without a Matchid: course carousel shown. */
  nriPlain: 125400334,
  /** 400 words or fewer, with related news: the sidebar related block, no in-body boxes. */
  shortWithRelated: 125400330,
  /** Between 400 and 449 words: related boxes in the body, no popular-in-section. */
  betweenThresholds: 125400337,
  /** More than 20 paragraphs: every paragraph insert position is reached. */
  twentyParagraphs: 125400335,
  /**
   * The long read: free, more than 5,000 words, in Wealth › Tax, an income-tax story with related
   * news and ads, so every body insert of its layout shows (the bench's longest page).
   */
  longRead: 125400341,
  featuredVideo: 125400340,
  /** Sluglines before and after, canonical URL, no SpecialID: the fund promo shows. */
  mutualFundPromo: 125400340,
  /** BusinessUsageType "Column", by a guest. */
  column: 125400336,
  /** By a GUEST author without an author page. */
  byGuestWithoutPage: 125400210,
  /**
   * AB-04: a free report tagged with four listed companies (two tabs and two in More) and more
   * than three paragraphs, so the stock widget shows at break 3.
   */
  stockWidget: 125400081,
  video: 125400316,
  slideshow: 125400338,
  liveblog: 125400243,
  staffAuthor: 4001001,
  guestAuthorWithoutPage: 4001026,
} as const;

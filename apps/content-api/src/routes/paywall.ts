import { z } from 'zod';
import { isPremium } from '../content/article.ts';
import { toSessionUser } from '../content/session-user.ts';
import { badRequest } from '../http/http-error.ts';
import { freshJson, type Handler, type RouteContext } from '../http/reply.ts';
import type { Route } from '../http/router.ts';
import {
  meterReads,
  type OpenedStory,
  type ReaderProfile,
  readReaderProfile,
} from '../store/paywall-reads.ts';
import { maxPaywallBodyBytes, parsePaywallRequest } from './paywall-request.ts';
import { decideHit, isAdaptiveStory } from './paywall-rule.ts';

// AB-08 adaptive paywall: `POST /getPaywallHitStatus.json`. The site asks, for the stories a
// reader is opening, whether the adaptive gate closes on each; the answer is the server's own,
// from its metering store and the rule in paywall-rule.ts.

/** The agency of stories the publisher's own bureau wrote (the profile's bureau count). */
export const bureauAgency = 'ET Bureau';

export const PaywallArticleAnswer = z.object({
  msid: z.string(),
  /** The spec's spelling. */
  paywalHitStatus: z.boolean(),
  /** 0..1, two decimals. */
  score: z.number(),
  /** The score as a whole percentage. */
  probabilityPercentage: z.number(),
  /** Words in the whole story (0 for an unknown story). */
  lengthOfArticle: z.number(),
});

export const PaywallUserProfile = z.object({
  lifetimePaidArticleCount: z.number(),
  lifetimeFreeArticleCount: z.number(),
  lifetimeBureauArticleCount: z.number(),
  daysActive: z.number(),
  hits_paywall: z.number(),
  // Added: the server's own figures for what the request's counts claim.
  continuousPaywallHits: z.number(),
  articleReadCountToday: z.number(),
  articleReadCountMonth: z.number(),
  paidArticleReadCountToday: z.number(),
  paidArticleReadCountMonth: z.number(),
});

export const PaywallAnswer = z.object({
  articleResponseDtos: z.array(PaywallArticleAnswer),
  userProfileDto: PaywallUserProfile,
});
export type PaywallAnswer = z.output<typeof PaywallAnswer>;

/**
 * Whom the metering counts: the signed-in reader (a dead session is the usual 401), else the
 * anonymous reader id the site passes in X-Anonymous-Reader (believed only from the site, see
 * RouteContext.anonymousReader). Nothing the body says about the reader counts.
 */
async function meteredReader(context: RouteContext) {
  const reader = await context.reader();
  if (reader)
    return {
      key: `reader:${reader.id}`,
      signedIn: true,
      isPrime: toSessionUser(reader, context.now()).isPrime,
    };
  if (context.anonymousReader !== null)
    return { key: `anon:${context.anonymousReader}`, signedIn: false, isPrime: false };
  throw badRequest(
    'reader',
    'needs a signed-in session or the site’s anonymous reader id (X-Anonymous-Reader)',
  );
}

export const getPaywallHitStatus: Handler = async (context) => {
  const who = await meteredReader(context);
  const request = parsePaywallRequest(await context.json(maxPaywallBodyBytes));
  const msids = request.articleRequestDtos.map((dto) => dto.msid);
  const rows = await context.db
    .selectFrom('articles')
    .select(['msid', 'adaptive', 'host_id', 'prime_blocker', 'agency', 'word_count'])
    .where('msid', 'in', [...new Set(msids)])
    .execute();
  const stored = new Map(rows.map((row) => [row.msid, row]));
  // Only real stories count; an unknown id is answered "no hit" and metered not at all.
  const opened: OpenedStory[] = msids.flatMap((msid) => {
    const row = stored.get(msid);
    if (!row) return [];
    return [
      { msid, premium: isPremium(row), adaptive: isAdaptiveStory(row), bureau: row.agency === bureauAgency },
    ];
  });
  const nowMs = context.now();
  const metered =
    opened.length === 0
      ? { stories: [], profile: await readReaderProfile(context.db, who.key, nowMs) }
      : await meterReads(context.db, {
          reader: who.key,
          signedIn: who.signedIn,
          isPrime: who.isPrime,
          nowMs,
          stories: opened,
          decide: (story, figures) => decideHit(story, figures, context.paywall),
          profileRetentionDays: context.paywall.profileRetentionDays,
        });
  // Answers in the request's order: the metered results follow `opened`, which keeps that order
  // without the unknown stories. A story asked twice is metered once and answered twice alike.
  let next = 0;
  const answer: PaywallAnswer = {
    articleResponseDtos: msids.map((msid) => {
      const row = stored.get(msid);
      const result = row ? metered.stories[next++] : undefined;
      const points = result?.score ?? 0;
      return {
        msid: String(msid),
        paywalHitStatus: result?.hit ?? false,
        score: points / 100,
        probabilityPercentage: points,
        lengthOfArticle: row?.word_count ?? 0,
      };
    }),
    userProfileDto: profileAnswer(metered.profile),
  };
  return freshJson(answer);
};

function profileAnswer(profile: ReaderProfile): PaywallAnswer['userProfileDto'] {
  return {
    lifetimePaidArticleCount: profile.lifetimePaid,
    lifetimeFreeArticleCount: profile.lifetimeFree,
    lifetimeBureauArticleCount: profile.lifetimeBureau,
    daysActive: profile.daysActive,
    hits_paywall: profile.hitsPaywall,
    continuousPaywallHits: profile.continuousHits,
    articleReadCountToday: profile.readsToday,
    articleReadCountMonth: profile.readsThisMonth,
    paidArticleReadCountToday: profile.paidReadsToday,
    paidArticleReadCountMonth: profile.paidReadsThisMonth,
  };
}

export const paywallRoutes: Route[] = [
  { method: 'POST', path: '/getPaywallHitStatus.json', handler: getPaywallHitStatus },
];

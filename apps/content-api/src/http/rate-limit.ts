import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { storeKindOf } from '../store/dialect.ts';
import { refundToken, sweepFullBuckets, takeToken } from '../store/rate-buckets.ts';
import type { Database } from '../store/schema.ts';
import { HttpError } from './http-error.ts';

// Per-client rate limits as token buckets: a client may spend `count` requests at once, and
// earns them back evenly over `perSeconds`. On SQLite one process serves, so the buckets live
// in its memory; on PostgreSQL several instances serve the same readers (issue 18), so the
// buckets live in the store and a limit counts across them. The clock comes in from outside so
// tests can move time without sleeping.

export interface RateRule {
  count: number;
  perSeconds: number;
}

/** `off` switches a limit off (load tests); otherwise `count/seconds`, e.g. `10/60`. */
export type RateSetting = RateRule | 'off';

export function parseRateSetting(name: string, text: string): RateSetting {
  if (text.trim().toLowerCase() === 'off') return 'off';
  const match = /^\s*(\d{1,9})\s*\/\s*(\d{1,9})\s*$/.exec(text);
  const count = Number(match?.[1]);
  const perSeconds = Number(match?.[2]);
  if (!match || count < 1 || perSeconds < 1) {
    throw new Error(`${name} must be "off" or "count/seconds" with both at least 1, e.g. 10/60`);
  }
  return { count, perSeconds };
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  readonly setting: RateSetting;
  take(client: string): RateDecision | Promise<RateDecision>;
  /** Gives back one taken request, e.g. a sign-in that turned out right (never above the burst). */
  refund(client: string): void | Promise<void>;
}

/** The single process's limiter: answers at once. */
export interface MemoryRateLimiter extends RateLimiter {
  take(client: string): RateDecision;
  refund(client: string): void;
}

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Buckets kept per limiter. A flood of new clients (made-up e-mail addresses, many addresses)
 * evicts the least recently used ones instead of growing memory without end; an evicted bucket
 * had been idle longest, so it had mostly refilled anyway.
 */
const maxBuckets = 100_000;

export function createRateLimiter(setting: RateSetting, now: () => number): MemoryRateLimiter {
  if (setting === 'off') return { setting, take: () => ({ allowed: true }), refund: () => {} };
  const buckets = new LRUCache<string, Bucket>({ max: maxBuckets });
  const rule = setting;
  const perMs = rule.count / (rule.perSeconds * 1000);
  const current = (client: string): Bucket => {
    const at = now();
    const bucket = buckets.get(client);
    if (!bucket) {
      const fresh = { tokens: rule.count, at };
      buckets.set(client, fresh);
      return fresh;
    }
    bucket.tokens = Math.min(rule.count, bucket.tokens + Math.max(0, at - bucket.at) * perMs);
    bucket.at = at;
    return bucket;
  };
  return {
    setting,
    take(client) {
      const bucket = current(client);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)),
      };
    },
    refund(client) {
      const bucket = current(client);
      bucket.tokens = Math.min(rule.count, bucket.tokens + 1);
    },
  };
}

/** Sweep a shared limit's idle buckets once every this many takes (bounded table, no timer). */
const sweepEvery = 1000;

/**
 * A limit whose buckets are rows in PostgreSQL (`rate_buckets`), so every backend instance on
 * the store counts the same client against one bucket.
 */
export function createSharedRateLimiter(
  name: string,
  setting: RateSetting,
  db: Kysely<Database>,
  now: () => number,
): RateLimiter {
  if (setting === 'off') return { setting, take: () => ({ allowed: true }), refund: () => {} };
  const rule = setting;
  const perMs = rule.count / (rule.perSeconds * 1000);
  let takes = 0;
  return {
    setting,
    async take(client) {
      const at = now();
      if (++takes % sweepEvery === 0) {
        // Off the request's path; a failed sweep only leaves rows for the next one.
        sweepFullBuckets(db, name, rule, at).catch(() => {});
      }
      const { allowed, tokens } = await takeToken(db, name, client, rule, at);
      if (allowed) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
    },
    refund: (client) => refundToken(db, name, client, rule),
  };
}

/** Takes one request from the client's bucket, or refuses with 429 and Retry-After. */
export async function enforceRateLimit(limiter: RateLimiter, client: string, what: string): Promise<void> {
  const decision = await limiter.take(client);
  if (decision.allowed) return;
  const seconds = decision.retryAfterSeconds;
  throw new HttpError(429, 'rate_limit', `Too many ${what}; try again in ${seconds} s`, {
    'retry-after': String(seconds),
  });
}

export interface RateLimits {
  /** New comments and replies. */
  posts: RateLimiter;
  votes: RateLimiter;
  reports: RateLimiter;
  /** Sign-in attempts from one address, right or wrong (hard: 429). */
  logins: RateLimiter;
  /**
   * Wrong passwords for one account from all addresses together; a right one costs nothing. Soft:
   * past it password sign-in for the account waits for a one-time code (auth/sign-in-limits.ts).
   */
  loginsPerAccount: RateLimiter;
  /** Wrong passwords for one account from one address (hard: 429); a right one costs nothing. */
  loginsPerPair: RateLimiter;
  /** AB-09: one-time codes asked for from one address (the send counts are in the store). */
  codeRequests: RateLimiter;
  /** AB-09: one-time codes tried from one address, right or wrong (each code has 5 tries too). */
  codeChecks: RateLimiter;
  /** AB-13: newsletter sign-ups (each newsletter and address is also mailed once per link). */
  newsletterSignups: RateLimiter;
  /** AB-23, AB-19: ad impressions and clicks, affiliate clicks: past the limit they are not counted. */
  adEvents: RateLimiter;
  /** AB-25: questions to the chat assistant, per reader or address. */
  assistantQuestions: RateLimiter;
  /** batches of analytics events; past the limit a batch is refused (429) and not counted. */
  analyticsBatches: RateLimiter;
  /** PS-04: checkouts started by one reader (each is a stored row and a call to the provider). */
  checkouts: RateLimiter;
}

export type RateSettings = Record<keyof RateLimits, RateSetting>;

/**
 * Defaults sized for a busy comment section where readers behind one office or carrier address
 * share a limit: 10 posts a minute, 60 votes a minute, 20 reports in 10 minutes. Sign-in
 * (Hardening, issue 26.4; the rule is auth/sign-in-limits.ts): 30 attempts from one address in 5
 * minutes, room for an office signing in at nine while a script that tries many accounts from
 * there (or burns CPU on password hashing) is stopped; 10 wrong passwords for one account from
 * one address in 5 minutes (then one more every 30 s), which stops one place guessing one
 * reader's password; and 30 wrong passwords for one account from all addresses in 15 minutes
 * (then one every 30 s), past which that account's password sign-in waits for a one-time code,
 * never refused outright, so no guesser can lock its owner out. AB-09 one-time codes: 10 asked for from one address
 * in 10 minutes (and at most 20 sent an hour, 5 to one recipient) and 30 tried in 5 minutes. AB-13
 * newsletter sign-ups: 10 in 10 minutes, room for a reader choosing several newsletters and for
 * readers behind one address, while a script mailing confirmation links to strangers is stopped.
 * Poll votes (AB-14) count as votes.
 */
export const defaultRateSettings: RateSettings = {
  posts: { count: 10, perSeconds: 60 },
  votes: { count: 60, perSeconds: 60 },
  reports: { count: 20, perSeconds: 600 },
  logins: { count: 30, perSeconds: 300 },
  loginsPerAccount: { count: 30, perSeconds: 900 },
  loginsPerPair: { count: 10, perSeconds: 300 },
  codeRequests: { count: 10, perSeconds: 600 },
  codeChecks: { count: 30, perSeconds: 300 },
  newsletterSignups: { count: 10, perSeconds: 600 },
  // AB-23, AB-19: a page shows a handful of ads; 120 ad or shop events a minute from one address
  // is room for an office, while a script inflating counts stops counting.
  adEvents: { count: 120, perSeconds: 60 },
  // AB-25: a reader asks a few questions in a row, then reads; a script is stopped after 20.
  assistantQuestions: { count: 20, perSeconds: 300 },
  // a reader's page sends a batch every few seconds at most (and one on leaving); 60 a
  // minute from one address is room for an office, while a script inflating counts is stopped.
  analyticsBatches: { count: 60, perSeconds: 60 },
  // PS-04: a reader trying a plan, a card that fails and another plan starts a few checkouts; 10
  // an hour is room for that, while a script filling the store with pending checkouts is stopped.
  checkouts: { count: 10, perSeconds: 3600 },
};

/** In memory on SQLite (one process), in the store on PostgreSQL (every instance shares them). */
export function createRateLimits(
  settings: RateSettings,
  now: () => number,
  db?: Kysely<Database>,
): RateLimits {
  const shared = db !== undefined && storeKindOf(db) === 'postgres';
  const limiter = (name: keyof RateLimits) =>
    shared ? createSharedRateLimiter(name, settings[name], db, now) : createRateLimiter(settings[name], now);
  return {
    posts: limiter('posts'),
    votes: limiter('votes'),
    reports: limiter('reports'),
    logins: limiter('logins'),
    loginsPerAccount: limiter('loginsPerAccount'),
    loginsPerPair: limiter('loginsPerPair'),
    codeRequests: limiter('codeRequests'),
    codeChecks: limiter('codeChecks'),
    newsletterSignups: limiter('newsletterSignups'),
    adEvents: limiter('adEvents'),
    assistantQuestions: limiter('assistantQuestions'),
    analyticsBatches: limiter('analyticsBatches'),
    checkouts: limiter('checkouts'),
  };
}

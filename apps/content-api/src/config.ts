import { resolve } from 'node:path';
import { z } from 'zod';
import type { CricketSettings } from './cricket/fixtures.ts';
import { defaultTrustedProxies, parseTrustedProxies } from './http/client-address.ts';
import { defaultRateSettings, parseRateSetting, type RateSettings } from './http/rate-limit.ts';
import { defaultPaywallSettings, type PaywallSettings } from './routes/paywall-rule.ts';
import type { PaymentSettings } from './server.ts';

// Settings come from the environment, checked once at start so a typo stops the process
// with a clear message instead of surfacing as a strange failure later.

const defaultSqlitePath = resolve(import.meta.dirname, '../.data/content.sqlite');

const environment = z.object({
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'PORT must be a port number')
    .transform(Number)
    .pipe(z.number().max(65_535, 'PORT must be at most 65535'))
    .default(4010),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url('PUBLIC_URL must be an absolute URL').optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  SQLITE_PATH: z.string().min(1).default(defaultSqlitePath),
  TRUSTED_PROXIES: z.string().optional(),
  RATE_LIMIT_POSTS: z.string().optional(),
  RATE_LIMIT_VOTES: z.string().optional(),
  RATE_LIMIT_REPORTS: z.string().optional(),
  RATE_LIMIT_LOGINS: z.string().optional(),
  RATE_LIMIT_LOGINS_PER_ACCOUNT: z.string().optional(),
  RATE_LIMIT_LOGINS_PER_PAIR: z.string().optional(),
  RATE_LIMIT_CODE_REQUESTS: z.string().optional(),
  RATE_LIMIT_CODE_CHECKS: z.string().optional(),
  RATE_LIMIT_NEWSLETTER: z.string().optional(),
  RATE_LIMIT_AD_EVENTS: z.string().optional(),
  RATE_LIMIT_ASSISTANT: z.string().optional(),
  RATE_LIMIT_ANALYTICS: z.string().optional(),
  RATE_LIMIT_CHECKOUTS: z.string().optional(),
  // AB-09: put the one-time sign-in code into the answer itself (demo and development only).
  SHOW_ONE_TIME_CODES: z
    .enum(['0', '1', 'true', 'false', 'on', 'off'], {
      error: 'SHOW_ONE_TIME_CODES must be 1 or 0 (true/false, on/off)',
    })
    .transform((value) => value === '1' || value === 'true' || value === 'on')
    .default(false),
  // A production start: demo switches are refused and the payment secret must be set.
  NODE_ENV: z.string().optional(),
  // PS-04 payments (docs "Payments (PS-04)"): the secret confirmations are signed with, and where
  // the demo provider's pages and deliveries go (this backend's own address when left out).
  PAYMENT_WEBHOOK_SECRET: z
    .string()
    .min(32, 'PAYMENT_WEBHOOK_SECRET must be at least 32 characters (e.g. openssl rand -base64 32)')
    .optional(),
  PAYMENT_DEMO_URL: z.url('PAYMENT_DEMO_URL must be an absolute URL').optional(),
  PAYMENT_CONFIRMATION_URL: z.url('PAYMENT_CONFIRMATION_URL must be an absolute URL').optional(),
  // HM-07 the simulated cricket feed: seconds between deliveries, and the daily first ball (HH:MM India time).
  IPL_BALL_SECONDS: wholeNumberSetting('IPL_BALL_SECONDS', 1, 600).optional(),
  IPL_DAILY_START: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'IPL_DAILY_START must be a time HH:MM (India time), e.g. 19:30')
    .optional(),
  // AB-08 adaptive paywall (routes/paywall-rule.ts, docs "Adaptive paywall").
  PAYWALL_FREE_ADAPTIVE_READS: wholeNumberSetting('PAYWALL_FREE_ADAPTIVE_READS', 0, 1000).default(
    defaultPaywallSettings.freeAdaptiveReadsPerMonth,
  ),
  PAYWALL_SCORE_THRESHOLD: wholeNumberSetting('PAYWALL_SCORE_THRESHOLD', 0, 101).default(
    defaultPaywallSettings.scoreThreshold,
  ),
  PAYWALL_PROFILE_RETENTION_DAYS: wholeNumberSetting('PAYWALL_PROFILE_RETENTION_DAYS', 31, 3660).default(
    defaultPaywallSettings.profileRetentionDays,
  ),
});

/** A whole number within bounds, given as digits. */
function wholeNumberSetting(name: string, min: number, max: number) {
  const rule = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d{1,6}$/, rule)
    .transform(Number)
    .pipe(z.number().min(min, rule).max(max, rule));
}

export interface ContentApiConfig {
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  sqlitePath: string;
  /** Addresses or CIDR ranges whose X-Forwarded-For is believed. */
  trustedProxies: string[];
  rateLimits: RateSettings;
  paywall: PaywallSettings;
  /** AB-09: answer `devCode` with each one-time code (SHOW_ONE_TIME_CODES; off unless set). */
  showOneTimeCodes: boolean;
  /** HM-07: the simulated match's pace and daily start (IPL_BALL_SECONDS, IPL_DAILY_START). */
  cricket: Partial<CricketSettings>;
  /** PS-04: left out, each process makes up its own secret (a single demo backend only). */
  payments: Partial<PaymentSettings>;
}

/**
 * A production start refuses what only a demo may do, in one line (main.ts prints it and exits):
 * SHOW_ONE_TIME_CODES puts sign-in codes in the answers, so anyone could sign in as anyone; and
 * without PAYMENT_WEBHOOK_SECRET each instance would make up its own and refuse the others'
 * confirmations.
 */
export function refuseDemoSettingsInProduction(env: {
  NODE_ENV?: string | undefined;
  SHOW_ONE_TIME_CODES: boolean;
  PAYMENT_WEBHOOK_SECRET?: string | undefined;
}): void {
  if (env.NODE_ENV !== 'production') return;
  if (env.SHOW_ONE_TIME_CODES) {
    throw new Error(
      'SHOW_ONE_TIME_CODES is a demo switch and a production start (NODE_ENV=production) refuses it; unset it',
    );
  }
  if (env.PAYMENT_WEBHOOK_SECRET === undefined) {
    throw new Error('PAYMENT_WEBHOOK_SECRET must be set for a production start (NODE_ENV=production)');
  }
}

export function readConfig(env: NodeJS.ProcessEnv): ContentApiConfig {
  const parsed = environment.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
    throw new Error(`bad content-api settings: ${problems.join('; ')}`);
  }
  const settings = parsed.data;
  refuseDemoSettingsInProduction(settings);
  const rate = (name: string, text: string | undefined, fallback: RateSettings[keyof RateSettings]) => {
    if (text === undefined) return fallback;
    try {
      return parseRateSetting(name, text);
    } catch (error) {
      throw new Error(`bad content-api settings: ${(error as Error).message}`);
    }
  };
  return {
    port: settings.PORT,
    host: settings.HOST,
    publicUrl: settings.PUBLIC_URL ?? `http://127.0.0.1:${settings.PORT}`,
    databaseUrl: settings.DATABASE_URL,
    sqlitePath: settings.SQLITE_PATH === ':memory:' ? ':memory:' : resolve(settings.SQLITE_PATH),
    trustedProxies: trustedProxiesFrom(settings.TRUSTED_PROXIES),
    rateLimits: {
      posts: rate('RATE_LIMIT_POSTS', settings.RATE_LIMIT_POSTS, defaultRateSettings.posts),
      votes: rate('RATE_LIMIT_VOTES', settings.RATE_LIMIT_VOTES, defaultRateSettings.votes),
      reports: rate('RATE_LIMIT_REPORTS', settings.RATE_LIMIT_REPORTS, defaultRateSettings.reports),
      logins: rate('RATE_LIMIT_LOGINS', settings.RATE_LIMIT_LOGINS, defaultRateSettings.logins),
      loginsPerAccount: rate(
        'RATE_LIMIT_LOGINS_PER_ACCOUNT',
        settings.RATE_LIMIT_LOGINS_PER_ACCOUNT,
        defaultRateSettings.loginsPerAccount,
      ),
      loginsPerPair: rate(
        'RATE_LIMIT_LOGINS_PER_PAIR',
        settings.RATE_LIMIT_LOGINS_PER_PAIR,
        defaultRateSettings.loginsPerPair,
      ),
      codeRequests: rate(
        'RATE_LIMIT_CODE_REQUESTS',
        settings.RATE_LIMIT_CODE_REQUESTS,
        defaultRateSettings.codeRequests,
      ),
      codeChecks: rate(
        'RATE_LIMIT_CODE_CHECKS',
        settings.RATE_LIMIT_CODE_CHECKS,
        defaultRateSettings.codeChecks,
      ),
      newsletterSignups: rate(
        'RATE_LIMIT_NEWSLETTER',
        settings.RATE_LIMIT_NEWSLETTER,
        defaultRateSettings.newsletterSignups,
      ),
      adEvents: rate('RATE_LIMIT_AD_EVENTS', settings.RATE_LIMIT_AD_EVENTS, defaultRateSettings.adEvents),
      assistantQuestions: rate(
        'RATE_LIMIT_ASSISTANT',
        settings.RATE_LIMIT_ASSISTANT,
        defaultRateSettings.assistantQuestions,
      ),
      analyticsBatches: rate(
        'RATE_LIMIT_ANALYTICS',
        settings.RATE_LIMIT_ANALYTICS,
        defaultRateSettings.analyticsBatches,
      ),
      checkouts: rate('RATE_LIMIT_CHECKOUTS', settings.RATE_LIMIT_CHECKOUTS, defaultRateSettings.checkouts),
    },
    showOneTimeCodes: settings.SHOW_ONE_TIME_CODES,
    payments: {
      ...(settings.PAYMENT_WEBHOOK_SECRET ? { webhookSecret: settings.PAYMENT_WEBHOOK_SECRET } : {}),
      ...(settings.PAYMENT_DEMO_URL ? { demoPageOrigin: new URL(settings.PAYMENT_DEMO_URL).origin } : {}),
      ...(settings.PAYMENT_CONFIRMATION_URL ? { confirmationUrl: settings.PAYMENT_CONFIRMATION_URL } : {}),
    },
    cricket: {
      ...(settings.IPL_BALL_SECONDS === undefined ? {} : { ballMs: settings.IPL_BALL_SECONDS * 1000 }),
      ...(settings.IPL_DAILY_START === undefined
        ? {}
        : {
            dailyStartMinutes:
              Number(settings.IPL_DAILY_START.slice(0, 2)) * 60 + Number(settings.IPL_DAILY_START.slice(3)),
          }),
    },
    paywall: {
      freeAdaptiveReadsPerMonth: settings.PAYWALL_FREE_ADAPTIVE_READS,
      scoreThreshold: settings.PAYWALL_SCORE_THRESHOLD,
      profileRetentionDays: settings.PAYWALL_PROFILE_RETENTION_DAYS,
    },
  };
}

function trustedProxiesFrom(text: string | undefined): string[] {
  if (text === undefined) return [...defaultTrustedProxies];
  try {
    return parseTrustedProxies(text);
  } catch (error) {
    throw new Error(`bad content-api settings: ${(error as Error).message}`);
  }
}

/** An empty variable (`PORT=`) means "not set", as shells and .env files tend to produce. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

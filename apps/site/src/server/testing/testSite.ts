import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { oneTimeCodeTexts, passwordPausedText } from '@newsroom/rules/one-time-code';
import { readSiteEnv } from '../../lib/env.ts';
import { navSections } from '../../lib/sections.ts';
import { type App, createApp } from '../app.tsx';
import { SESSION_COOKIE, SessionCookies } from '../session.ts';
import { answerAdsAndShop } from './fakeAdsAndShop.ts';
import { answerPollAndNewsletters } from './fakePollAndNewsletters.ts';
import { article, EDITOR_TOKEN, EXPIRED_TOKEN, NEW_TOKEN, READER_TOKEN, TOKEN } from './fakeReaders.ts';

// The site's HTTP server on 127.0.0.1 in front of a fake backend, for the endpoint tests: every
// call the site makes is recorded, and a test can take the backend down or fail single calls.

export const layoutsDir = join(fileURLToPath(new URL('../../../../../', import.meta.url)), 'layouts');
export const SITE_ORIGIN = 'https://www.ledger.test';

/** The key every test site signs with (SITE_SECRET), so a test can sign the cookies a browser would hold. */
export const TEST_SECRET = 'test-site-secret-0123456789abcdefghijklmnop';

/**
 * The Cookie header of a browser signed in with this backend token, signed as the site signs it
 * (Hardening, issue 26.7: the site refuses a session cookie it did not sign).
 */
export function sessionCookieHeader(token: string, secret = TEST_SECRET): string {
  return `${SESSION_COOKIE}=${new SessionCookies(secret, false).valueFor(token)}`;
}

const sessionUsers: Record<string, unknown> = {
  [TOKEN]: { isLogin: true, email: 'r@x', userInfo: { firstName: 'Asha' }, isPrime: true, roles: [] },
  [READER_TOKEN]: {
    isLogin: true,
    email: 'ravi@reader.example',
    userInfo: { firstName: 'Ravi' },
    isPrime: false,
    trialEligible: false,
    firstTimeEligible: false,
    roles: [],
  },
  [NEW_TOKEN]: {
    isLogin: true,
    email: 'nisha@reader.example',
    userInfo: { firstName: 'Nisha' },
    isPrime: false,
    trialEligible: false,
    firstTimeEligible: true,
    roles: [],
  },
  [EXPIRED_TOKEN]: {
    isLogin: true,
    email: 'kabir@reader.example',
    userInfo: { firstName: 'Kabir' },
    isPrime: false,
    trialEligible: false,
    firstTimeEligible: false,
    permissions: ['expired_subscription'],
    roles: [],
  },
  [EDITOR_TOKEN]: {
    isLogin: true,
    email: 'ed@ledger.example',
    userInfo: { firstName: 'Ed' },
    isPrime: false,
    roles: ['editor'],
  },
};

/** AB-25: an NRI bulletin story (subsec1 7771250), whose sidebar has the chat-assistant float in India. */
export const NRI_PATH = '/nri/visa/h1b-fees/articleshow/61.cms';
const nriArticle = {
  ...article,
  msid: '61',
  title: 'H-1B fees rise for Indian engineers',
  url: NRI_PATH,
  subsecnames: { subsec1: '7771250', subsecname1: 'NRI' },
};

/** AB-07: a premium story the fake backend knows: msid 77, whole only to a Prime reader's token. */
export const PREMIUM_PATH = '/markets/news/bank-margins/articleshow/77.cms';
export const PREMIUM_TECH_PATH = '/tech/news/chip-margins/articleshow/78.cms';
export const PREMIUM_TEASER = 'Bank margins held up this quarter.';
export const PREMIUM_REST = 'The members-only analysis of the quarter.';
const premiumArticle = (whole: boolean) => ({
  ...article,
  msid: '77',
  title: 'Why bank margins held up',
  url: PREMIUM_PATH,
  prime_blocker: 1,
  hostid: '364',
  storyJSON: {
    node: 'root',
    child: [PREMIUM_TEASER, ...(whole ? [PREMIUM_REST] : [])].map((text) => ({
      node: 'element',
      tag: 'p',
      child: [{ node: 'text', text }],
    })),
  },
  ...(whole ? {} : { truncated: true }),
});

/** AB-09: the blocker's texts, as editors configure them. */
export const PAYWALL_TEXTS = {
  paywall_header: 'Read the whole story with Ledger Prime',
  paywall_subheader: 'Analysis that moves markets, every day.',
  paywall_saleText: 'Save 40% on the annual plan',
  paywall_ctaText: 'See Prime plans',
  paywall_loginText: 'Already a member? Sign in',
  paywall_trialHeader: 'Start your free 14-day trial',
  paywall_trialInfo: 'No card needed for the trial.',
  paywall_trialCtaText: 'Start free trial',
  paywall_studentOfferText: 'Students: half price',
  paywall_studentOfferLink: '/prime?offer=student',
  paywall_studentOfferTerms: 'Sign in with your college e-mail and choose Prime Annual.',
  paywall_expiredHeader: 'Welcome back: your Prime has ended',
  paywall_expiredSubheader: 'Renew to pick up where you left off.',
  paywall_expiredCtaText: 'Renew Prime',
  paywall_benefitsTitle: 'What you get with Prime',
  paywall_stickyText: 'Every Prime story from ₹299 a month',
};

/** AB-09: Prime's clustered benefits, as `GET /benefits` answers them. */
export const BENEFIT_GROUPS = [
  {
    id: 'read',
    title: 'Read what moves markets',
    benefits: [
      {
        title: 'Exclusive stories',
        text: 'Reporting you will not find anywhere else.',
        image: '',
        stories: [
          {
            msid: '77',
            url: '/markets/news/bank-margins/articleshow/77.cms',
            img: '',
            title: 'Bank margins',
          },
          { msid: '78', url: '/tech/news/chips/articleshow/78.cms', img: '', title: 'The chip race' },
        ],
        name: 'exclusive',
        topics: [],
        url: '/prime',
      },
    ],
  },
];

/** AB-09: the plans the fake backend offers. */
export const PLANS = [
  {
    id: 'annual',
    name: 'Prime Annual',
    priceRupees: 2499,
    period: 'year',
    durationDays: 365,
    trialDays: 0,
    trialOnly: false,
    includes: ['Every Prime story'],
  },
  {
    id: 'monthly',
    name: 'Prime Monthly',
    priceRupees: 299,
    period: 'month',
    durationDays: 30,
    trialDays: 0,
    trialOnly: false,
    includes: ['Every Prime story'],
  },
  {
    id: 'trial',
    name: 'Prime Free Trial',
    priceRupees: 0,
    period: 'trial',
    durationDays: 14,
    trialDays: 14,
    trialOnly: true,
    includes: [],
  },
];

/** AB-17: the Prime stories the fake backend lists as missed (newest first). */
export const PRIME_STORIES = Array.from({ length: 8 }, (_, i) => ({
  msid: String(500 + i),
  url: `/prime/news/prime-${500 + i}/articleshow/${500 + i}.cms`,
  img: `https://www.ledger.test/photos/${500 + i}.png`,
  title: `Prime story ${500 + i}`,
}));
/** AB-17: the Prime stories each session opened, newest first (cleared per test site). */
let primeReads: Record<string, string[]> = {};

export interface BackendCall {
  path: string;
  headers: Headers;
  body: string;
}

export interface TestSite {
  url: string;
  app: App;
  calls: BackendCall[];
  /** Every call fails as if the backend were gone. */
  down: boolean;
  /** Calls this matches fail as if the backend were gone (others answer). */
  failing: (path: string) => boolean;
  /** Moves the site's clock. */
  advance(ms: number): void;
  /** AB-09: entries of the `paywall` config set for this site, over PAYWALL_TEXTS. */
  paywallConfig: Record<string, string>;
  /** PS-04: the provider's page the fake backend's checkouts name. */
  paymentPageUrl: string;
  close(): Promise<void>;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** PS-04: checkouts the fake backend knows: one the provider confirmed, one it has not yet. */
export const PAID_CHECKOUT = `ck_${'p'.repeat(22)}`;
export const PENDING_CHECKOUT = `ck_${'w'.repeat(22)}`;

function answer(
  url: URL,
  headers: Headers,
  body: string,
  paywallConfig: Record<string, string>,
  paymentPageUrl: string,
): Response {
  const pollOrNewsletter = answerPollAndNewsletters(url, headers, body);
  if (pollOrNewsletter) return pollOrNewsletter;
  const adsOrShop = answerAdsAndShop(url, headers);
  if (adsOrShop) return adsOrShop;
  if (url.pathname === '/auth/login') {
    const { password } = JSON.parse(body) as { password: string };
    if (password === 'hammered') {
      return json(429, {
        error: { param: 'client', message: 'Too many sign-ins; try again in 300 seconds.' },
      });
    }
    // Hardening (issue 26.4): an account guessed at from many addresses waits for a code.
    if (password === 'paused') return json(403, { error: { param: 'code', message: passwordPausedText } });
    return password === 'right'
      ? json(200, {
          session: TOKEN,
          user: { isLogin: true, email: 'r@x', userInfo: { firstName: 'Asha' }, isPrime: false, roles: [] },
        })
      : json(401, { error: { param: 'password', message: 'Wrong e-mail or password.' } });
  }
  // AB-09 one-time codes: address `busy@x.in` has had too many codes; code 123456 is right,
  // 999999 has expired and 555555 has had too many tries.
  if (url.pathname === '/auth/code') {
    const { address } = JSON.parse(body) as { address: string };
    if (address === 'busy@x.in')
      return json(
        429,
        { error: { param: 'address', message: 'We have sent 5 codes to this address in the last hour.' } },
        { 'retry-after': '600' },
      );
    if (address === 'broken@x.in') return json(500, { error: { param: null, message: 'internal error' } });
    return json(200, {
      challengeId: 'AAAAAAAAAAAAAAAAAAAAAA',
      channel: 'email',
      sentTo: 'tr*al@x.in',
      expiresAt: '2026-11-23T10:10:00+05:30',
      resendAfterSeconds: 30,
      devCode: '123456',
    });
  }
  if (url.pathname === '/auth/code/verify') {
    const { code, startTrial } = JSON.parse(body) as { code: string; startTrial: boolean };
    if (code === '999999')
      return json(400, { error: { param: 'code', message: oneTimeCodeTexts.code.expired } });
    if (code === '555555')
      return json(400, { error: { param: 'code', message: oneTimeCodeTexts.code.tooManyAttempts } });
    if (code !== '123456')
      return json(400, {
        error: { param: 'code', message: 'That code is not right. You have 4 more tries.' },
      });
    return json(200, {
      session: NEW_TOKEN,
      user: {
        isLogin: true,
        email: 'nisha@reader.example',
        userInfo: { firstName: '' },
        isPrime: startTrial,
      },
      expiresAt: '2026-12-23T10:00:00+05:30',
      trial: startTrial ? { started: true, until: '2026-12-07T10:00:00+05:30' } : null,
    });
  }
  if (url.pathname === '/auth/session') {
    const user = sessionUsers[(headers.get('authorization') ?? '').replace(/^Bearer /, '')];
    return user
      ? json(200, { user })
      : json(401, { error: { param: 'session', message: 'Please sign in.' } });
  }
  if (url.pathname === '/auth/subscribe') {
    // AB-09: the trial only for a trial-eligible reader (none of the fake's readers is); PS-04:
    // a paid plan never starts here.
    if (new URLSearchParams(body).get('plan') === 'trial')
      return json(409, {
        error: { param: 'plan', message: 'The free trial is for readers who have not had one.' },
      });
    return json(402, {
      error: { param: 'plan', message: 'A paid plan starts once your payment is confirmed.' },
    });
  }
  if (url.pathname === '/prime/checkout') {
    // PS-04: a checkout on the payment provider's page (`paymentPageUrl`, https by default).
    return json(200, { checkoutId: PENDING_CHECKOUT, url: paymentPageUrl });
  }
  if (url.pathname.startsWith('/prime/checkout/')) {
    const id = url.pathname.slice('/prime/checkout/'.length);
    const status = id === PAID_CHECKOUT ? 'paid' : id === PENDING_CHECKOUT ? 'pending' : null;
    if (status === null)
      return json(404, {
        error: { param: 'checkout', message: 'We have no payment of yours by that reference.' },
      });
    return json(200, { checkout: { id, plan: 'monthly', status, primeUntil: null } });
  }
  if (url.pathname === '/plans') return json(200, { plans: PLANS });
  if (url.pathname === '/benefits') {
    const plans = PLANS.map((plan) => ({ ...plan, additionalBenefitsNew: { data: BENEFIT_GROUPS } }));
    return json(200, { planGroups: [{ id: 'prime', title: 'Ledger Prime', plans }] });
  }
  if (url.pathname === '/config' && url.searchParams.get('key') === 'paywall') {
    return json(200, { key: 'paywall', data: { ...PAYWALL_TEXTS, ...paywallConfig } });
  }
  if (url.pathname === '/config' && url.searchParams.get('key') === 'primehome_header') {
    return json(200, {
      key: 'primehome_header',
      data: {
        primehome_header_ctaText: 'Get Ledger Prime',
        primehome_header_renewText: 'Come back to Prime',
      },
    });
  }
  // Other switches are off: an empty config, as the backend answers a key it has no values for.
  if (url.pathname === '/config') return json(200, { key: url.searchParams.get('key'), data: {} });
  if (url.pathname === '/auth/logout') return json(200, { signedOut: true });
  // AB-17: the Prime reads store, as the backend keeps it (one per story, at most 16 ids).
  if (url.pathname === '/prime-reads' || url.pathname === '/prime-reads/missed') {
    const reader = (headers.get('authorization') ?? '').replace(/^Bearer /, '');
    if (!sessionUsers[reader]) return json(401, { error: { param: 'session', message: 'Please sign in.' } });
    primeReads[reader] ??= [];
    const read = primeReads[reader];
    if (url.pathname === '/prime-reads') {
      const msid = String((JSON.parse(body || '{}') as { msid?: unknown }).msid ?? '');
      if (msid !== '77' && msid !== '78')
        return json(400, { error: { param: 'msid', message: 'is not a Prime story' } });
      const changed = !read.includes(msid);
      if (changed) read.unshift(msid);
      return json(200, { msid, recorded: true, changed, count: read.length });
    }
    const show = read.length > 3;
    const top = Number(url.searchParams.get('top') ?? 10);
    const data = PRIME_STORIES.filter((story) => !read.includes(story.msid)).slice(0, top);
    return json(200, { show, count: read.length, data: show ? data : [] });
  }
  // AB-25: the assistant answers every question with story 61; "busy" is over the limit.
  if (url.pathname === '/assistant/ask') {
    const { question } = JSON.parse(body || '{}') as { question?: string };
    if (question === 'busy')
      return json(
        429,
        { error: { param: 'rate_limit', message: 'Too many questions; try again in 9 s' } },
        { 'retry-after': '9' },
      );
    return json(200, {
      answer: `From “${nriArticle.title}”: fees rise.`,
      sources: [{ msid: '61', title: nriArticle.title, url: NRI_PATH }],
    });
  }
  if (url.pathname === '/post_comment.cms')
    return json(429, { error: { param: 'rate_limit', message: 'Slow down' } });
  if (url.pathname === '/comments') {
    return ['42', '77', '78'].includes(url.searchParams.get('msid') ?? '')
      ? json(200, [{ totalcount: 0, cmt_c: 0 }])
      : json(404, { error: { param: 'msid', message: 'no article' } });
  }
  if (url.pathname.startsWith('/photos/') && url.searchParams.get('w') === '333') {
    return new Response(null, {
      status: 308,
      headers: { location: '/photos/42.png?w=300&h=225', 'cache-control': 'public, max-age=86400' },
    });
  }
  if (url.pathname.startsWith('/photos/')) {
    return new Response(new Uint8Array([137, 80, 78, 71]), {
      status: 200,
      headers: {
        'content-type': 'image/png',
        'cache-control': 'public, max-age=31536000, immutable',
        etag: '"p1"',
      },
    });
  }
  if (url.searchParams.get('type') === 'article') {
    const msid = url.searchParams.get('msid') ?? '';
    if (msid === '42') return json(200, { searchResult: [{ data: article }] });
    if (msid === '61') return json(200, { searchResult: [{ data: nriArticle }] });
    if (msid === '77') {
      const prime = headers.get('authorization') === `Bearer ${TOKEN}`;
      return json(200, { searchResult: [{ data: premiumArticle(prime) }] });
    }
    if (msid === '78') {
      // The same premium story filed under Tech (subsec1 13357270).
      const prime = headers.get('authorization') === `Bearer ${TOKEN}`;
      const story = { ...premiumArticle(prime), msid: '78', url: PREMIUM_TECH_PATH };
      return json(200, { searchResult: [{ data: { ...story, subsecnames: { subsec1: '13357270' } } }] });
    }
    if (!/^[1-9]\d{0,9}$/.test(msid) || Number(msid) > 2_147_483_647)
      return json(400, { error: { param: 'msid', message: 'must be a numeric id' } });
    return json(404, { error: { param: 'msid', message: `no article ${msid}` } });
  }
  // HM-12: the section directory, the navigation's sections at least.
  if (url.searchParams.get('type') === 'sections') {
    const data = navSections.map(({ id, name, path }) => ({ msid: id, name, url: path, parentId: null }));
    return json(200, { searchResult: [{ data }] });
  }
  const top = Number(url.searchParams.get('top') ?? 3);
  const stories = Array.from({ length: Math.min(top, 20) }, (_, i) => ({
    msid: 100 + i,
    title: `Story ${100 + i}`,
    url: `/markets/news/story-${100 + i}/articleshow/${100 + i}.cms`,
    date: '2026-11-20T09:15:00+05:30',
  }));
  // A paged list (section pages) counts the whole list.
  const paged = url.searchParams.has('page') ? { count: stories.length } : {};
  return json(200, { searchResult: [{ ...paged, data: stories }] });
}

export async function startTestSite(env: Record<string, string> = {}): Promise<TestSite> {
  primeReads = {};
  let clock = Date.parse('2026-11-23T10:00:00+05:30');
  const site: Omit<TestSite, 'url' | 'app' | 'close'> = {
    calls: [],
    down: false,
    failing: () => false,
    paywallConfig: {},
    paymentPageUrl: 'https://pay.example/checkout/cs_test_1',
    advance: (ms) => {
      clock += ms;
    },
  };
  const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    const body = String(init?.body ?? '');
    site.calls.push({ path: url.pathname + url.search, headers, body });
    if (site.down || site.failing(url.pathname + url.search)) throw new TypeError('fetch failed');
    return answer(url, headers, body, site.paywallConfig, site.paymentPageUrl);
  }) as typeof fetch;
  const app = await createApp({
    env: readSiteEnv(
      { CONTENT_API_URL: 'http://api.test', SITE_SECRET: TEST_SECRET, ...env },
      { layoutsDir, origin: SITE_ORIGIN },
    ),
    assets: { styles: [], islandRuntime: '/i.js' },
    fetch: fakeFetch,
    log: () => {},
    now: () => new Date(clock),
  });
  // As server/main.ts does: a fresh cached page at once, anything else the whole way.
  const server = createServer((req, res) => {
    if (!app.tryCachedPage(req, res)) void app.handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(site, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    app,
    close: async () => {
      app.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** A form post as a browser on the site would send it. */
export const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

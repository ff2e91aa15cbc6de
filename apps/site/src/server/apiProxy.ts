import type { IncomingMessage, ServerResponse } from 'node:http';
import { BODY_LIMITS, LARGEST_WRITE_BODY } from '@newsroom/rules/body-limits';
import { INDUSTRY_TAB_TOP } from '@newsroom/rules/home';
import type { ContentClient } from '../content/client.ts';
import { ContentUnavailable } from '../content/http.ts';
import { LIVE_BLOG_PAGE_TOP } from '../content/liveBlogs.ts';
import type { Reader } from '../lib/reader.ts';
import { isSameOrigin, readBody } from '../lib/requests.ts';
import { IPL_API_PATH } from '../widgets/ipl-score/iplScore.ts';
import { MISSED_TOP_MAX as PRIME_MISSED_TOP_MAX } from '../widgets/prime-missed-stories/missedStories.ts';
import { LATEST_NEWS_QUERY } from '../widgets/top-news/latestNews.ts';
import { ANALYTICS_VIEW_HEADER, type CheckedBeacon } from './analyticsBeacon.ts';
import { ANONYMOUS_READER_HEADER } from './anonymousReader.ts';

/**
 * The calls the browser's islands make (comments, votes, flags, mail, author cards), passed on to
 * the backend from the site's own origin: the reader's session goes along as a bearer token (the
 * cookie never leaves the site), an anonymous reader's site-issued id as X-Anonymous-Reader, and
 * the reader's address as X-Forwarded-For, for the backend's per-reader counts and limits. Only
 * these calls; the rest of /api/ is a 404.
 */
const CALLS: Readonly<
  Record<
    string,
    {
      /** One method, or several for a path that reads and writes (e.g. bookmarks). */
      method: 'GET' | 'POST' | readonly ('GET' | 'POST')[];
      path: string;
      /** The backend query made from the browser's, or an error naming the bad parameter. */
      query?: (params: URLSearchParams) => string | { param: string; message: string };
      /** Passed on only for a Prime reader's session; anyone else is refused here (403). */
      primeOnly?: true;
      /** The write's body limit in bytes (@newsroom/rules/body-limits), the backend's too. */
      bodyLimit?: number;
      /** a tracker batch, checked against its page's view token here (analyticsBeacon.ts). */
      beacon?: true;
    }
  >
> = {
  '/api/comments': { method: 'GET', path: '/comments' },
  '/api/post_comment.cms': { method: 'POST', path: '/post_comment.cms', bodyLimit: BODY_LIMITS.comment },
  '/api/post_reply.cms': { method: 'POST', path: '/post_reply.cms', bodyLimit: BODY_LIMITS.reply },
  '/api/rate_comment.cms': { method: 'POST', path: '/rate_comment.cms', bodyLimit: BODY_LIMITS.ids },
  '/api/report_abuse.cms': { method: 'POST', path: '/report_abuse.cms', bodyLimit: BODY_LIMITS.flag },
  // AR-08 mail this article: the proof-of-work challenge and the request; fixed queries.
  '/api/captcha': { method: 'GET', path: '/captcha/challenge', query: () => '' },
  '/api/postmail.cms': {
    method: 'POST',
    path: '/json/postmail.cms',
    query: () => '?recaptcha=1',
    bodyLimit: BODY_LIMITS.mail,
  },
  // AR-10 bookmarks: read (the reader's list, or which of `msid` are saved) and change (add/remove).
  '/api/bookmarks': {
    method: ['GET', 'POST'],
    path: '/bookmarks',
    bodyLimit: BODY_LIMITS.ids,
    query: (params) => {
      const msid = params.get('msid');
      if (msid === null) return '';
      if (!/^[0-9]{1,20}(,[0-9]{1,20}){0,99}$/.test(msid))
        return { param: 'msid', message: 'msid must list numbers.' };
      return `?${new URLSearchParams({ msid })}`;
    },
  },
  // AB-14 poll of the day: the reader's own view of it (voted? the results once they have) and the
  // vote; the backend decides the voter from the session. Fixed queries: nothing else passes.
  '/api/poll_of_the_day': {
    method: 'GET',
    path: '/request',
    query: () => '?type=poll_of_the_day&platform=web',
  },
  // A live blog's updates since the newest the page holds (the liveBlog machine asks every 30 s).
  '/api/liveblog': {
    method: 'GET',
    path: '/request',
    query: (params) => {
      const msid = params.get('msid') ?? '';
      const after = params.get('after') ?? '';
      if (!/^[1-9][0-9]{0,11}$/.test(msid)) return { param: 'msid', message: 'msid must be a number.' };
      if (!/^(0|[1-9][0-9]{0,9})$/.test(after)) return { param: 'after', message: 'after must be a number.' };
      return `?${new URLSearchParams({ type: 'liveblog', msid, after, top: String(LIVE_BLOG_PAGE_TOP), platform: 'web' })}`;
    },
  },
  '/api/vote_result_json.cms': {
    method: 'POST',
    path: '/vote_result_json.cms',
    query: () => '',
    bodyLimit: BODY_LIMITS.ids,
  },
  // AB-13 newsletter sign-up (the backend checks the address and mails the confirmation link).
  '/api/newsletters/subscribe': {
    method: 'POST',
    path: '/newsletters/subscribe',
    query: () => '',
    bodyLimit: BODY_LIMITS.newsletter,
  },
  // AB-08 adaptive paywall: the backend meters the reader the site names (session or anonymous id).
  '/api/getPaywallHitStatus.json': {
    method: 'POST',
    path: '/getPaywallHitStatus.json',
    query: () => '',
    bodyLimit: BODY_LIMITS.paywall,
  },
  // the tracker's batches (sendBeacon): each names its page's view token, checked here; the
  // backend counts per view (analyticsBeacon.ts) and per day.
  '/api/analytics': {
    method: 'POST',
    path: '/analytics/events',
    query: () => '',
    bodyLimit: BODY_LIMITS.analytics,
    beacon: true,
  },
  // AB-17 Prime stories read and missed: a Prime reader's own, so only with a Prime session (a
  // reader who is not Prime saw a teaser, not the story; the widget is for Prime readers). The
  // backend checks the id, that the story is Prime, the session and its limits itself.
  '/api/prime-reads': {
    method: 'POST',
    path: '/prime-reads',
    query: () => '',
    primeOnly: true,
    bodyLimit: BODY_LIMITS.ids,
  },
  '/api/prime-reads/missed': {
    method: 'GET',
    path: '/prime-reads/missed',
    primeOnly: true,
    query: (params) => {
      const tops = params.getAll('top');
      if (tops.length === 0) return '';
      const [top = ''] = tops;
      if (tops.length > 1 || !/^[1-9][0-9]?$/.test(top) || Number(top) > PRIME_MISSED_TOP_MAX)
        return { param: 'top', message: `top must be a number from 1 to ${PRIME_MISSED_TOP_MAX}.` };
      return `?${new URLSearchParams({ top })}`;
    },
  },
  // HM-02 the Latest News tab (`type=getdata`): the spec's latest-news call, its fixed values
  // checked as sent, and `top` at most 40 (the longest top-news list). HM-06 an industry tab
  // (`type=plist`): `top=7`, a section id, `mode=hierarchy` or nothing. Nothing else passes.
  '/api/request': {
    method: 'GET',
    path: '/request',
    query: (params) => (params.get('type') === 'plist' ? industryTabQuery(params) : latestNewsQuery(params)),
  },
  // AB-18 grandmasters: a signed-in reader's one-time login ticket for the masterclass provider's
  // form; the backend issues it from the session alone (anonymous readers get its 401).
  '/api/masterclass/ticket': {
    method: 'POST',
    path: '/masterclass/ticket',
    query: () => '',
    bodyLimit: BODY_LIMITS.ids,
  },
  // AB-25 "Ask the Ledger": the question (JSON); the backend checks it and limits per reader.
  '/api/assistant/ask': {
    method: 'POST',
    path: '/assistant/ask',
    query: () => '',
    bodyLimit: BODY_LIMITS.assistant,
  },
  // AR-09 author card: only a numeric author id passes; the rest of the query is fixed here.
  '/api/author_info': {
    method: 'GET',
    path: '/request',
    query: (params) => {
      const id = params.get('author_id') ?? '';
      if (!/^[0-9]{1,20}$/.test(id)) return { param: 'author_id', message: 'author_id must be a number.' };
      const query = { type: 'author_info', author_id: id, bio: '1', story: '1', top: '30', platform: 'web' };
      return `?${new URLSearchParams(query)}`;
    },
  },
};
/**
 * Hardening (issue 26.6): a write's body limit is its own, derived from its fields' rules; the
 * backend reads the same numbers, so nothing the rules allow is refused here and taken there.
 */
export function bodyLimitOf(pathname: string): number {
  return CALLS[pathname]?.bodyLimit ?? LARGEST_WRITE_BODY;
}

type CheckedQuery = string | { param: string; message: string };

/** The one value of a parameter given once, or null (absent or repeated). */
const single = (params: URLSearchParams, name: string) => {
  const values = params.getAll(name);
  return values.length === 1 ? values[0]! : null;
};

function latestNewsQuery(params: URLSearchParams): CheckedQuery {
  for (const [name, value] of Object.entries(LATEST_NEWS_QUERY)) {
    if (single(params, name) !== value) return { param: name, message: `${name} must be ${value}.` };
  }
  const top = single(params, 'top');
  if (top === null || !/^[1-9]\d?$/.test(top) || Number(top) > LATEST_NEWS_TOP_MAX)
    return { param: 'top', message: `top must be a number from 1 to ${LATEST_NEWS_TOP_MAX}.` };
  return `?${new URLSearchParams({ ...LATEST_NEWS_QUERY, top })}`;
}

/** HM-06: the spec's industry tab call, rebuilt from checked values only. */
function industryTabQuery(params: URLSearchParams): CheckedQuery {
  if (single(params, 'type') !== 'plist') return { param: 'type', message: 'type must be given once.' };
  if (single(params, 'top') !== String(INDUSTRY_TAB_TOP))
    return { param: 'top', message: `top must be ${INDUSTRY_TAB_TOP}.` };
  const msid = single(params, 'msid');
  if (msid === null || !/^[1-9][0-9]{0,11}$/.test(msid))
    return { param: 'msid', message: 'msid must be a section id.' };
  const modes = params.getAll('mode');
  if (modes.length > 1 || (modes.length === 1 && modes[0] !== 'hierarchy'))
    return { param: 'mode', message: 'mode must be hierarchy, or left out.' };
  const platform = params.getAll('platform');
  if (platform.length > 1 || (platform.length === 1 && platform[0] !== 'web'))
    return { param: 'platform', message: 'platform must be web.' };
  const query = new URLSearchParams({ type: 'plist', top: String(INDUSTRY_TAB_TOP), msid });
  if (modes.length === 1) query.set('mode', 'hierarchy');
  query.set('platform', 'web');
  return `?${query}`;
}
/** HM-02: the most latest stories the browser may ask for (the top news list's longest). */
const LATEST_NEWS_TOP_MAX = 40;

/** Who is calling, as the site has established it (never as the browser claims it). */
export interface ApiCaller {
  reader: Reader;
  /** The site-issued anonymous reader id (see anonymousReader.ts); null for signed-in readers. */
  anonymousId: string | null;
  /** The reader's address, by the proxy-addr rule. */
  clientAddress: string;
  /** The site's public origin, for the Origin check of writes. */
  siteOrigin: string;
  /** Headers every answer carries (security headers). */
  answerHeaders: Record<string, string>;
  /** a tracker batch checked against the site's view tokens (analyticsBeacon.ts). */
  checkBeacon: (text: string) => CheckedBeacon;
}

/**
 * Who a write is from, for the backend: the session as a bearer token, else the site's anonymous
 * reader id, and always the reader's address. The island's calls (here) and the no-script forms
 * (noScriptForms/post.ts) send exactly these, so the backend's limits and rules are the same.
 */
export function identityHeaders(caller: Pick<ApiCaller, 'reader' | 'anonymousId' | 'clientAddress'>) {
  const headers: Record<string, string> = { 'x-forwarded-for': caller.clientAddress };
  if (caller.reader.token) headers.authorization = `Bearer ${caller.reader.token}`;
  else if (caller.anonymousId) headers[ANONYMOUS_READER_HEADER] = caller.anonymousId;
  return headers;
}

/** The words of the proxy's own refusals, said the same by the no-script forms. */
export const PROXY_TEXTS = {
  otherSite: 'Requests from other sites are refused.',
  tooLarge: 'The request is too large.',
  unavailable: 'This service is unavailable just now. Please try again.',
} as const;

export async function proxyApiCall(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  content: ContentClient,
  caller: ApiCaller,
): Promise<void> {
  const { reader } = caller;
  const call = CALLS[url.pathname];
  const json = (status: number, body: unknown, extra: Record<string, string> = {}): void => {
    res
      .writeHead(status, {
        ...caller.answerHeaders,
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        ...extra,
      })
      .end(JSON.stringify(body));
  };
  if (url.pathname === '/api/session') {
    // Who the comments panel signs posts as; never cached, never in the shared page HTML.
    const user = reader.user ? { firstName: reader.user.userInfo.firstName, email: reader.user.email } : null;
    return json(200, { user });
  }
  if (url.pathname === IPL_API_PATH) {
    // HM-07: the IPL score's refresh, answered from the content client's 5-second copy.
    if (req.method !== 'GET')
      return json(405, { error: { param: 'method', message: 'use GET' } }, { allow: 'GET' });
    try {
      const { matchId, score } = await content.cricket.ipl();
      return json(200, { matchId, score });
    } catch (error) {
      if (!(error instanceof ContentUnavailable)) throw error;
      return json(503, { error: { param: null, message: 'The score could not be had just now.' } });
    }
  }
  if (!call) return json(404, { error: { param: 'path', message: `no such call: ${url.pathname}` } });
  const allowed: readonly ('GET' | 'POST')[] = typeof call.method === 'string' ? [call.method] : call.method;
  const method = allowed.find((name) => name === req.method);
  if (!method) {
    const allow = allowed.join(', ');
    return json(405, { error: { param: 'method', message: `use ${allow}` } }, { allow });
  }
  if (call.primeOnly && reader.tier !== 'prime') {
    return json(403, { error: { param: 'reader', message: 'This is for Prime members.' } });
  }
  if (method === 'POST' && !isSameOrigin(req, caller.siteOrigin)) {
    return json(403, { error: { param: 'origin', message: PROXY_TEXTS.otherSite } });
  }
  const search = call.query ? call.query(url.searchParams) : url.search;
  if (typeof search !== 'string') return json(400, { error: search });
  const headers = identityHeaders(caller);
  let body: string | undefined;
  if (method === 'POST') {
    const text = await readBody(req, call.bodyLimit ?? LARGEST_WRITE_BODY);
    if (text === null)
      return json(413, { error: { param: 'body', message: PROXY_TEXTS.tooLarge } }, { connection: 'close' });
    body = text;
    headers['content-type'] = String(req.headers['content-type'] ?? 'application/x-www-form-urlencoded');
    if (call.beacon) {
      const checked = caller.checkBeacon(text);
      if (!checked.ok)
        return json(checked.status, { error: { param: checked.param, message: checked.message } });
      body = checked.body;
      headers['content-type'] = 'application/json';
      headers[ANALYTICS_VIEW_HEADER] = checked.header;
    }
    const key = req.headers['idempotency-key'];
    if (typeof key === 'string') headers['idempotency-key'] = key;
  }
  try {
    const answer = await content.forward(method, call.path, search, {
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    const retryAfter = answer.headers.get('retry-after');
    res.writeHead(answer.status, {
      ...caller.answerHeaders,
      'content-type': answer.headers.get('content-type') ?? 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...(retryAfter ? { 'retry-after': retryAfter } : {}),
    });
    res.end(Buffer.from(await answer.arrayBuffer()));
  } catch (error) {
    if (!(error instanceof ContentUnavailable)) throw error;
    json(502, { error: { param: null, message: PROXY_TEXTS.unavailable } });
  }
}

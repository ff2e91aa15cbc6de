import { createHash, randomBytes } from 'node:crypto';
import {
  AD_CLICK_URL_PATTERN,
  AD_CREATIVE_URL_PATTERN,
  AD_SLOT_NAMES,
  AD_SLOTS,
  AD_TOKEN_PATTERN,
  type AdSlotName,
  VIDEO_AD_SLOT,
} from '@newsroom/rules/ads';
import { z } from 'zod';
import { formatIst } from '../content/ist-time.ts';
import { toSessionUser } from '../content/session-user.ts';
import { pictureUrl } from '../content/site-paths.ts';
import { storyUrl } from '../content/story-item.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { numericId, oneOf } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { freshJson, type Handler, type RouteContext } from '../http/reply.ts';
import type { Route } from '../http/router.ts';
import {
  type AdCreativeRow,
  adReport,
  eligibleCreatives,
  findCreative,
  findServe,
  pruneServes,
  recordServe,
  recordServeEvent,
} from '../store/ads.ts';
import { loadSectionDirectory } from '../store/sections.ts';
import { listNewestVideos, selectVideos } from '../store/videos.ts';

// AB-23: the house ad server. `GET /ads` serves a slot one creative (never to a Prime reader's
// session), under a token of its own; the creative's page, its impression and its click name that
// token, so each serve counts one impression and one click at most. The click goes to the
// creative's own landing page, from the store: nothing in a request can choose where it leads.

/** AB-03: the video slot's house video is the newest of the Videos desk (its section and below). */
export const HOUSE_VIDEO_SECTION_ID = 1715249553;

const dayPattern = /^\d{4}-\d\d-\d\d$/;
/** Serves are kept two days, long enough for a late click on a page left open. */
const serveLifetimeMs = 2 * 24 * 60 * 60 * 1000;
const pruneEveryMs = 60_000;
const lastPrune = new WeakMap<object, number>();

const tokenField = z.string({ error: 'is required' }).regex(AD_TOKEN_PATTERN, 'is not a served ad’s token');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const token = () => randomBytes(24).toString('base64url');

/** A served ad as the site's loader gets it; the paths are the site's own (it passes them on). */
export const ServedAd = z.object({
  slot: z.enum(AD_SLOT_NAMES),
  creativeId: z.number().int().positive(),
  token: z.string().regex(AD_TOKEN_PATTERN),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The creative's own page, for the slot's frame. */
  creativeUrl: z.string().regex(AD_CREATIVE_URL_PATTERN),
  clickUrl: z.string().regex(AD_CLICK_URL_PATTERN),
});
export type ServedAd = z.infer<typeof ServedAd>;
export const AdAnswer = z.object({ ad: ServedAd.nullable() });

/** A creative's face: what its frame shows. */
export const CreativeAnswer = z.object({
  creative: z.object({
    id: z.number().int().positive(),
    advertiser: z.string(),
    headline: z.string(),
    body: z.string(),
    cta: z.string(),
    image: z.object({ url: z.url(), width: z.number().int(), height: z.number().int() }).nullable(),
    /** Its landing page is another site's (opened in a new tab, marked sponsored). */
    external: z.boolean(),
  }),
});

const adQuery = z.object({
  slot: oneOf(AD_SLOT_NAMES),
  geo: oneOf(['IN', 'other'] as const).default('IN'),
  msid: numericId().optional(),
});

/**
 * `GET /ads?slot=mrec1&geo=IN` (msid optional): one creative for the slot, the least served today
 * among those for the reader's country, or `{ ad: null }` when none fits or the session is a Prime
 * reader's (Prime readers see no ads, whatever a page asks).
 */
export const getAd: Handler = async (context) => {
  const query = parseQuery(adQuery, context.query);
  const reader = await context.reader();
  const nowMs = context.now();
  if (reader && toSessionUser(reader, nowMs).isPrime) return freshJson({ ad: null });
  const nowIst = formatIst(nowMs);
  await pruneNow(context, nowMs);
  const [creative] = await eligibleCreatives(context.db, query.slot, query.geo, nowIst);
  if (!creative) return freshJson({ ad: null });
  // AB-03: the video slot's creative shows the newest video, fixed now for this serve.
  let videoMsid: number | undefined;
  if (query.slot === VIDEO_AD_SLOT) {
    const sections = await loadSectionDirectory(context.db);
    const [newest] = await listNewestVideos(
      context.db,
      1,
      undefined,
      sections.subtree(HOUSE_VIDEO_SECTION_ID),
    );
    if (!newest) return freshJson({ ad: null });
    videoMsid = newest.msid;
  }
  const served = token();
  await recordServe(context.db, {
    tokenHash: hashToken(served),
    creativeId: creative.id,
    slot: query.slot,
    nowIst,
    ...(videoMsid === undefined ? {} : { videoMsid }),
  });
  const size = AD_SLOTS[query.slot as AdSlotName];
  const names = new URLSearchParams({ t: served });
  return freshJson({
    ad: {
      slot: query.slot,
      creativeId: creative.id,
      token: served,
      width: size.width,
      height: size.height,
      creativeUrl: `/ads/creative/${creative.id}?${new URLSearchParams({ slot: query.slot })}`,
      clickUrl: `/ads/click?${new URLSearchParams({ c: String(creative.id) })}&${names}`,
    },
  } satisfies z.infer<typeof AdAnswer>);
};

async function pruneNow(context: RouteContext, nowMs: number): Promise<void> {
  const last = lastPrune.get(context.db) ?? 0;
  if (nowMs - last < pruneEveryMs) return;
  lastPrune.set(context.db, nowMs);
  await pruneServes(context.db, formatIst(nowMs - serveLifetimeMs));
}

/** `GET /ads/creatives/:id`: a creative's face (public, the same for everyone). */
export const getCreative: Handler = async (context) => {
  const id = parseQuery(z.object({ id: numericId() }), new URLSearchParams(context.params)).id;
  const creative = await findCreative(context.db, id);
  if (creative?.active !== 1) throw notFound('id', `no creative ${id}`);
  const image = creative.image_id === null ? null : await imageOf(context, creative.image_id);
  return {
    kind: 'json',
    status: 200,
    body: {
      creative: {
        id: creative.id,
        advertiser: creative.advertiser,
        headline: creative.headline,
        body: creative.body,
        cta: creative.cta,
        image,
        external: isExternal(creative),
      },
    } satisfies z.infer<typeof CreativeAnswer>,
    headers: { 'cache-control': 'public, max-age=300' },
  };
};

async function imageOf(context: RouteContext, id: number) {
  const row = await context.db
    .selectFrom('images')
    .select(['width', 'height'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { url: pictureUrl(context.publicUrl, id), width: row.width, height: row.height } : null;
}

/** The video a `video` slot's serve shows: its page, title, poster and length. */
export const ServedVideoAnswer = z.object({
  video: z.object({
    msid: z.string().regex(/^\d+$/),
    title: z.string(),
    /** The video's page on the site (a path). */
    url: z.string().startsWith('/'),
    image: z.object({ url: z.url(), width: z.number().int(), height: z.number().int() }),
    /** Seconds. */
    duration: z.number().int().nonnegative(),
  }),
});

/** The video page a serve's video has, or undefined when the video is gone. */
async function servedVideo(context: RouteContext, msid: number) {
  const row = await selectVideos(context.db).where('articles.msid', '=', msid).executeTakeFirst();
  if (!row) return undefined;
  return { row, url: storyUrl(row, await loadSectionDirectory(context.db)) };
}

/**
 * `GET /ads/video?t=…`: the video a `video` slot's serve shows (AB-03), what its creative's face
 * draws. The reader's own (the token names their serve), never cached. 404 `t` for a token that
 * names no video serve (unknown, pruned, another slot's) or a video no longer there.
 */
export const getServedVideo: Handler = async (context) => {
  const { t } = parseQuery(z.object({ t: tokenField }), context.query);
  const serve = await findServe(context.db, hashToken(t));
  if (serve?.video_msid === null || serve?.video_msid === undefined)
    throw notFound('t', 'no video ad was served under this token');
  const found = await servedVideo(context, Number(serve.video_msid));
  if (!found) throw notFound('t', 'the video of this ad is no longer there');
  const { row, url } = found;
  return freshJson({
    video: {
      msid: String(row.msid),
      title: row.title,
      url,
      image: {
        url: pictureUrl(context.publicUrl, row.image_id),
        width: row.image_width,
        height: row.image_height,
      },
      duration: row.duration_seconds,
    },
  } satisfies z.infer<typeof ServedVideoAnswer>);
};

const isExternal = (creative: Pick<AdCreativeRow, 'landing_url'>) => !creative.landing_url.startsWith('/');

/** `POST /ads/impressions` (t): the served ad has been drawn; counted once per serve. */
export const postImpression: Handler = async (context) => {
  const fields = await context.body();
  const { t } = parseQuery(z.object({ t: tokenField }), new URLSearchParams(fields));
  await enforceRateLimit(context.limits.adEvents, await context.client(), 'ad events');
  const marked = await recordServeEvent(context.db, hashToken(t), 'impression', formatIst(context.now()));
  if (!marked) throw notFound('t', 'no ad was served under this token');
  return freshJson({ counted: marked.counted });
};

const clickQuery = z.object({ c: numericId(), t: tokenField.optional() });

/**
 * `GET /ads/click?c=…&t=…`: to the creative's landing page (302). The click counts once per serve
 * whose token names this creative, and not past the reader's rate limit; a click is never refused
 * its way on, since the reader asked to go there.
 */
export const getClick: Handler = async (context) => {
  const query = parseQuery(clickQuery, context.query);
  const creative = await findCreative(context.db, query.c);
  if (!creative) throw notFound('c', `no creative ${query.c}`);
  const hash = query.t ? hashToken(query.t) : undefined;
  const serve = hash ? await findServe(context.db, hash) : undefined;
  const ours = serve?.creative_id === creative.id;
  if (hash && ours && (await context.limits.adEvents.take(await context.client())).allowed)
    await recordServeEvent(context.db, hash, 'click', formatIst(context.now()));
  // AB-03: a video serve's click leads to the video it showed; otherwise the creative's own page.
  const video =
    ours && serve?.video_msid != null ? await servedVideo(context, Number(serve.video_msid)) : undefined;
  return {
    kind: 'bytes',
    status: 302,
    body: null,
    headers: {
      location: video?.url ?? creative.landing_url,
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    },
  };
};

/** `GET /ads/report?day=YYYY-MM-DD` (today when absent): served, impressions and clicks per creative and slot. */
export const getAdReport: Handler = async (context) => {
  const day = context.query.get('day') ?? formatIst(context.now()).slice(0, 10);
  if (!dayPattern.test(day) || context.query.getAll('day').length > 1)
    throw badRequest('day', 'must be a date, YYYY-MM-DD');
  return freshJson({ day, rows: await adReport(context.db, day) });
};

export const adRoutes: Route[] = [
  { method: 'GET', path: '/ads', handler: getAd },
  { method: 'GET', path: '/ads/creatives/:id', handler: getCreative },
  { method: 'GET', path: '/ads/video', handler: getServedVideo },
  { method: 'POST', path: '/ads/impressions', handler: postImpression },
  { method: 'GET', path: '/ads/click', handler: getClick },
  { method: 'GET', path: '/ads/report', handler: getAdReport },
];

import type { IncomingMessage, ServerResponse } from 'node:http';
import { AD_TOKEN_PATTERN, type AdSlotName, isAdSlot, VIDEO_AD_SLOT } from '@newsroom/rules/ads';
import { pictureAt, pictureSizes } from '@newsroom/rules/pictures';
import { safeMediaUrl } from '@newsroom/rules/safe-url';
import { AdCreative, AdVideoCreative } from '@newsroom/ui';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type AdCaller, type AdsClient, AdUnavailable } from '../content/ads/client.ts';
import type { Creative } from '../content/ads/schemas.ts';
import type { ContentClient } from '../content/client.ts';
import { ContentUnavailable } from '../content/http.ts';
import type { Reader } from '../lib/reader.ts';
import { isSameOrigin, readBody } from '../lib/requests.ts';
import { formatDuration } from '../widgets/video-list/videoFacts.ts';
import { newNonce, pageSecurityHeaders } from './security.ts';

// AB-23 the house ad path through the site's own origin (the browser never meets the backend):
//   GET  /api/ads?slot=&geo=&msid=   the slot's ad for this reader (none for a Prime reader)
//   POST /api/ads/impression  (t)     the drawn ad's impression, counted once per serve
//   GET  /ads/creative/{id}?slot=&t=  the creative as a page of its own, for the slot's frame
//   GET  /ads/click?c=&t=             counted, then on to the creative's own landing page
// Every parameter is checked here and only checked values go on.

export const AD_API = { serve: '/api/ads', impression: '/api/ads/impression' } as const;
export const AD_CREATIVE_PREFIX = '/ads/creative/';
export const AD_CLICK_PATH = '/ads/click';

export function isAdPath(pathname: string): boolean {
  return (
    pathname === AD_API.serve ||
    pathname === AD_API.impression ||
    pathname === AD_CLICK_PATH ||
    pathname.startsWith(AD_CREATIVE_PREFIX)
  );
}

export interface AdRouteDeps {
  content: ContentClient;
  reader: Reader;
  clientAddress: string;
  siteOrigin: string;
  https: boolean;
  /** The site's stylesheets, for the creative's page. */
  styles: readonly string[];
  answerHeaders: Record<string, string>;
  log: (message: string) => void;
}

const CREATIVE = /^\/ads\/creative\/([1-9]\d{0,8})$/;
const single = (params: URLSearchParams, name: string): string | null => {
  const all = params.getAll(name);
  return all.length === 1 ? all[0]! : null;
};

export async function answerAdRoute(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: AdRouteDeps,
): Promise<void> {
  const caller = { sessionToken: deps.reader.token, clientAddress: deps.clientAddress };
  const send = (status: number, type: string, body: string, extra: Record<string, string> = {}) => {
    res
      .writeHead(status, {
        ...deps.answerHeaders,
        'content-type': type,
        'cache-control': 'no-store',
        ...extra,
      })
      .end(req.method === 'HEAD' ? undefined : body);
  };
  const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
    send(status, 'application/json; charset=utf-8', JSON.stringify(body), extra);
  const refuse = (param: string, message: string) => json(400, { error: { param, message } });
  const plain = (status: number, text: string) => send(status, 'text/plain; charset=utf-8', text);
  const method = req.method ?? 'GET';

  try {
    if (url.pathname === AD_API.serve) {
      if (method !== 'GET')
        return json(405, { error: { param: 'method', message: 'use GET' } }, { allow: 'GET' });
      const slot = single(url.searchParams, 'slot');
      if (!isAdSlot(slot)) return refuse('slot', 'slot must name an ad slot.');
      const geo = single(url.searchParams, 'geo') ?? 'IN';
      if (geo !== 'IN' && geo !== 'other') return refuse('geo', 'geo must be IN or other.');
      const msid = url.searchParams.get('msid');
      if (msid !== null && (single(url.searchParams, 'msid') === null || !/^[1-9]\d{0,11}$/.test(msid)))
        return refuse('msid', 'msid must be a story id.');
      // AB-23 / AB-25: a Prime reader gets no ad, whatever asks (the backend checks again).
      if (deps.reader.tier === 'prime') return json(200, { ad: null });
      const ad = await deps.content.ads.serve(
        { slot: slot as AdSlotName, geo, ...(msid ? { msid } : {}) },
        caller,
      );
      return json(200, { ad });
    }

    if (url.pathname === AD_API.impression) {
      if (method !== 'POST')
        return json(405, { error: { param: 'method', message: 'use POST' } }, { allow: 'POST' });
      if (!isSameOrigin(req, deps.siteOrigin))
        return json(403, { error: { param: 'origin', message: 'Requests from other sites are refused.' } });
      const text = await readBody(req, 1024);
      if (text === null) return json(413, { error: { param: 'body', message: 'The request is too large.' } });
      const token = single(new URLSearchParams(text), 't');
      if (token === null || !AD_TOKEN_PATTERN.test(token))
        return refuse('t', 't must be a served ad’s token.');
      const status = await deps.content.ads.impression(token, caller);
      return status === 200
        ? json(200, { counted: true })
        : json(status >= 500 ? 502 : status, { counted: false });
    }

    if (url.pathname === AD_CLICK_PATH) {
      if (method !== 'GET' && method !== 'HEAD') return plain(405, 'Method not allowed');
      const creative = single(url.searchParams, 'c');
      if (creative === null || !/^[1-9]\d{0,8}$/.test(creative))
        return plain(404, 'There is no such advertisement.');
      const token = single(url.searchParams, 't');
      const answer = await deps.content.ads.click(
        creative,
        token && AD_TOKEN_PATTERN.test(token) ? token : null,
        caller,
      );
      await answer.body?.cancel();
      const location = answer.headers.get('location');
      if (answer.status === 302 && location && isLandingPage(location)) {
        return send(302, 'text/plain; charset=utf-8', '', { location, 'x-robots-tag': 'noindex' });
      }
      if (answer.status === 404) return plain(404, 'There is no such advertisement.');
      deps.log(`ads: click on ${creative} answered ${answer.status}`);
      return plain(502, 'This advertisement cannot be opened just now.');
    }

    const match = CREATIVE.exec(url.pathname);
    if (method !== 'GET' && method !== 'HEAD') return plain(405, 'Method not allowed');
    if (!match) return plain(404, 'There is no such advertisement.');
    const slot = single(url.searchParams, 'slot');
    const token = single(url.searchParams, 't');
    if (!isAdSlot(slot) || token === null || !AD_TOKEN_PATTERN.test(token))
      return plain(404, 'There is no such advertisement.');
    const creative = await deps.content.ads.creative(match[1]!);
    if (!creative) return plain(404, 'There is no such advertisement.');
    const nonce = newNonce();
    const clickHref = `${AD_CLICK_PATH}?${new URLSearchParams({ c: String(creative.id), t: token })}`;
    const face =
      slot === VIDEO_AD_SLOT
        ? await videoFace(deps.content.ads, creative, token, clickHref, caller)
        : createElement(AdCreative, {
            creative,
            clickHref,
            className: 'ad-creative',
            classNames: {
              picture: 'ad-creative__picture',
              advertiser: 'ad-creative__advertiser',
              headline: 'ad-creative__headline',
              body: 'ad-creative__body',
              cta: 'ad-creative__cta',
            },
          });
    if (!face) return plain(404, 'There is no such advertisement.');
    // The whole document through React, which escapes every text and attribute.
    const html = `<!doctype html>${renderToStaticMarkup(
      createElement(
        'html',
        { lang: 'en' },
        createElement(
          'head',
          null,
          createElement('meta', { charSet: 'utf-8' }),
          createElement('title', null, `Advertisement: ${creative.advertiser}`),
          createElement('meta', { name: 'robots', content: 'noindex' }),
          ...deps.styles.map((href) => createElement('link', { key: href, rel: 'stylesheet', href })),
        ),
        createElement('body', { className: 'ad-creative-page' }, face),
      ),
    )}`;
    // A page for the site's own frames only (frame-ancestors 'self'); its token makes it the
    // reader's own, so it is stored nowhere.
    res
      .writeHead(200, {
        ...pageSecurityHeaders(nonce, deps.https),
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex',
      })
      .end(req.method === 'HEAD' ? undefined : html);
  } catch (error) {
    if (!(error instanceof AdUnavailable) && !(error instanceof ContentUnavailable)) throw error;
    deps.log(`ads: ${error.message}`);
    // Swallowed for the reader: the loader polls again, the frame shows nothing.
    if (url.pathname.startsWith('/api/'))
      return json(502, { error: { param: null, message: 'No ad just now.' } });
    return plain(502, 'This advertisement cannot be shown just now.');
  }
}

const POSTER = pictureSizes.topNewsLead;

/**
 * AB-03 the video slot's face: the video its serve shows (the token's own), poster sized for the
 * 16:9 frame; null when the token names no video serve or the poster is not a picture address.
 */
async function videoFace(
  ads: AdsClient,
  creative: Creative,
  token: string,
  clickHref: string,
  caller: AdCaller,
) {
  const video = await ads.video(token, caller);
  const poster = video && safeMediaUrl(video.image.url);
  if (!video || !poster) return null;
  return createElement(AdVideoCreative, {
    creative,
    video: {
      title: video.title,
      poster: { url: pictureAt(poster, 'topNewsLead'), width: POSTER.width, height: POSTER.height },
      length: video.duration > 0 ? formatDuration(video.duration) : '',
    },
    clickHref,
    className: 'ad-creative ad-creative--video',
    classNames: {
      poster: 'ad-creative__poster',
      play: 'ad-creative__play',
      advertiser: 'ad-creative__advertiser',
      title: 'ad-creative__title',
      length: 'ad-creative__length',
    },
  });
}

/** A creative's landing page as the backend named it: a path of this site, or an https page. */
export function isLandingPage(location: string): boolean {
  if (/^\/(?![/\\])/.test(location)) return true;
  try {
    const url = new URL(location);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}

import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ANALYTICS_PAGE_ATTR, ANALYTICS_SLOT_ATTR, ANALYTICS_VIEW_SECONDS } from '@newsroom/rules/analytics';

// X-02 / ED-05, Hardening (issue 26.3): the signed page-view token. The site makes one for each
// page (and stacked story) it renders, naming a view id, when it ends, the page views and the
// slots that HTML placed; the browser's batches carry it back and the site's proxy believes an
// event only if the token is the site's own, unexpired, and names the event's place. The token
// holds a short digest of each place, not the places, so it adds a few hundred bytes to a page.

/** What a good token says. */
export interface ViewClaims {
  /** 16 random bytes, base64url: the view the backend counts once-per-slot against. */
  view: string;
  /** Epoch seconds after which the token is refused. */
  expires: number;
  /** Digests (placeDigest) of the `data-analytics-page` and `data-analytics-slot` values placed. */
  places: ReadonlySet<string>;
}

const DIGEST_CHARS = 8;
const VIEW_ID = /^[A-Za-z0-9_-]{22}$/;
const DIGESTS = /^(?:[A-Za-z0-9_-]{8})*$/;
/** The attributes a rendered page names its places in (their values hold no quote or `&`). */
const PLACED = new RegExp(`\\s(${ANALYTICS_PAGE_ATTR}|${ANALYTICS_SLOT_ATTR})="([^"]*)"`, 'g');

/**
 * A place's digest: 48 bits of SHA-256 of its kind and attribute value. Finding another place with
 * the digest of one a page holds takes about 2^48 tries per place, and the token is signed, so the
 * list cannot be extended.
 */
export function placeDigest(kind: 'page' | 'slot', value: string): string {
  return createHash('sha256').update(`${kind}:${value}`).digest('base64url').slice(0, DIGEST_CHARS);
}

/** The page views and slots an HTML document (or fragment) places, as their digests. */
export function placedIn(html: string): Set<string> {
  const places = new Set<string>();
  for (const [, attribute, value] of html.matchAll(PLACED)) {
    places.add(placeDigest(attribute === ANALYTICS_PAGE_ATTR ? 'page' : 'slot', value ?? ''));
  }
  return places;
}

export class AnalyticsViews {
  readonly #secret: string;

  constructor(secret: string) {
    this.#secret = secret;
  }

  /** A token for a new view of a page that placed `places`, lasting ANALYTICS_VIEW_SECONDS. */
  issue(places: ReadonlySet<string>, nowMs: number): string {
    const view = randomBytes(16).toString('base64url');
    const expires = Math.floor(nowMs / 1000) + ANALYTICS_VIEW_SECONDS;
    const payload = Buffer.from(`${view}.${expires}.${[...places].join('')}`).toString('base64url');
    return `${payload}.${this.#sign(payload)}`;
  }

  /** The token's claims when the site signed it and it has not expired; else null. */
  verify(token: string, nowMs: number): ViewClaims | null {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.#sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const [view = '', expires = '', digests = '', ...more] = Buffer.from(payload, 'base64url')
      .toString()
      .split('.');
    if (more.length > 0 || !VIEW_ID.test(view) || !/^\d{1,12}$/.test(expires) || !DIGESTS.test(digests))
      return null;
    if (Number(expires) * 1000 <= nowMs) return null;
    const places = new Set<string>();
    for (let at = 0; at < digests.length; at += DIGEST_CHARS)
      places.add(digests.slice(at, at + DIGEST_CHARS));
    return { view, expires: Number(expires), places };
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.#secret).update(`analytics-view:${payload}`).digest('base64url');
  }
}

import {
  AD_CLICK_URL_PATTERN,
  AD_CREATIVE_URL_PATTERN,
  AD_SLOTS,
  AD_TOKEN_PATTERN,
  type AdSlotName,
  isAdSlot,
} from '@newsroom/rules/ads';
import type { AdServer } from './adServerSeam.ts';

/** A served house ad, as the browser takes it from `/api/ads` (checked field by field). */
export interface HouseAd {
  slot: AdSlotName;
  creativeId: number;
  token: string;
  creativeUrl: string;
  clickUrl: string;
}

/** How long a creative's frame may take to load before the render counts as failed. */
export const CREATIVE_LOAD_TIMEOUT_MS = 8000;

/**
 * The site's answer read defensively: an ad is used only when every field is what the site sends
 * (its own paths, a token of the served shape); anything else is no ad.
 */
export function readHouseAd(body: unknown): HouseAd | null {
  const ad = (body as { ad?: unknown } | null)?.ad;
  if (typeof ad !== 'object' || ad === null) return null;
  const { slot, creativeId, token, creativeUrl, clickUrl } = ad as Record<string, unknown>;
  if (
    !isAdSlot(slot) ||
    typeof creativeId !== 'number' ||
    !Number.isInteger(creativeId) ||
    typeof token !== 'string' ||
    !AD_TOKEN_PATTERN.test(token) ||
    typeof creativeUrl !== 'string' ||
    !AD_CREATIVE_URL_PATTERN.test(creativeUrl) ||
    typeof clickUrl !== 'string' ||
    !AD_CLICK_URL_PATTERN.test(clickUrl)
  )
    return null;
  return { slot, creativeId, token, creativeUrl, clickUrl };
}

/**
 * AB-23 the house ad server: `/api/ads` serves the slot a creative (none to a Prime reader's
 * session), the creative is drawn as its own page (`/ads/creative/{id}`, no script in it) in a
 * frame of the slot's exact size, and a beacon counts the impression once it has drawn.
 */
export const houseAdServer: AdServer = {
  async request({ slot, geo, msid }) {
    const query = new URLSearchParams({ slot, geo });
    if (msid) query.set('msid', msid);
    const response = await fetch(`/api/ads?${query}`, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`${response.status} from /api/ads`);
    const body: unknown = await response.json();
    if ((body as { ad?: unknown } | null)?.ad === null) return null;
    const ad = readHouseAd(body);
    if (!ad) throw new Error('unexpected answer from /api/ads');
    return ad;
  },

  render(frame, served) {
    const ad = served as HouseAd;
    const { width, height } = AD_SLOTS[ad.slot];
    return new Promise<void>((resolve, reject) => {
      // A retry starts afresh: the frame holds at most one creative.
      frame.replaceChildren();
      const iframe = document.createElement('iframe');
      iframe.title = 'Advertisement';
      iframe.width = String(width);
      iframe.height = String(height);
      // Same-origin (the creative page is the site's), no scripts; a click may leave the frame.
      iframe.setAttribute(
        'sandbox',
        'allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation',
      );
      iframe.className = 'ad-slot__creative';
      const timer = setTimeout(() => {
        iframe.remove();
        reject(new Error('the creative did not load in time'));
      }, CREATIVE_LOAD_TIMEOUT_MS);
      iframe.addEventListener(
        'load',
        () => {
          clearTimeout(timer);
          // A frame that loaded an error page, or nothing, holds no creative: not drawn.
          if (iframe.contentDocument?.querySelector('[data-ad-creative]')) {
            resolve();
            return;
          }
          iframe.remove();
          reject(new Error('the frame holds no creative'));
        },
        { once: true },
      );
      iframe.src = `${ad.creativeUrl}&${new URLSearchParams({ t: ad.token })}`;
      frame.append(iframe);
    });
  },

  recordImpression(served) {
    const body = new URLSearchParams({ t: (served as HouseAd).token });
    if (!navigator.sendBeacon?.('/api/ads/impression', body)) {
      void fetch('/api/ads/impression', {
        method: 'POST',
        body,
        keepalive: true,
        credentials: 'same-origin',
      }).catch(() => {});
    }
  },
};

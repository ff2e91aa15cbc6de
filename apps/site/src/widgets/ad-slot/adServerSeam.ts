import type { AdSlotName } from '@newsroom/rules/ads';

/**
 * AB-23: THE seam between the site and an ad server. Everything the browser does with ads goes
 * through `adServer` (adServer.ts); the ad loader (ad-slot.script.ts, the adLoaderMachine)
 * decides when, this decides how. The project ships the house ad server (houseAdServer.ts: the
 * backend's `/ads` calls through the site, creatives drawn in a same-origin frame, impressions
 * counted by a beacon), which needs nothing outside the site and works offline.
 *
 * To plug in a publisher's ad server (Google Ad Manager, Prebid, a network's tag), write one
 * module implementing `AdServer` and change the one line of adServer.ts:
 *
 *   - `request` asks for the slot's ad. Resolve with something describing it, or null when the
 *     server has nothing for the slot (the box keeps its space); reject when the server is not
 *     ready or could not answer — the loader polls again a second later, at most 3 times (e.g.
 *     GPT: reject until `googletag.apiReady`, then define the slot with the unit path from the
 *     `common` config's `adslot_{slot}`).
 *   - `render` draws it into `frame` (a box of exactly the slot's size: anything larger is cut, so
 *     nothing on the page moves). Resolve once drawn; reject if it did not draw — the loader tries
 *     once more after 2 s (GPT: `display`, then its `slotRenderEnded` event).
 *   - `recordImpression` is called once the ad is drawn (a network that counts its own does nothing).
 *
 * Its script, if it needs one, must be added to the Content-Security-Policy (server/security.ts).
 * The loader never runs for Prime readers, `hideAds` stories, `opt=1` or `skip_taboola=1` (layouts
 * leave the slots out, and the loader checks the address again), and swallows every failure.
 */
export interface AdServer {
  request(request: AdServerRequest): Promise<unknown>;
  render(frame: HTMLElement, ad: unknown): Promise<void>;
  recordImpression(ad: unknown): void;
}

export interface AdServerRequest {
  slot: AdSlotName;
  /** The reader's country as the page was rendered for (international units abroad). */
  geo: 'IN' | 'other';
  /** The story the slot is on, or null. */
  msid: string | null;
  /** 1 for the first poll, up to 3. */
  poll: number;
}

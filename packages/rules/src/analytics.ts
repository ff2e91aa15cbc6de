// X-02 analytics: what the browser may send and the backend stores, one set of rules for both
// (the backend's zod schema, analytics-schema.ts, is built from these patterns). Counts only: a
// slot's impressions and clicks, a story's page views, per day. No reader id, no address, no time
// finer than the day is kept: nothing in an event names a person. No zod here: the browser's
// tracker imports this file and must stay a few hundred bytes.

/** A slot counts an impression when at least half of it is in view… */
export const IMPRESSION_VISIBLE_RATIO = 0.5;
/** …for one second without a break. */
export const IMPRESSION_DWELL_MS = 1000;
/** Events wait in the browser this long (or until the tab is hidden) and go in one beacon. */
export const ANALYTICS_FLUSH_MS = 5000;
/** At most this many events in one batch; the browser sends a full batch at once. */
export const ANALYTICS_BATCH_MAX = 50;
/** The backend reads at most this many bytes of a batch (50 events of the longest names fit). */
export const ANALYTICS_BODY_MAX_BYTES = 32 * 1024;

/**
 * Hardening (issue 26.3): every batch names the page view it belongs to by the signed view token
 * the site put in that page (`<template data-analytics-view>`, or one in a stacked story); the
 * site refuses a batch without a good, unexpired one. A token lasts this long after the page was
 * made, longer than any copy of a page is served (30 s fresh and 10 minutes stale-if-error)…
 */
export const ANALYTICS_VIEW_SECONDS = 30 * 60;
/** …and one view (one token, one reader) may send at most this many events in all. */
export const ANALYTICS_EVENTS_PER_VIEW = 300;
/** A view token's shape: base64url payload, a dot, base64url HMAC-SHA256. */
export const ANALYTICS_VIEW_TOKEN = /^[A-Za-z0-9_-]{16,8000}\.[A-Za-z0-9_-]{43}$/;

/** Layout, region, variant and slot names as the layouts write them (`aside:markets:3`, `mrec1`). */
export const PLACE_NAME = /^[A-Za-z0-9_.:-]{1,80}$/;
/** A section or story id; empty for pages outside a section (the home page) or not a story. */
export const OPTIONAL_ID = /^\d{0,20}$/;

export interface SlotPlace {
  layout: string;
  region: string;
  /** The region's variant (an article sidebar's); empty when the region has none. */
  variant: string;
  slot: string;
  section: string;
}

export type AnalyticsEvent =
  | ({ type: 'impression' | 'click' } & SlotPlace)
  | { type: 'pageview'; layout: string; section: string; msid: string };

// The consent rule has a module of its own: the page's first script asks it, and must not carry
// the tracker's rules with it (the JavaScript-before-interaction budget).
export { trackingRefused } from './tracking-consent.ts';
export { ANALYTICS_VIEW_ATTR } from './view-token.ts';

/** The attribute on every slot's element (static or island) naming where it was placed. */
export const ANALYTICS_SLOT_ATTR = 'data-analytics-slot';

/**
 * The value a slot's element carries (`data-analytics-slot`), made by the server and read by the
 * browser: `layout|region|variant|slot|section`.
 */
export function slotPlaceAttribute(place: SlotPlace): string {
  return [place.layout, place.region, place.variant, place.slot, place.section].join('|');
}

/** The attribute read back; null when it is not well formed (markup is not trusted to be). */
export function parseSlotPlaceAttribute(value: string | null): SlotPlace | null {
  if (!value) return null;
  const parts = value.split('|');
  if (parts.length !== 5) return null;
  const [layout = '', region = '', variant = '', slot = '', section = ''] = parts;
  const named = [layout, region, slot].every((part) => PLACE_NAME.test(part));
  if (!named || !(variant === '' || PLACE_NAME.test(variant)) || !OPTIONAL_ID.test(section)) return null;
  return { layout, region, variant, slot, section };
}

/** The attribute on a page's (or a stacked story's) root naming the page view: `layout|section|msid`. */
export const ANALYTICS_PAGE_ATTR = 'data-analytics-page';

export interface PageViewPlace {
  layout: string;
  section: string;
  /** The story; empty for a page that is not one story. */
  msid: string;
}

export function pageViewAttribute(page: PageViewPlace): string {
  return [page.layout, page.section, page.msid].join('|');
}

export function parsePageViewAttribute(value: string | null): PageViewPlace | null {
  if (!value) return null;
  const parts = value.split('|');
  if (parts.length !== 3) return null;
  const [layout = '', section = '', msid = ''] = parts;
  if (!PLACE_NAME.test(layout) || !OPTIONAL_ID.test(section) || !OPTIONAL_ID.test(msid)) return null;
  return { layout, section, msid };
}

/**
 * Clicks per impression, as the report shows it; no impressions, no rate. Never above 1: a click
 * counts only after its slot's impression in the same view, and rows counted before that rule
 * (or a view that crossed midnight) are capped here rather than shown as more than 100%.
 */
export function clickThrough(impressions: number, clicks: number): number | null {
  return impressions > 0 ? Math.min(clicks, impressions) / impressions : null;
}

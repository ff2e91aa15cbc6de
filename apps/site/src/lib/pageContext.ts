import type { IncomingHttpHeaders } from 'node:http';
import type { Device, LayoutContext, PageKind } from '@newsroom/composer';
import { istClock } from './istTime.ts';

/** The CDN (or a test) tells the reader's country in this header; without it we assume India. */
export const GEO_HEADER = 'x-reader-geo';
/** A CDN's device class header (desktop, mobile, tablet); else the User-Agent decides. */
export const DEVICE_HEADER = 'x-device-type';

/** The site's switches a page's layout reads (`site.*`, server/siteSwitches.ts). */
export interface SiteSwitches {
  liveTvStatus: string;
  liveTvSlot: string;
  iplActive: boolean;
}

/**
 * The layout context of a request: page, reader, clock, site switches and query. Personal state
 * (font size, votes, nudges) stays in the browser, so this is all a cached page depends on.
 */
export function readPageContext(
  kind: PageKind,
  url: URL,
  headers: IncomingHttpHeaders,
  now: Date,
  site: SiteSwitches,
  reader: { tier: LayoutContext['reader']['tier']; trialEligible: boolean; adFree?: boolean } = {
    tier: 'anonymous',
    trialEligible: false,
  },
): LayoutContext {
  const { hour, weekday } = istClock(now);
  return {
    // The gate is the article's to decide, once its story is known (pages.tsx).
    page: { kind, type: pageType(kind, url.pathname), hour, weekday, paywall: 'none', path: url.pathname },
    reader: {
      tier: reader.tier,
      trialEligible: reader.trialEligible,
      adFree: reader.adFree ?? false,
      geo: geoOf(headers),
      device: deviceOf(headers),
    },
    site,
    url: { query: Object.fromEntries(url.searchParams) },
  };
}

/** The page type names the specs use (AR-14: markethp, homepage, articleshow, wealth). */
export function pageType(kind: PageKind, path: string): string {
  if (kind === 'article') return 'articleshow';
  if (kind === 'home') return 'homepage';
  if (path === '/markets') return 'markethp';
  if (path === '/wealth') return 'wealth';
  return kind;
}

/** India or the rest of the world: all the site tells apart (the edge's X-Reader-Geo, India when absent). */
function geoOf(headers: IncomingHttpHeaders): LayoutContext['reader']['geo'] {
  const country = headers[GEO_HEADER];
  return country === undefined || String(country).toUpperCase() === 'IN' ? 'IN' : 'other';
}

/** The device class the edge set (normalised by it), or null when no edge did. */
export function deviceFromEdge(headers: IncomingHttpHeaders): Device | null {
  const hinted = String(headers[DEVICE_HEADER] ?? '').toLowerCase();
  return hinted === 'desktop' || hinted === 'mobile' || hinted === 'tablet' ? hinted : null;
}

function deviceOf(headers: IncomingHttpHeaders): Device {
  const hinted = deviceFromEdge(headers);
  if (hinted) return hinted;
  const agent = String(headers['user-agent'] ?? '');
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(agent)) return 'tablet';
  if (/Mobi|iPhone|Android/i.test(agent)) return 'mobile';
  return 'desktop';
}

/**
 * What a rendered page may differ by: the page cache keys on it (and Vary names the headers).
 * AR-16 first-time eligibility is no layout fact, but it decides whether the page chrome carries
 * the Prime nudge bar, so it is part of the key as trial eligibility is; so is an expired
 * subscription, which turns every offer into a renewal. Read straight from the
 * request (no layout context is built), since every page-cache hit asks for it.
 */
export function variantKey(
  headers: IncomingHttpHeaders,
  now: Date,
  reader: {
    tier: LayoutContext['reader']['tier'];
    trialEligible: boolean;
    firstTimeEligible: boolean;
    expiredSubscription: boolean;
    adFree?: boolean;
  },
): string {
  const { hour, weekday } = istClock(now);
  // VD-04: a pink (ad-free) reader's pages differ from their tier's (no ads): kept apart.
  const eligible = `${reader.trialEligible}|${reader.firstTimeEligible}|${reader.expiredSubscription}|${reader.adFree === true}`;
  return `${reader.tier}|${eligible}|${geoOf(headers)}|${deviceOf(headers)}|${weekday}|${hour}`;
}

import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_VIEW_TOKEN,
  type AnalyticsEvent,
  pageViewAttribute,
  slotPlaceAttribute,
} from '@newsroom/rules/analytics';
import { analyticsEventSchema } from '@newsroom/rules/analytics-schema';
import { z } from 'zod';
import { type AnalyticsViews, placeDigest } from './analyticsView.ts';

// X-02 / ED-05, Hardening (issue 26.3): the site's check of a tracker batch before the backend
// counts it. 70 forged batches made the report say 3,200 clicks on top news: now a batch counts
// only with the view token of a page the site served (its signature, unexpired), and only for the
// page views and slots that page placed. The backend then counts per view (once per slot, a click
// only after its impression, a bounded number of events), from the view id the site names.

/** The header the site names a checked view in: `{view id}.{expiry, epoch seconds}`. */
export const ANALYTICS_VIEW_HEADER = 'x-analytics-view';

const beaconSchema = z.strictObject({
  view: z.string().regex(ANALYTICS_VIEW_TOKEN, 'must be the page’s view token'),
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX),
});

export type CheckedBeacon =
  | { ok: true; body: string; header: string }
  | { ok: false; status: 400 | 403; param: string; message: string };

/** A place's digest as the page's token holds it (analyticsView.ts placedIn). */
function digestOf(event: AnalyticsEvent): string {
  return event.type === 'pageview'
    ? placeDigest('page', pageViewAttribute(event))
    : placeDigest('slot', slotPlaceAttribute(event));
}

/**
 * The batch as the backend takes it (`{"events": [...]}`) and the view header, or why not: 400
 * for a batch that is not one, 403 `view` without a good token, 400 `events[i]` for an event at a
 * place the page did not put there. Nothing of a refused batch is passed on.
 */
export function checkBeacon(text: string, views: AnalyticsViews, nowMs: number): CheckedBeacon {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, param: 'body', message: 'must be JSON' };
  }
  const parsed = beaconSchema.safeParse(document);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const param = issue?.path.length ? issue.path.join('.').replace(/\.(\d+)/g, '[$1]') : 'body';
    if (param === 'view')
      return { ok: false, status: 403, param: 'view', message: 'The page view could not be told.' };
    return { ok: false, status: 400, param, message: issue?.message ?? 'is not a batch' };
  }
  const claims = views.verify(parsed.data.view, nowMs);
  if (!claims) return { ok: false, status: 403, param: 'view', message: 'The page view could not be told.' };
  const stray = parsed.data.events.findIndex((event) => !claims.places.has(digestOf(event)));
  if (stray !== -1)
    return { ok: false, status: 400, param: `events[${stray}]`, message: 'is not a place this page has.' };
  return {
    ok: true,
    body: JSON.stringify({ events: parsed.data.events }),
    header: `${claims.view}.${claims.expires}`,
  };
}

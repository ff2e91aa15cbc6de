import type { AnalyticsEvent } from '@newsroom/rules/analytics';
import { ANALYTICS_BODY_MAX_BYTES, ANALYTICS_EVENTS_PER_VIEW } from '@newsroom/rules/analytics';
import { analyticsBatchSchema } from '@newsroom/rules/analytics-schema';
import { z } from 'zod';
import { formatIst } from '../content/ist-time.ts';
import { hasRole } from '../content/session-user.ts';
import { badRequest, HttpError } from '../http/http-error.ts';
import { parseDocument, parseQuery } from '../http/query.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { freshJson, type Handler, type RouteContext } from '../http/reply.ts';
import { requireReader } from '../routes/auth.ts';
import { readAnalyticsReport, recordAnalytics } from './store.ts';

// X-02 analytics: the browser's batches of impressions, clicks and page views, counted per day;
// and the editors' report of a day (docs/content-api.md "Analytics").

/**
 * `POST /analytics/events` `{"events": [...]}` (JSON, at most 50 events and 32 KB): counted on
 * today's India date. Hardening (issue 26.3): only for a page view the site names
 * (`X-Analytics-View`, from a trusted proxy, after checking the page's signed token and that
 * every event is at a place the page placed), else 403 `view`; a page view of a story that does
 * not exist is a 400; the view counts each slot's impression once, a click only after that
 * impression and once, and at most ANALYTICS_EVENTS_PER_VIEW events (past that, 429 `view`).
 * Nothing of the sender is kept beyond the view's hour; the limit per address (or reader) stays.
 * Answers `{"counted": n}`: what was new for the view.
 */
export const recordAnalyticsEvents: Handler = async (context) => {
  const batch = parseDocument(analyticsBatchSchema, await context.json(ANALYTICS_BODY_MAX_BYTES));
  const view = context.analyticsView;
  if (!view || view.expiresMs <= context.now())
    throw new HttpError(403, 'view', 'The page view could not be told.');
  await enforceRateLimit(context.limits.analyticsBatches, await context.client(), 'analytics batches');
  await refuseUnknownStories(context, batch.events);
  const reader = await context.reader();
  const sender = reader
    ? `reader:${reader.id}`
    : context.anonymousReader
      ? `anon:${context.anonymousReader}`
      : `ip:${context.clientAddress}`;
  const counted = await recordAnalytics(
    context.db,
    formatIst(context.now()).slice(0, 10),
    { key: `${view.id}|${sender}`, expiresMs: view.expiresMs },
    batch.events,
    { nowMs: context.now(), bound: ANALYTICS_EVENTS_PER_VIEW },
  );
  if (counted === null)
    throw new HttpError(429, 'view', `A page view may send at most ${ANALYTICS_EVENTS_PER_VIEW} events.`);
  return freshJson({ counted });
};

/** A page view names a story only if the story exists (msid 999999999 got 500 views once). */
async function refuseUnknownStories(context: RouteContext, events: readonly AnalyticsEvent[]): Promise<void> {
  const msids = [
    ...new Set(events.flatMap((event) => (event.type === 'pageview' && event.msid ? [event.msid] : []))),
  ];
  if (msids.length === 0) return;
  const found = await context.db
    .selectFrom('articles')
    .select('msid')
    .where('msid', 'in', msids.map(Number))
    .execute();
  const known = new Set(found.map((row) => String(row.msid)));
  const index = events.findIndex(
    (event) => event.type === 'pageview' && event.msid !== '' && !known.has(event.msid),
  );
  if (index !== -1) throw badRequest(`events[${index}].msid`, 'names no story');
}

const reportQuery = z.object({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD')
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'must be a real date'),
  section: z
    .string()
    .regex(/^\d{1,20}$/, 'must be a section id')
    .optional(),
});

/**
 * `GET /analytics/report?day=YYYY-MM-DD[&section={id}]`: editors only (401 anonymous, 403 others).
 * Each slot's impressions and clicks by layout, region and variant, and the day's page views.
 */
export const analyticsReport: Handler = async (context) => {
  const reader = await requireReader(context);
  if (!hasRole(reader, 'editor')) throw new HttpError(403, 'session', 'Only editors can read the analytics.');
  const query = parseQuery(reportQuery, context.query);
  const report = await readAnalyticsReport(context.db, query.day, query.section ?? null);
  return freshJson({ day: query.day, section: query.section ?? null, ...report });
};

import { ANALYTICS_BODY_MAX_BYTES } from '@newsroom/rules/analytics';
import { analyticsBatchSchema } from '@newsroom/rules/analytics-schema';
import { z } from 'zod';
import { formatIst } from '../content/ist-time.ts';
import { hasRole } from '../content/session-user.ts';
import { HttpError } from '../http/http-error.ts';
import { parseDocument, parseQuery } from '../http/query.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { freshJson, type Handler } from '../http/reply.ts';
import { requireReader } from '../routes/auth.ts';
import { readAnalyticsReport, recordAnalytics } from './store.ts';

// X-02 analytics: the browser's batches of impressions, clicks and page views, counted per day;
// and the editors' report of a day (docs/content-api.md "Analytics").

/**
 * `POST /analytics/events` `{"events": [...]}` (JSON, at most 50 events and 32 KB): counted on
 * today's India date. Nothing of the sender is kept; the limit per address (or reader) stops a
 * script inflating the counts. Answers `{"counted": n}`.
 */
export const recordAnalyticsEvents: Handler = async (context) => {
  const batch = parseDocument(analyticsBatchSchema, await context.json(ANALYTICS_BODY_MAX_BYTES));
  await enforceRateLimit(context.limits.analyticsBatches, await context.client(), 'analytics batches');
  await recordAnalytics(context.db, formatIst(context.now()).slice(0, 10), batch.events);
  return freshJson({ counted: batch.events.length });
};

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

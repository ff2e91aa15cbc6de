import { IST_OFFSET_MS } from '@newsroom/rules/ist-clock';
import { z } from 'zod';
import type { ContentClient } from '../../content/client.ts';

// X-02: the editors' analytics report as the backend answers it (`GET /analytics/report`).

const count = z.number().int().nonnegative();

export const analyticsReportSchema = z.object({
  day: z.string(),
  section: z.string().nullable(),
  slots: z.array(
    z.object({
      layout: z.string(),
      region: z.string(),
      variant: z.string(),
      slot: z.string(),
      impressions: count,
      clicks: count,
    }),
  ),
  pageViews: z.array(z.object({ layout: z.string(), msid: z.string(), views: count })),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

/** The report's query as the form sends it: a day (India date) and an optional section id. */
export interface ReportQuery {
  day: string;
  section: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SECTION = /^\d{0,20}$/;

/**
 * The form's values from the address; a value that is not well formed is named for the form to
 * show beside its field (the backend checks again).
 */
export function readReportQuery(
  url: URL,
  today: string,
): { query: ReportQuery; problem: { field: keyof ReportQuery; message: string } | null } {
  const day = url.searchParams.get('day') ?? today;
  const section = url.searchParams.get('section') ?? '';
  const query = { day, section };
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    return { query, problem: { field: 'day', message: 'Choose a date (YYYY-MM-DD).' } };
  if (!SECTION.test(section))
    return { query, problem: { field: 'section', message: 'Choose a section from the list.' } };
  return { query, problem: null };
}

/** The report for a signed-in editor's session; null when the backend refuses it (not an editor). */
export async function loadAnalyticsReport(
  content: ContentClient,
  query: ReportQuery,
  sessionToken: string,
): Promise<AnalyticsReport | null> {
  const search = new URLSearchParams({
    day: query.day,
    ...(query.section ? { section: query.section } : {}),
  });
  const answer = await content.forward('GET', '/analytics/report', `?${search}`, {
    headers: { authorization: `Bearer ${sessionToken}` },
  });
  if (answer.status === 401 || answer.status === 403) return null;
  if (!answer.ok) throw new Error(`the analytics report answered ${answer.status}`);
  return analyticsReportSchema.parse(await answer.json());
}

/** Today's India date, `YYYY-MM-DD` (the day the backend counts under). */
export function indiaDay(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

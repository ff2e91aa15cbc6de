import { type PageResult, redirectTo } from '../../lib/pageResult.tsx';
import type { PageDeps } from '../kit/pageDeps.ts';
import { AnalyticsReportPage } from './AnalyticsReportPage.tsx';
import { indiaDay, loadAnalyticsReport, readReportQuery } from './report.ts';

/** where editors read the counts. */
export const ANALYTICS_REPORT_PATH = '/_editor/analytics';

/**
 * The editors' report page: a reader who is not signed in is sent to sign in and back; a signed-in
 * reader who is not an editor gets `null` (the caller's 404), as the backend refuses them too.
 */
export async function analyticsReportPage(
  deps: Pick<PageDeps, 'url' | 'content' | 'sessionToken'>,
  isEditor: boolean,
  now: Date,
): Promise<PageResult | null> {
  if (!deps.sessionToken) {
    return redirectTo(`/login?return=${encodeURIComponent(deps.url.pathname + deps.url.search)}`);
  }
  if (!isEditor) return null;
  const { query, problem } = readReportQuery(deps.url, indiaDay(now));
  const report = problem ? null : await loadAnalyticsReport(deps.content, query, deps.sessionToken);
  if (!problem && report === null) return null;
  return {
    status: problem ? 400 : 200,
    maxAge: 0,
    head: { title: 'Slot analytics', robots: 'noindex' },
    body: <AnalyticsReportPage query={query} problem={problem} report={report} />,
  };
}

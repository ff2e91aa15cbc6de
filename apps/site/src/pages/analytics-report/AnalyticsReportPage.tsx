import { clickThrough } from '@newsroom/rules/analytics';
import { navSections } from '../../lib/sections.ts';
import type { AnalyticsReport, ReportQuery } from './report.ts';

const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-IN');

interface AnalyticsReportPageProps {
  query: ReportQuery;
  /** A field of the form that was refused, and why (shown beside it). */
  problem: { field: keyof ReportQuery; message: string } | null;
  report: AnalyticsReport | null;
}

/**
 * X-02 / ED-05: what readers saw and clicked on a day, per layout slot and region variant, so an
 * editor can compare two sidebar orders (each variant's rows side by side), and the day's most
 * viewed stories. A plain form; the page works without script.
 */
export function AnalyticsReportPage({ query, problem, report }: AnalyticsReportPageProps) {
  const groups = new Map<string, AnalyticsReport['slots']>();
  for (const row of report?.slots ?? []) {
    const name = [row.layout, row.region, row.variant].filter(Boolean).join(' › ');
    groups.set(name, [...(groups.get(name) ?? []), row]);
  }
  return (
    <div className="preview analytics-report">
      <header className="preview__head">
        <h1>Slot analytics</h1>
        <p>
          Impressions (a slot at least half in view for a second), clicks and click-through per layout slot,
          for one day (India time) and section.
        </p>
      </header>
      <form className="analytics-report__form" method="get">
        <label>
          Day
          <input
            type="date"
            name="day"
            defaultValue={query.day}
            aria-invalid={problem?.field === 'day' || undefined}
            aria-describedby={problem?.field === 'day' ? 'analytics-day-problem' : undefined}
          />
          {problem?.field === 'day' && (
            <span id="analytics-day-problem" className="analytics-report__problem" role="alert">
              {problem.message}
            </span>
          )}
        </label>
        <label>
          Section
          <select
            name="section"
            defaultValue={query.section}
            aria-invalid={problem?.field === 'section' || undefined}
            aria-describedby={problem?.field === 'section' ? 'analytics-section-problem' : undefined}
          >
            <option value="">Every section</option>
            {navSections.map((section) => (
              <option key={section.id} value={section.id}>
                {section.name}
              </option>
            ))}
          </select>
          {problem?.field === 'section' && (
            <span id="analytics-section-problem" className="analytics-report__problem" role="alert">
              {problem.message}
            </span>
          )}
        </label>
        <button type="submit">Show</button>
      </form>
      {report && groups.size === 0 && (
        <p className="analytics-report__empty">Nothing was counted on this day.</p>
      )}
      {[...groups].map(([name, rows]) => (
        <section key={name} className="analytics-report__group" aria-label={name}>
          <h2>{name}</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Slot</th>
                <th scope="col">Impressions</th>
                <th scope="col">Clicks</th>
                <th scope="col">Click-through</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const rate = clickThrough(row.impressions, row.clicks);
                return (
                  <tr key={row.slot} data-slot={row.slot}>
                    <th scope="row">
                      <code>{row.slot}</code>
                    </th>
                    <td>{whole.format(row.impressions)}</td>
                    <td>{whole.format(row.clicks)}</td>
                    <td>{rate === null ? '—' : percent.format(rate)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ))}
      {report && report.pageViews.length > 0 && (
        <section className="analytics-report__group" aria-label="Page views">
          <h2>Page views</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Layout</th>
                <th scope="col">Story</th>
                <th scope="col">Views</th>
              </tr>
            </thead>
            <tbody>
              {report.pageViews.map((row) => (
                <tr key={`${row.layout}-${row.msid}`}>
                  <td>{row.layout}</td>
                  <td>{row.msid || '—'}</td>
                  <td>{whole.format(row.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}

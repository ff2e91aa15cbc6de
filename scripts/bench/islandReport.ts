import {
  FIRST_TAPS,
  INP_BUDGET_MS,
  type IslandFigure,
  type IslandTiming,
  inpTimes,
  p50p95,
  readyTimes,
} from './islandTiming.ts';
import { percentile } from './percentile.ts';
import { phoneProfileInWords } from './phoneProfile.ts';
import type { Verdict } from './report.ts';

// How `./dev bench` prints the island figures (issue 27): one table, then the verdicts.

const tapped = (figure: IslandFigure) => figure.runs.some((run) => run.inpMs !== undefined);

/**
 * Runs that did not end interactive, in words: `2 × woke nothing (the tap was lost)`; with
 * `actedOnly`, only those where the reader acted on the island (a page the site sent without
 * it, a widget left out while the backend was late, is no island's fault).
 */
function problems(figure: IslandFigure, actedOnly = false): string[] {
  const counts = new Map<string, number>();
  for (const run of figure.runs) {
    if (run.outcome === 'interactive' || (actedOnly && run.outcome === 'not on the page')) continue;
    const words = run.detail ? `${run.outcome} (${run.detail})` : run.outcome;
    counts.set(words, (counts.get(words) ?? 0) + 1);
  }
  return [...counts].map(([words, count]) => `${count} × ${words}`);
}

export function islandTimingTable(timing: IslandTiming): string[][] {
  const rows = [
    [
      `islands on a phone (${phoneProfileInWords})`,
      'trigger',
      'page (reader)',
      'the reader',
      'interactive p50 / p95',
      'INP of the tap p50 / p95',
      'runs',
    ],
  ];
  for (const figure of timing.figures) {
    const ready = readyTimes(figure);
    const trouble = problems(figure);
    rows.push([
      figure.name,
      figure.trigger,
      `${figure.page}${figure.reader === 'prime' ? ' (Prime)' : ''}`,
      figure.action,
      p50p95(ready),
      tapped(figure) ? p50p95(inpTimes(figure)) : '',
      `${ready.length}/${figure.runs.length}${trouble.length > 0 ? `: ${trouble.join(', ')}` : ''}`,
    ]);
  }
  const note = [
    `(interactive: from the reader's action, or first paint, to data-island-state="hydrated"; INP: Event Timing, 16 ms and under shows as 16; ${timing.seconds} s`,
    timing.skippedLoads > 0 ? `, ${timing.skippedLoads} loads left out by the time budget)` : ')',
  ].join('');
  rows.push([note, '', '', '', '', '', '']);
  if (timing.notFound.length > 0)
    rows.push([`on no page the bench visits: ${timing.notFound.join(', ')}`, '', '', '', '', '', '']);
  return rows;
}

/**
 * INP of each tap on a sleeping island against the budget (its p95 over the loads: each tap must
 * answer in time, not most), the first taps after first paint named first; and whether every
 * island the reader acted on became interactive in every load.
 */
export function islandTimingVerdicts(timing: IslandTiming): Verdict[] {
  const taps = timing.figures
    .filter(tapped)
    .sort((a, b) => Number(FIRST_TAPS.includes(b.name)) - Number(FIRST_TAPS.includes(a.name)));
  const verdicts: Verdict[] = taps.map((figure) => {
    const inp = inpTimes(figure);
    const worst = percentile(inp, 0.95);
    const first = FIRST_TAPS.includes(figure.name) ? ', at once after first paint' : '';
    return {
      name: `INP of a tap on a sleeping island: ${figure.name} (${figure.page}, ${figure.action}${first})`,
      ok: worst !== null && worst <= INP_BUDGET_MS,
      detail:
        worst === null
          ? 'not measured'
          : `p95 ${Math.round(worst)} ms, p50 ${Math.round(percentile(inp, 0.5)!)} ms (<= ${INP_BUDGET_MS} ms)`,
    };
  });
  const missing = timing.figures.flatMap((figure) => {
    const trouble = problems(figure, true);
    if (readyTimes(figure).length === 0) trouble.push('never measured');
    return trouble.length > 0 ? [`${figure.name}: ${trouble.join(', ')}`] : [];
  });
  verdicts.push({
    name: `every island kind interactive after the reader's action, in every load (${timing.figures.length} kinds)`,
    ok: missing.length === 0,
    ...(missing.length > 0 ? { detail: missing.join('; ') } : {}),
  });
  return verdicts;
}

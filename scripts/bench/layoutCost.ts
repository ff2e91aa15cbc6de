import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parseLayout } from '@newsroom/composer/layout';
import { testWidgets } from '@newsroom/composer/layout/testing';
import { widgetContracts } from '@newsroom/contracts/widgets';
import { repoRoot } from '../stack.ts';
import { largestLayout } from './largestLayout.ts';
import { mb, type Verdict } from './report.ts';
import { benchContexts, type ResolveTime, timeResolves } from './resolveTime.ts';

// Hardening (issue 26.2): what the layout language costs per page for every committed layout, and
// the most any layout the check accepts can cost: to resolve, and to check (time and heap).

export const LAYOUT_COST_BUDGET = {
  committedResolveP99Ms: 1,
  largestResolveP99Ms: 20,
  /** The check's heap for the largest document it accepts (512 KB of text): grows with its size. */
  largestCheckHeapBytes: 64 * 1024 * 1024,
};

export interface LayoutCost {
  committed: { file: string; resolve: ResolveTime }[];
  largest: {
    bytes: number;
    slots: number;
    parts: number;
    resolve: ResolveTime;
    checkMs: number;
    /** Heap used after the check less before it, nothing collected between: its garbage too. */
    checkHeapBytes: number;
    /** What the checked layout keeps, after a collection. */
    keptHeapBytes: number;
  };
}

/** `global.gc` without `--expose-gc` on the command line: the bench runs as plain `node`. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

export function measureLayoutCost(runs = 20_000): LayoutCost {
  const dir = join(repoRoot, 'layouts');
  const committed = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = `layouts/${name}`;
      const parsed = parseLayout(file, readFileSync(join(dir, name), 'utf8'), widgetContracts);
      if (!parsed.ok) throw new Error(`${file} has faults: run ./dev layout check`);
      return { file, resolve: timeResolves(parsed.layout, benchContexts(parsed.layout.page), runs) };
    });

  const { text, slots, parts } = largestLayout();
  const gc = collector();
  gc();
  const before = process.memoryUsage().heapUsed;
  let start = performance.now();
  const parsed = parseLayout('layouts/article.json', text, testWidgets);
  const checkMs = performance.now() - start;
  const checkHeapBytes = process.memoryUsage().heapUsed - before;
  gc();
  const keptHeapBytes = process.memoryUsage().heapUsed - before;
  if (!parsed.ok) throw new Error(`the largest layout is refused: ${parsed.faults[0]?.reason}`);
  // The check again, warm, for its time (the first includes compiling the checker).
  start = performance.now();
  parseLayout('layouts/article.json', text, testWidgets);
  const warmCheckMs = performance.now() - start;
  const resolve = timeResolves(parsed.layout, benchContexts('article'), Math.max(200, runs / 20));
  return {
    committed,
    largest: {
      bytes: text.length,
      slots,
      parts,
      resolve,
      checkMs: Number(Math.min(checkMs, warmCheckMs).toFixed(1)),
      checkHeapBytes,
      keptHeapBytes,
    },
  };
}

const ms = (microseconds: number) =>
  microseconds < 1000 ? `${microseconds} µs` : `${(microseconds / 1000).toFixed(2)} ms`;

export function layoutCostTable(cost: LayoutCost): string[][] {
  const { largest } = cost;
  return [
    ['layout resolve (issue 26.2)', 'p50', 'p99', 'target'],
    ...cost.committed.map(({ file, resolve }) => [
      file,
      ms(resolve.p50Microseconds),
      ms(resolve.p99Microseconds),
      `p99 <= ${LAYOUT_COST_BUDGET.committedResolveP99Ms} ms`,
    ]),
    [
      `largest accepted (${(largest.bytes / 1024).toFixed(0)} KB, ${largest.slots} slots, ${largest.parts} condition parts)`,
      ms(largest.resolve.p50Microseconds),
      ms(largest.resolve.p99Microseconds),
      `p99 <= ${LAYOUT_COST_BUDGET.largestResolveP99Ms} ms`,
    ],
    [
      'its check: time, heap used (kept)',
      `${largest.checkMs} ms`,
      `${mb(largest.checkHeapBytes)} (${mb(largest.keptHeapBytes)})`,
      `heap <= ${mb(LAYOUT_COST_BUDGET.largestCheckHeapBytes)}`,
    ],
  ];
}

export function layoutCostVerdicts(cost: LayoutCost): Verdict[] {
  const slowest = cost.committed.reduce((a, b) =>
    b.resolve.p99Microseconds > a.resolve.p99Microseconds ? b : a,
  );
  const { largest } = cost;
  return [
    {
      name: 'committed layouts resolve p99',
      ok: slowest.resolve.p99Microseconds <= LAYOUT_COST_BUDGET.committedResolveP99Ms * 1000,
      detail: `slowest ${slowest.file} ${ms(slowest.resolve.p99Microseconds)}, target <= ${LAYOUT_COST_BUDGET.committedResolveP99Ms} ms`,
    },
    {
      name: 'largest accepted layout resolve p99',
      ok: largest.resolve.p99Microseconds <= LAYOUT_COST_BUDGET.largestResolveP99Ms * 1000,
      detail: `${ms(largest.resolve.p99Microseconds)}, target <= ${LAYOUT_COST_BUDGET.largestResolveP99Ms} ms`,
    },
    {
      name: 'largest accepted layout check heap',
      ok: largest.checkHeapBytes <= LAYOUT_COST_BUDGET.largestCheckHeapBytes,
      detail: `${mb(largest.checkHeapBytes)}, target <= ${mb(LAYOUT_COST_BUDGET.largestCheckHeapBytes)}`,
    },
  ];
}

import { type CDPSession, chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium.ts';
import { mb, type Verdict } from './report.ts';

/**
 * AB-06 memory: the JS heap of an article page before and after the reader has scrolled through
 * the whole stack (10 stories below the first), each figure taken after a full garbage
 * collection over the DevTools protocol, so it counts what the page keeps, not what it has not
 * swept yet. Each stacked story brings its own DOM and islands (React roots); the page must not
 * keep more than that for it — a leak (observers, machines or roots of stories kept twice) shows
 * as heap per story far over the budget.
 */

/** The stack's limit (MAX_STACKED): the figure is measured only on a full stack. */
export const STACK_MEMORY_STORIES = 10;
/** Heap kept per stacked story, after GC: about twice the 0.7 MB measured (2026-11-26; docs/decisions.md, AB-06). */
export const STACK_HEAP_PER_STORY_BUDGET = 1.5 * 1024 * 1024;

export interface StackMemory {
  /** JSHeapUsedSize after load (and GC), bytes. */
  afterLoadBytes: number;
  /** JSHeapUsedSize with the stack finished (and GC), bytes. */
  afterStackBytes: number;
  /** Stories stacked below the first. */
  stacked: number;
  /** Why the stack ended (`data-ended`), or null if it never finished. */
  ended: string | null;
}

/** Heap kept per stacked story, bytes (0 when nothing was stacked). */
export const heapPerStory = (memory: StackMemory) =>
  memory.stacked > 0 ? Math.max(0, memory.afterStackBytes - memory.afterLoadBytes) / memory.stacked : 0;

/** Within budget only for a full, finished stack whose heap per story is under the budget. */
export function stackMemoryVerdict(memory: StackMemory, budget = STACK_HEAP_PER_STORY_BUDGET): Verdict {
  const name = `AB-06 JS heap per stacked story (${STACK_MEMORY_STORIES} stacked)`;
  if (memory.stacked !== STACK_MEMORY_STORIES || memory.ended === null) {
    return {
      name,
      ok: false,
      detail: `not measured: ${memory.stacked} stacked, the stack ${memory.ended ? `ended (${memory.ended})` : 'did not finish'}`,
    };
  }
  const perStory = heapPerStory(memory);
  return {
    name,
    ok: perStory <= budget,
    detail: `${mb(perStory)} (<= ${mb(budget)}; ${mb(memory.afterLoadBytes)} → ${mb(memory.afterStackBytes)})`,
  };
}

async function heapUsed(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value;
  if (used === undefined) throw new Error('Chromium reported no JSHeapUsedSize');
  return used;
}

/** Loads the article in Debian's Chromium and scrolls to the end until the stack is finished. */
export async function measureStackMemory(articleUrl: string, timeoutMs = 120_000): Promise<StackMemory> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(articleUrl, { waitUntil: 'networkidle' });
    const afterLoadBytes = await heapUsed(cdp);
    const stack = page.locator('.story-stack').first();
    const deadline = Date.now() + timeoutMs;
    while ((await stack.getAttribute('data-state')) !== 'finished' && Date.now() < deadline) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(200);
    }
    // The last story's islands wake as they come into view; let them settle before measuring.
    await page.waitForLoadState('networkidle');
    const afterStackBytes = await heapUsed(cdp);
    return {
      afterLoadBytes,
      afterStackBytes,
      stacked: await page.locator('.stacked-article').count(),
      ended: await stack.getAttribute('data-ended'),
    };
  } finally {
    await browser.close();
  }
}

/** The part's table, as the bench prints it. */
export function stackMemoryTable(memory: StackMemory): string[][] {
  return [
    ['AB-06 stacked articles, JS heap after GC', 'figure', 'target'],
    ['after load', mb(memory.afterLoadBytes), ''],
    [
      `after the stack (${memory.stacked} stacked, ${memory.ended ?? 'not finished'})`,
      mb(memory.afterStackBytes),
      '',
    ],
    ['kept per stacked story', mb(heapPerStory(memory)), `<= ${mb(STACK_HEAP_PER_STORY_BUDGET)}`],
  ];
}

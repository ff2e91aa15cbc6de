import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { repoRoot } from '../stack.ts';
import type { BenchPage } from './pages.ts';

/** The targets: scores out of 100, CLS unitless, times in ms. */
export const LIGHTHOUSE_BUDGET = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.002,
  tbtMs: 50,
  lcpMs: 2000,
} as const;

export interface LighthouseFigures {
  page: BenchPage;
  /** Runs that gave a result (of the runs asked for). */
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  tbtMs: number;
  lcpMs: number;
  /** Lighthouse's measure of this machine's speed in that run (a mid-range phone is about 1,000). */
  benchmarkIndex: number;
  /** Audits below full marks in the scored categories other than performance: what to fix. */
  failedAudits: string[];
}

export type LighthouseOutcome = LighthouseFigures | { page: BenchPage; notMeasured: string };

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Lighthouse 13 in its default form (mobile, simulated throttling) on each page, `runs` times,
 * reporting the median run as Lighthouse picks it (computeMedianRun). One Debian Chromium with
 * a fresh profile serves every run; Lighthouse resets storage before each. Everything stays on
 * 127.0.0.1. The whole part stops starting runs after `budgetSeconds`; pages it did not reach
 * are reported as not measured.
 */
export async function runLighthouse(
  siteUrl: string,
  pages: readonly BenchPage[],
  options: { devtoolsPort: number; runs?: number; budgetSeconds?: number; log?: (line: string) => void },
): Promise<LighthouseOutcome[]> {
  const runs = options.runs ?? 3;
  const deadline = Date.now() + (options.budgetSeconds ?? 600) * 1000;
  const log = options.log ?? (() => {});
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const reports = join(repoRoot, '.reports', 'bench');
  mkdirSync(reports, { recursive: true });
  const browser = await startChromium(options.devtoolsPort, profile);
  const outcomes: LighthouseOutcome[] = [];
  try {
    for (const page of pages) {
      const url = `${siteUrl}${page.path}`;
      // A first request outside the runs: the site's page cache is then as a reader finds it.
      await (await fetch(url)).arrayBuffer();
      const results: Result[] = [];
      const errors: string[] = [];
      for (let run = 0; run < runs; run++) {
        if (Date.now() > deadline) break;
        const result = await lighthouse(url, {
          port: options.devtoolsPort,
          hostname: '127.0.0.1',
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          maxWaitForLoad: 30_000,
          // A cold first visit: Lighthouse clears the HTTP cache but by default keeps local
          // storage, where a reader's browser notes that it holds the web fonts; a note without the
          // fonts would be a visit that no reader makes.
          clearStorageTypes: [
            'file_systems',
            'shader_cache',
            'service_workers',
            'cache_storage',
            'local_storage',
          ],
        });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) errors.push(lhr?.runtimeError?.message ?? 'no result');
        else results.push(lhr);
      }
      if (results.length === 0) {
        outcomes.push({ page, notMeasured: errors[0] ?? 'the Lighthouse time budget ran out' });
        continue;
      }
      const median = computeMedianRun(results);
      const slug = page.name.replaceAll(/[^a-z0-9]+/gi, '-').replaceAll(/^-|-$/g, '');
      writeFileSync(join(reports, `lighthouse-${slug}.json`), JSON.stringify(median));
      const figures = figuresOf(page, median, results.length);
      log(`lighthouse ${page.name}: ${results.length} run(s), performance ${figures.performance}`);
      outcomes.push(figures);
    }
  } finally {
    await stop(browser);
    rmSync(profile, { recursive: true, force: true });
  }
  return outcomes;
}

function figuresOf(page: BenchPage, lhr: Result, runs: number): LighthouseFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    page,
    runs,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    lcpMs: numeric('largest-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedAudits,
  };
}

/** Debian's Chromium, headless, with its DevTools port on 127.0.0.1 for Lighthouse to drive. */
async function startChromium(port: number, profile: string): Promise<ChildProcess> {
  const child = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      '--headless',
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`chromium exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop(child);
  throw new Error(`chromium's DevTools port ${port} did not open within 30 s`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

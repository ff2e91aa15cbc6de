// `./dev bench` (after the build): page weight, server render time, served throughput against
// fair ceilings, a Prime reader's cached page, junk-URL memory, the JS heap after a full stack of
// articles (AB-06; alone: scripts/bench/stackMemoryOnly.ts), every layout's resolve and the
// largest accepted layout's check (issue 26.2; alone: scripts/bench/layoutCostOnly.ts), each
// island kind's time to interactive and each tap's INP on a throttled phone (issue 27; alone:
// scripts/bench/islandsOnly.ts) and Lighthouse per page kind, printed as tables with an OVER
// BUDGET line for each miss, and kept in .reports/bench.json.
//
// Settings: BENCH_PORT_BASE (4210; the bench uses it and the next four ports on 127.0.0.1),
// BENCH_LOAD_SECONDS (8 per load run), BENCH_ISLANDS=0 to skip the islands, BENCH_ISLAND_RUNS
// (3 loads a page), BENCH_ISLAND_SECONDS (360, the most the island part takes), BENCH_LIGHTHOUSE=0
// to skip Lighthouse, BENCH_LIGHTHOUSE_RUNS (3), BENCH_LIGHTHOUSE_SECONDS (600, the most the
// Lighthouse part takes).

import './production.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, startSite, startStack } from '../stack.ts';
import { measureCachedThroughput } from './cachedThroughput.ts';
import { inProcessApp } from './inProcessApp.ts';
import { islandTimingTable, islandTimingVerdicts } from './islandReport.ts';
import { measureIslands } from './islands.ts';
import type { IslandTiming } from './islandTiming.ts';
import { measureJunkUrlGrowth } from './junkUrls.ts';
import { layoutCostTable, layoutCostVerdicts, measureLayoutCost } from './layoutCost.ts';
import { LIGHTHOUSE_BUDGET, type LighthouseOutcome, runLighthouse } from './lighthouse.ts';
import { MARKET_P50_BUDGET_MS, measureMarketAnswers } from './marketAnswers.ts';
import { findPages } from './pages.ts';
import { weighPage } from './pageWeight.ts';
import { benchPorts } from './ports.ts';
import { checkPrimePage, cookieOf, PRIME_DEMO, signIn } from './primeReader.ts';
import { measureRender } from './renderTime.ts';
import { kb, mb, printTable, printVerdicts, ratio, type Verdict } from './report.ts';
import { measureResolve } from './resolveTime.ts';
import { measureStackMemory, stackMemoryTable, stackMemoryVerdict } from './stackMemory.ts';
import { measureUncachedAgainstCeiling } from './uncachedThroughput.ts';

const PORTS = benchPorts();
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const ISLANDS = process.env.BENCH_ISLANDS !== '0';
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE_SECONDS = Number(process.env.BENCH_LIGHTHOUSE_SECONDS ?? 600);
const BUDGET = {
  articleJsBeforeInteraction: 20 * 1024,
  /** An ordinary article on a phone's screen (360 px): its inline scripts (the head's input capture) included. */
  articlePhoneJsBeforeInteraction: 5 * 1024,
  renderP50Ms: 10,
  resolveP50Microseconds: 100,
  /** A cached page against the same bytes pre-rendered. */
  cachedRatio: 0.9,
  /** A page rendered per request (backend answers cached) against renderToString's ceiling. */
  uncachedRatio: 0.5,
  /** A Prime reader's page (from the tier's page cache) against its bytes pre-rendered. */
  primeRatio: 0.5,
  junkUrlGrowthBytes: 50 * 1024 * 1024,
};

const stack = await startStack({
  apiPort: PORTS.api,
  sitePort: PORTS.site,
  sqlitePath: ':memory:',
  quiet: true,
});
try {
  const pages = await findPages(stack.apiUrl);
  const stories = [pages.article, pages.longRead] as const;
  console.log(`article: ${pages.article.path} (${pages.article.words} words)`);
  console.log(`long read: ${pages.longRead.path} (${pages.longRead.words} words)`);
  console.log(`stock widget article: ${pages.stockWidget.path} (${pages.stockWidget.words} words)`);

  const weight = {
    home: await weighPage(`${stack.siteUrl}/`),
    article: await weighPage(`${stack.siteUrl}${pages.article.path}`),
    articlePhone: await weighPage(`${stack.siteUrl}${pages.article.path}`, { width: 360, height: 740 }),
    longRead: await weighPage(`${stack.siteUrl}${pages.longRead.path}`),
    // AB-04: the stock widget's island waits until it comes into view; before that it costs nothing.
    stockWidget: await weighPage(`${stack.siteUrl}${pages.stockWidget.path}`),
    stockWidgetPhone: await weighPage(`${stack.siteUrl}${pages.stockWidget.path}`, {
      width: 360,
      height: 740,
    }),
  };

  // Served by the site with its page cache on, as in production, against the same bytes pre-rendered.
  const cached = {
    article: await measureCachedThroughput(`${stack.siteUrl}${pages.article.path}`, {
      name: 'article',
      seconds: LOAD_SECONDS,
      yardstickPort: PORTS.yardstick,
    }),
    longRead: await measureCachedThroughput(`${stack.siteUrl}${pages.longRead.path}`, {
      name: 'long-read',
      seconds: LOAD_SECONDS,
      yardstickPort: PORTS.yardstick,
    }),
  };

  // A Prime reader: the whole premium story, from the page cache kept for the Prime tier.
  const prime = await checkPrimePage(stack.siteUrl, stack.apiUrl, pages.premium.path);
  const primeReader = await signIn(stack.siteUrl, stack.apiUrl, PRIME_DEMO.email, PRIME_DEMO.password);
  const primeLoad = await measureCachedThroughput(`${stack.siteUrl}${pages.premium.path}`, {
    name: 'prime',
    seconds: LOAD_SECONDS,
    yardstickPort: PORTS.yardstick,
    headers: cookieOf(primeReader),
  });

  // In this process, every cache off, backend answers replayed from memory: the site's own work.
  // After the loads of cached pages: autocannon runs in this process too, and at ten thousand
  // requests a second it must not be sweeping up the garbage of these renders.
  const app = await inProcessApp(stack.apiUrl, stack.siteUrl);

  // Rendered for every request (page cache off; lists and anonymous article answers cached by
  // the content client, as in production), against renderToString's ceiling for the same page.
  const uncachedSite = await startSite({
    port: PORTS.uncachedSite,
    contentApiUrl: stack.apiUrl,
    quiet: true,
    env: { PAGE_CACHE_SECONDS: '0' },
  });
  const uncached = await (async () => {
    try {
      const load = (path: string) =>
        measureUncachedAgainstCeiling(uncachedSite.url, app, path, { seconds: LOAD_SECONDS });
      return { article: await load(pages.article.path), longRead: await load(pages.longRead.path) };
    } finally {
      await uncachedSite.stop();
    }
  })();

  const resolve = measureResolve();
  // Issue 26.2: every committed layout's resolve, and the largest the check accepts (alone:
  // scripts/bench/layoutCostOnly.ts).
  const layoutCost = measureLayoutCost();
  // AB-12, AB-04: the backend's market answers on the seeded store (budget: p50 <= 2 ms).
  const markets = await measureMarketAnswers(stack.apiUrl);
  const render = {
    home: await measureRender(app, pages.home.path),
    article: await measureRender(app, pages.article.path),
    longRead: await measureRender(app, pages.longRead.path),
  };

  const junk = await measureJunkUrlGrowth(stack.siteUrl, stack.site.pid!);

  // AB-06: the JS heap a reader's page keeps after scrolling through the whole stack.
  const stackMemory = await measureStackMemory(`${stack.siteUrl}${pages.article.path}`);

  // Issue 27: each island kind's time to interactive and each tap's INP on a throttled phone.
  const islands: IslandTiming | null = ISLANDS
    ? await measureIslands(stack.siteUrl, stack.apiUrl, pages, { log: (line) => console.log(line) })
    : null;

  const lighthouse: LighthouseOutcome[] = LIGHTHOUSE
    ? await runLighthouse(
        stack.siteUrl,
        // Every page kind the site has; new kinds join as they land.
        [
          pages.home,
          pages.longRead,
          pages.premium,
          pages.category,
          pages.opinions,
          pages.video,
          pages.slideshow,
          pages.liveBlog,
          // AB-04, AB-12: the market widgets' pages and an article that carries the stock widget.
          pages.stockWidget,
          pages.marketStats,
        ],
        {
          devtoolsPort: PORTS.devtools,
          runs: LIGHTHOUSE_RUNS,
          budgetSeconds: LIGHTHOUSE_SECONDS,
          log: (line) => console.log(line),
        },
      )
    : [];

  const uncachedRatio = {
    article: ratio(uncached.article.served.requestsPerSecond, uncached.article.ceiling.rendersPerSecond),
    longRead: ratio(uncached.longRead.served.requestsPerSecond, uncached.longRead.ceiling.rendersPerSecond),
  };
  const storyHeading = (page: (typeof stories)[number]) => `${page.name} (${page.words} words)`;
  printTable([
    ['figure (AB-04)', `${storyHeading(pages.stockWidget)}, 1280 px`, '360 px', 'target'],
    [
      'JS before interaction (gzip)',
      kb(weight.stockWidget.jsBeforeInteraction),
      kb(weight.stockWidgetPhone.jsBeforeInteraction),
      `< ${kb(BUDGET.articleJsBeforeInteraction)}`,
    ],
    [
      'of which inline scripts (gzip)',
      kb(weight.stockWidget.inlineScriptBytes),
      kb(weight.stockWidgetPhone.inlineScriptBytes),
      '',
    ],
    [
      'JS after scrolling to the end (gzip)',
      kb(weight.stockWidget.jsAfterScroll),
      kb(weight.stockWidgetPhone.jsAfterScroll),
      '',
    ],
  ]);

  printTable([
    ['figure', 'home', storyHeading(pages.article), storyHeading(pages.longRead), 'target'],
    [
      'HTML bytes (raw / gzip)',
      ...[weight.home, weight.article, weight.longRead].map(
        (w) => `${kb(w.htmlBytes)} / ${kb(w.htmlGzipBytes)}`,
      ),
      '',
    ],
    [
      'JS before interaction (gzip)',
      ...[weight.home, weight.article, weight.longRead].map((w) => kb(w.jsBeforeInteraction)),
      '< 20 KB (article)',
    ],
    [
      'of which inline scripts (gzip)',
      ...[weight.home, weight.article, weight.longRead].map((w) => kb(w.inlineScriptBytes)),
      '',
    ],
    [
      'JS before interaction at 360 px (gzip)',
      '',
      kb(weight.articlePhone.jsBeforeInteraction),
      '',
      `<= ${kb(BUDGET.articlePhoneJsBeforeInteraction)} (article)`,
    ],
    [
      'JS after scrolling to the end (gzip)',
      ...[weight.home, weight.article, weight.longRead].map((w) => kb(w.jsAfterScroll)),
      '',
    ],
    [
      'server render p50 / p95, uncached',
      ...[render.home, render.article, render.longRead].map((r) => `${r.p50Ms} / ${r.p95Ms} ms`),
      '< 10 ms p50 (article)',
    ],
    [
      'layout resolve p50 / p99',
      '',
      `${resolve.p50Microseconds} / ${resolve.p99Microseconds} µs`,
      '',
      '< 100 µs p50',
    ],
  ]);

  printTable(layoutCostTable(layoutCost));

  printTable([
    [
      'throughput, req/s on 127.0.0.1',
      pages.article.name,
      pages.longRead.name,
      'Prime reader, premium',
      'target',
    ],
    [
      'site, page cache (HIT)',
      String(cached.article.served.requestsPerSecond),
      String(cached.longRead.served.requestsPerSecond),
      String(primeLoad.served.requestsPerSecond),
      '',
    ],
    [
      'same bytes pre-rendered',
      String(cached.article.prerendered.requestsPerSecond),
      String(cached.longRead.prerendered.requestsPerSecond),
      String(primeLoad.prerendered.requestsPerSecond),
      '',
    ],
    [
      'ratio cached / pre-rendered',
      String(cached.article.ratio),
      String(cached.longRead.ratio),
      String(primeLoad.ratio),
      `>= ${BUDGET.cachedRatio} (Prime >= ${BUDGET.primeRatio})`,
    ],
    [
      'site, no page cache (answers cached)',
      String(uncached.article.served.requestsPerSecond),
      String(uncached.longRead.served.requestsPerSecond),
      '',
      '',
    ],
    [
      'renderToString ceiling, one core',
      String(uncached.article.ceiling.rendersPerSecond),
      String(uncached.longRead.ceiling.rendersPerSecond),
      '',
      '',
    ],
    [
      'ratio uncached / ceiling',
      String(uncachedRatio.article),
      String(uncachedRatio.longRead),
      '',
      `>= ${BUDGET.uncachedRatio}`,
    ],
    [
      'HTML bytes sent',
      kb(cached.article.htmlBytes),
      kb(cached.longRead.htmlBytes),
      kb(primeLoad.htmlBytes),
      '',
    ],
  ]);

  printTable([
    ['content API, one request at a time', 'p50', 'p95', 'target'],
    ...markets.map((timing) => [
      timing.name,
      `${timing.p50Ms} ms`,
      `${timing.p95Ms} ms`,
      `<= ${MARKET_P50_BUDGET_MS} ms p50`,
    ]),
  ]);

  printTable(stackMemoryTable(stackMemory));

  if (islands) printTable(islandTimingTable(islands));

  if (lighthouse.length > 0) {
    const shown = (outcome: LighthouseOutcome) =>
      'notMeasured' in outcome
        ? [outcome.page.name, `not measured: ${outcome.notMeasured}`]
        : [
            `${outcome.page.name}${outcome.runs < LIGHTHOUSE_RUNS ? ` (${outcome.runs} runs)` : ''}`,
            String(outcome.performance),
            String(outcome.accessibility),
            String(outcome.bestPractices),
            String(outcome.seo),
            outcome.cls.toFixed(3),
            `${Math.round(outcome.tbtMs)} ms`,
            `${(outcome.lcpMs / 1000).toFixed(2)} s`,
            String(Math.round(outcome.benchmarkIndex)),
          ];
    printTable([
      [
        'Lighthouse (mobile, median of 3)',
        'performance',
        'accessibility',
        'best practices',
        'SEO',
        'CLS',
        'TBT',
        'LCP',
        'machine',
      ],
      ...lighthouse.map(shown),
      [
        'target',
        `>= ${LIGHTHOUSE_BUDGET.performance}`,
        String(LIGHTHOUSE_BUDGET.accessibility),
        String(LIGHTHOUSE_BUDGET.bestPractices),
        String(LIGHTHOUSE_BUDGET.seo),
        `<= ${LIGHTHOUSE_BUDGET.cls}`,
        `<= ${LIGHTHOUSE_BUDGET.tbtMs} ms`,
        `<= ${LIGHTHOUSE_BUDGET.lcpMs / 1000} s`,
        '',
      ],
    ]);
  }

  const verdicts: Verdict[] = [
    {
      name: 'article JS before interaction',
      ok: weight.article.jsBeforeInteraction < BUDGET.articleJsBeforeInteraction,
    },
    {
      name: 'article JS before interaction at 360 px, inline scripts included',
      ok: weight.articlePhone.jsBeforeInteraction <= BUDGET.articlePhoneJsBeforeInteraction,
      detail: `${kb(weight.articlePhone.jsBeforeInteraction)}, of which inline ${kb(weight.articlePhone.inlineScriptBytes)} (<= ${kb(BUDGET.articlePhoneJsBeforeInteraction)})`,
    },
    {
      name: 'stock widget article JS before interaction (AB-04)',
      ok: weight.stockWidget.jsBeforeInteraction < BUDGET.articleJsBeforeInteraction,
      detail: `${kb(weight.stockWidget.jsBeforeInteraction)} (< ${kb(BUDGET.articleJsBeforeInteraction)})`,
    },
    {
      name: 'stock widget article JS before interaction at 360 px (AB-04)',
      ok: weight.stockWidgetPhone.jsBeforeInteraction < BUDGET.articleJsBeforeInteraction,
      detail: `${kb(weight.stockWidgetPhone.jsBeforeInteraction)} (< ${kb(BUDGET.articleJsBeforeInteraction)})`,
    },
    { name: 'article render p50', ok: render.article.p50Ms < BUDGET.renderP50Ms },
    { name: 'article layout resolve p50', ok: resolve.p50Microseconds < BUDGET.resolveP50Microseconds },
    ...layoutCostVerdicts(layoutCost),
    ...stories.flatMap((page, index): Verdict[] => {
      const key = index === 0 ? 'article' : 'longRead';
      return [
        {
          name: `${page.name}: cached / pre-rendered`,
          ok: cached[key].ratio >= BUDGET.cachedRatio && cached[key].problems.length === 0,
          detail: [`${cached[key].ratio} (>= ${BUDGET.cachedRatio})`, ...cached[key].problems].join('; '),
        },
        {
          name: `${page.name}: uncached / renderToString ceiling`,
          ok:
            uncachedRatio[key] >= BUDGET.uncachedRatio &&
            uncached[key].served.errors + uncached[key].served.non2xx === 0,
          detail: `${uncachedRatio[key]} (>= ${BUDGET.uncachedRatio})`,
        },
      ];
    }),
    {
      name: 'Prime reader: served from the Prime tier page cache, no reader data',
      ok: prime.problems.length === 0,
      ...(prime.problems.length > 0 ? { detail: prime.problems.join('; ') } : {}),
    },
    {
      name: 'Prime reader: cached / pre-rendered',
      ok: primeLoad.ratio >= BUDGET.primeRatio && primeLoad.problems.length === 0,
      detail: [`${primeLoad.ratio} (>= ${BUDGET.primeRatio})`, ...primeLoad.problems].join('; '),
    },
    {
      name: `site RSS growth after ${junk.requests} junk URLs`,
      ok: junk.growthBytes < BUDGET.junkUrlGrowthBytes && junk.failed === 0,
      detail: `${mb(junk.growthBytes)} (${mb(junk.beforeBytes)} → ${mb(junk.afterBytes)}, < 50 MB)`,
    },
    stackMemoryVerdict(stackMemory),
    ...(islands ? islandTimingVerdicts(islands) : []),
    ...markets.map(
      (timing): Verdict => ({
        name: `markets: ${timing.name} p50`,
        ok: timing.p50Ms <= MARKET_P50_BUDGET_MS && timing.failures === 0,
        detail: `${timing.p50Ms} ms (<= ${MARKET_P50_BUDGET_MS} ms)${timing.failures ? `; ${timing.failures} failed` : ''}`,
      }),
    ),
    ...lighthouse.flatMap(lighthouseVerdicts),
  ];
  printVerdicts(verdicts);
  if (!ISLANDS) console.log('\nIslands skipped (BENCH_ISLANDS=0)');
  if (!LIGHTHOUSE) console.log('\nLighthouse skipped (BENCH_LIGHTHOUSE=0)');

  mkdirSync(join(repoRoot, '.reports'), { recursive: true });
  writeFileSync(
    join(repoRoot, '.reports', 'bench.json'),
    JSON.stringify(
      {
        pages,
        weight,
        resolve,
        layoutCost,
        render,
        cached,
        uncached,
        uncachedRatio,
        prime: { problems: prime.problems, load: primeLoad },
        junk,
        stackMemory,
        islands,
        markets,
        lighthouse,
        loadSeconds: LOAD_SECONDS,
        verdicts,
      },
      null,
      2,
    ),
  );
} finally {
  await stack.stop();
}

function lighthouseVerdicts(outcome: LighthouseOutcome): Verdict[] {
  const page = `Lighthouse ${outcome.page.name}`;
  if ('notMeasured' in outcome)
    return [{ name: page, ok: false, detail: `not measured: ${outcome.notMeasured}` }];
  const b = LIGHTHOUSE_BUDGET;
  const failed = (category: string) => {
    const audits = outcome.failedAudits.filter((audit) => audit.startsWith(`${category}:`));
    return audits.length > 0
      ? ` (${audits.map((audit) => audit.slice(category.length + 2)).join(', ')})`
      : '';
  };
  return [
    {
      name: `${page} performance`,
      ok: outcome.performance >= b.performance,
      detail: `${outcome.performance} (>= ${b.performance})`,
    },
    {
      name: `${page} accessibility`,
      ok: outcome.accessibility >= b.accessibility,
      detail: `${outcome.accessibility}${failed('accessibility')}`,
    },
    {
      name: `${page} best practices`,
      ok: outcome.bestPractices >= b.bestPractices,
      detail: `${outcome.bestPractices}${failed('best-practices')}`,
    },
    { name: `${page} SEO`, ok: outcome.seo >= b.seo, detail: `${outcome.seo}${failed('seo')}` },
    { name: `${page} CLS`, ok: outcome.cls <= b.cls, detail: `${outcome.cls.toFixed(3)} (<= ${b.cls})` },
    {
      name: `${page} TBT`,
      ok: outcome.tbtMs <= b.tbtMs,
      detail: `${Math.round(outcome.tbtMs)} ms (<= ${b.tbtMs} ms)`,
    },
    {
      name: `${page} LCP`,
      ok: outcome.lcpMs <= b.lcpMs,
      detail: `${(outcome.lcpMs / 1000).toFixed(2)} s (<= ${b.lcpMs / 1000} s)`,
    },
  ];
}

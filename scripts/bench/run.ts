// `./dev bench` (after the build): page weight, server render time and served throughput of the
// home page and one long article, printed as a table and kept in .reports/bench.json.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, startSite, startStack } from '../stack.ts';
import { measureJunkUrlGrowth } from './junkUrls.ts';
import { weighPage } from './pageWeight.ts';
import { measureRender } from './renderTime.ts';
import { measureResolve } from './resolveTime.ts';
import { measureThroughput } from './throughput.ts';

const PORTS = { api: 4210, site: 4211, static: 4212, uncachedSite: 4213 };
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const BUDGET = {
  articleJsBeforeInteraction: 20 * 1024,
  throughputRatio: 0.5,
  renderP50Ms: 10,
  resolveP50Microseconds: 100,
  junkUrlGrowthBytes: 50 * 1024 * 1024,
};

const stack = await startStack({
  apiPort: PORTS.api,
  sitePort: PORTS.site,
  sqlitePath: ':memory:',
  quiet: true,
});
let yardstick: ChildProcess | undefined;
try {
  const article = await longestFreeArticle(stack.apiUrl);
  const pages = { home: '/', article: article.url };
  console.log(`article: ${article.url} (${article.words} words)`);

  const weight = {
    home: await weighPage(`${stack.siteUrl}/`),
    article: await weighPage(`${stack.siteUrl}${article.url}`),
  };
  const resolve = measureResolve();
  const render = {
    home: await measureRender(stack.apiUrl, pages.home),
    article: await measureRender(stack.apiUrl, pages.article),
  };

  // Throughput: the site (its short page cache on, as in production) against the same bytes
  // pre-rendered and served from memory, one after the other in this run.
  const html = await (await fetch(`${stack.siteUrl}${article.url}`)).text();
  const htmlFile = join(repoRoot, '.reports', 'bench-article.html');
  mkdirSync(join(repoRoot, '.reports'), { recursive: true });
  writeFileSync(htmlFile, html);
  yardstick = spawn(
    process.execPath,
    [join(repoRoot, 'scripts/bench/static-server.ts'), htmlFile, String(PORTS.static)],
    {
      stdio: 'ignore',
    },
  );
  await waitForOk(`http://127.0.0.1:${PORTS.static}/`);
  const served = await measureThroughput(`${stack.siteUrl}${article.url}`, LOAD_SECONDS);
  const prerendered = await measureThroughput(`http://127.0.0.1:${PORTS.static}${article.url}`, LOAD_SECONDS);
  const ratio = Number((served.requestsPerSecond / prerendered.requestsPerSecond).toFixed(2));
  // For the record: what rendering every request costs, with no page cache (lists still cached).
  const uncachedSite = await startSite({
    port: PORTS.uncachedSite,
    contentApiUrl: stack.apiUrl,
    quiet: true,
    env: { PAGE_CACHE_SECONDS: '0' },
  });
  const uncached = await measureThroughput(`${uncachedSite.url}${article.url}`, LOAD_SECONDS).finally(() =>
    uncachedSite.stop(),
  );

  const junk = await measureJunkUrlGrowth(stack.siteUrl, stack.site.pid!);

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const rows = [
    ['figure', 'home', 'article', 'target'],
    [
      'HTML bytes (raw / gzip)',
      `${kb(weight.home.htmlBytes)} / ${kb(weight.home.htmlGzipBytes)}`,
      `${kb(weight.article.htmlBytes)} / ${kb(weight.article.htmlGzipBytes)}`,
      '',
    ],
    [
      'JS before interaction (gzip)',
      kb(weight.home.jsBeforeInteraction),
      kb(weight.article.jsBeforeInteraction),
      '< 20 KB (article)',
    ],
    [
      'JS after scrolling to the end (gzip)',
      kb(weight.home.jsAfterScroll),
      kb(weight.article.jsAfterScroll),
      '',
    ],
    [
      'server render p50 / p95, uncached',
      `${render.home.p50Ms} / ${render.home.p95Ms} ms`,
      `${render.article.p50Ms} / ${render.article.p95Ms} ms`,
      '< 10 ms p50 (article)',
    ],
    [
      'layout resolve p50 / p99 (article)',
      '',
      `${resolve.p50Microseconds} / ${resolve.p99Microseconds} µs`,
      '< 100 µs p50',
    ],
    ['served req/s (site, page cache on)', '', String(served.requestsPerSecond), ''],
    ['served req/s (same bytes pre-rendered)', '', String(prerendered.requestsPerSecond), ''],
    ['throughput ratio site / pre-rendered', '', String(ratio), '>= 0.5'],
    ['served req/s (site, page cache off)', '', String(uncached.requestsPerSecond), ''],
    [
      `site RSS growth after ${junk.requests} junk URLs`,
      `${mb(junk.growthBytes)} (${mb(junk.beforeBytes)} → ${mb(junk.afterBytes)})`,
      '',
      '< 50 MB',
    ],
  ];
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  console.log('');
  for (const row of rows) console.log(row.map((cell, col) => cell.padEnd(widths[col]!)).join('  '));

  const verdicts = [
    ['article JS before interaction', weight.article.jsBeforeInteraction < BUDGET.articleJsBeforeInteraction],
    ['throughput ratio', ratio >= BUDGET.throughputRatio],
    ['article render p50', render.article.p50Ms < BUDGET.renderP50Ms],
    ['article layout resolve p50', resolve.p50Microseconds < BUDGET.resolveP50Microseconds],
    ['site RSS growth after junk URLs', junk.growthBytes < BUDGET.junkUrlGrowthBytes && junk.failed === 0],
  ] as const;
  console.log('');
  for (const [name, ok] of verdicts) console.log(`${ok ? 'within budget' : 'OVER BUDGET  '}  ${name}`);
  writeFileSync(
    join(repoRoot, '.reports', 'bench.json'),
    JSON.stringify(
      { article, weight, render, served, prerendered, ratio, junk, loadSeconds: LOAD_SECONDS },
      null,
      2,
    ),
  );
} finally {
  yardstick?.kill('SIGTERM');
  await stack.stop();
}

async function longestFreeArticle(apiUrl: string): Promise<{ url: string; words: number }> {
  const latest = (await (
    await fetch(
      `${apiUrl}/request?type=getdata&searchtype=metadata&metatype=latestnewsflag&solrtypeid=1001&platform=web&top=100`,
    )
  ).json()) as { searchResult: [{ data: { msid: string }[] }] };
  let best = { url: '', words: 0 };
  for (const { msid } of latest.searchResult[0].data) {
    const body = (await (await fetch(`${apiUrl}/request?type=article&msid=${msid}&platform=web`)).json()) as {
      searchResult: [
        { data: { url: string; prime_blocker: number; metainfo: { NumberOfWords?: { value: unknown } } } },
      ];
    };
    const data = body.searchResult[0].data;
    const words = Number(data.metainfo.NumberOfWords?.value ?? 0);
    if (!data.prime_blocker && words > best.words) best = { url: data.url, words };
  }
  if (!best.url) throw new Error('no free article among the latest 100');
  return best;
}

async function waitForOk(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} never answered`);
}

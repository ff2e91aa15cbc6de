// Market answers of the content API (AB-12, AB-04): p50 / p95 time of gainers, losers and the
// company feed on the seeded store, one request at a time over a kept-alive connection on
// 127.0.0.1. The spec's budget is a p50 of 2 ms. Part of `./dev bench`; alone, against a fresh
// in-memory store: `./dev exec node scripts/bench/marketAnswers.ts`.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export const MARKET_P50_BUDGET_MS = 2;

export const marketPaths = {
  gainers: '/markets/gainers-losers?pagesize=4&exchange=nse',
  losers: '/markets/gainers-losers?pagesize=4&exchange=bse&sortorder=asc',
  'company feed': '/feed/stock_company_feed.cms?companyid=13001&feedtype=json&primeuser=0',
} as const;

export interface MarketTiming {
  name: keyof typeof marketPaths;
  p50Ms: number;
  p95Ms: number;
  failures: number;
}

function timedGet(agent: http.Agent, url: URL): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ ms: performance.now() - started, ok: response.statusCode === 200 }));
    });
    request.on('error', () => resolve({ ms: performance.now() - started, ok: false }));
  });
}

export async function measureMarketAnswers(apiUrl: string, runs = 2_000): Promise<MarketTiming[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const timings: MarketTiming[] = [];
    for (const [name, path] of Object.entries(marketPaths) as [keyof typeof marketPaths, string][]) {
      const url = new URL(path, apiUrl);
      for (let i = 0; i < 200; i++) await timedGet(agent, url);
      const times: number[] = [];
      let failures = 0;
      for (let i = 0; i < runs; i++) {
        const { ms, ok } = await timedGet(agent, url);
        times.push(ms);
        if (!ok) failures += 1;
      }
      times.sort((a, b) => a - b);
      const at = (share: number) => Number((times[Math.floor(share * (times.length - 1))] ?? 0).toFixed(3));
      timings.push({ name, p50Ms: at(0.5), p95Ms: at(0.95), failures });
    }
    return timings;
  } finally {
    agent.destroy();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { openSeededSqlite } = await import('../../apps/content-api/src/testing/test-api.ts');
  const { createContentApi } = await import('../../apps/content-api/src/server.ts');
  const store = await openSeededSqlite();
  const server = createContentApi({ db: store.db, publicUrl: 'http://127.0.0.1', log: () => {} });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    for (const timing of await measureMarketAnswers(`http://127.0.0.1:${port}`)) {
      const verdict =
        timing.p50Ms <= MARKET_P50_BUDGET_MS && timing.failures === 0 ? 'within budget' : 'OVER BUDGET  ';
      console.log(
        `${verdict}  ${timing.name}: p50 ${timing.p50Ms} ms, p95 ${timing.p95Ms} ms (p50 <= ${MARKET_P50_BUDGET_MS} ms)`,
      );
    }
  } finally {
    server.closeAllConnections();
    server.close();
    await store.db.destroy();
  }
}

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../apps/content-api/src/testing/test-api.ts';
import { ContentClient } from '../apps/site/src/content/client.ts';
import type { CompanyFeed } from '../apps/site/src/content/markets/schemas.ts';
import {
  fetchCompanyFeed,
  logStockFailure,
  readCompanyFeed,
} from '../apps/site/src/widgets/stock-widget/companyFeed.ts';

// AB-04: the browser reads another company's feed from the site's /api/markets/company-feed as
// untrusted: the right company, quotes of the right shape, else a failure (logged, kept as was).

let api: TestApi;
let feed: CompanyFeed;
beforeAll(async () => {
  api = await startTestApi(undefined, { now: () => Date.parse('2026-11-19T11:42:30+05:30') });
  const content = new ContentClient({
    baseUrl: api.baseUrl,
    timeoutMs: 5000,
    listCacheSeconds: 0,
    articleCacheSeconds: 0,
  });
  feed = await content.markets.companyFeed('13001');
});
afterAll(() => api.close());

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('AB-04 the browser’s company feed', () => {
  it('reads the site’s answer for the company asked', () => {
    expect(readCompanyFeed(JSON.parse(JSON.stringify(feed)), '13001')).toEqual(feed);
  });

  it.each([
    ['not an object', null],
    ['another company', { companyid: '13012' }],
  ])('refuses %s', (_, body) => {
    expect(() => readCompanyFeed(body, '13001')).toThrow(/company feed/);
  });

  it('refuses quotes or fields of the wrong shape', () => {
    const bad = (change: Record<string, unknown>) => ({ ...JSON.parse(JSON.stringify(feed)), ...change });
    for (const body of [
      bad({ nse: { ...feed.nse, ltp: 'NaN' } }),
      bad({ bse: null }),
      bad({ marketstatus: 'HALTED' }),
      bad({ showsr: true }),
      bad({ primeuser: 2 }),
      bad({ widget: {} }),
      bad({ companyname: 'x'.repeat(201) }),
    ]) {
      expect(() => readCompanyFeed(body, '13001')).toThrow(/company feed/);
    }
  });

  it('asks the site’s own path with the reader’s cookie, and fails on a refusal', async () => {
    const fetchImpl = vi.fn(async () => answer(feed));
    await expect(fetchCompanyFeed('13001', fetchImpl as unknown as typeof fetch)).resolves.toEqual(feed);
    expect(fetchImpl).toHaveBeenCalledWith('/api/markets/company-feed?companyid=13001', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    const refused = vi.fn(async () => answer({ error: {} }, 502));
    await expect(fetchCompanyFeed('13001', refused as unknown as typeof fetch)).rejects.toThrow('502');
  });

  it('never asks for a company id that is not one', async () => {
    const fetchImpl = vi.fn();
    await expect(fetchCompanyFeed('13001&x=1', fetchImpl as unknown as typeof fetch)).rejects.toThrow();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('logs a failure in the spec’s words', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    logStockFailure('13001', new Error('x'));
    expect(error).toHaveBeenCalledWith('Error fetching stock data:', '13001', expect.any(Error));
    error.mockRestore();
  });
});

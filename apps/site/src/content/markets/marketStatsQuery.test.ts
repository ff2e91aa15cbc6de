import { describe, expect, it } from 'vitest';
import { DEFAULT_STATS_QUERY, marketStatsPath, readMarketStatsQuery } from './marketStatsQuery.ts';

describe('AB-12 market stats query', () => {
  it('reads the spec’s parameters in any case; absent ones take the defaults', () => {
    expect(readMarketStatsQuery('?type=losers&duration=1w&exchange=BSE&filter=2371')).toEqual({
      query: { type: 'losers', duration: '1W', exchange: 'bse', filter: '2371' },
      valid: true,
    });
    expect(readMarketStatsQuery('')).toEqual({ query: DEFAULT_STATS_QUERY, valid: true });
    expect(readMarketStatsQuery('?utm_source=x').valid).toBe(true);
  });

  it.each([
    '?type=winners',
    '?duration=2D',
    '?exchange=lse',
    '?filter=abc',
    '?type=gainers&type=losers',
    `?type=${'x'.repeat(3000)}`,
  ])('%s is not the page’s own address: the bad parameter falls back to its default', (search) => {
    const { query, valid } = readMarketStatsQuery(search);
    expect(valid).toBe(false);
    expect(query.type).toBe('gainers');
  });

  it('keeps a good parameter when another is bad', () => {
    expect(readMarketStatsQuery('?type=losers&duration=1Y').query).toMatchObject({
      type: 'losers',
      duration: '1D',
    });
  });

  it('writes the address in one order, the filter only when there is one', () => {
    expect(marketStatsPath(DEFAULT_STATS_QUERY)).toBe(
      '/stocks/marketstats?type=gainers&duration=1D&exchange=nse',
    );
    expect(marketStatsPath({ type: 'losers', duration: '1M', exchange: 'bse', filter: '2371' })).toBe(
      '/stocks/marketstats?type=losers&duration=1M&exchange=bse&filter=2371',
    );
  });
});

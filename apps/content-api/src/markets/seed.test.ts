import { describe, expect, it } from 'vitest';
import { ensureSeeded } from '../seed/seed-store.ts';
import { openSeededSqlite } from '../testing/test-api.ts';
import { buildMarketSeed, clearMarkets, ensureMarkets } from './seed.ts';

describe('the demo market (AB-04, AB-12, AB-20, HM-04)', () => {
  it('builds the same rows every time: 540 companies with unique ids, seo names and symbols', () => {
    const seed = buildMarketSeed();
    expect(buildMarketSeed()).toEqual(seed);
    const companies = seed.market_companies;
    expect(companies.length).toBeGreaterThanOrEqual(500);
    for (const key of ['id', 'seo_name', 'nse_symbol', 'bse_code', 'name'] as const)
      expect(new Set(companies.map((company) => company[key])).size).toBe(companies.length);
    for (const company of companies) {
      expect(company.seo_name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(company.nse_symbol).toMatch(/^[A-Z0-9]{1,10}$/);
      expect(company.base_price_paise % 5).toBe(0);
      expect(company.base_price_paise).toBeLessThan(2_147_483_647);
    }
    expect(seed.market_coins).toHaveLength(10);
    expect(seed.market_coins.some((coin) => coin.buy_link === null)).toBe(true);
    expect(companies.filter((company) => company.search_rank !== null)).toHaveLength(40);
  });

  it('gives a store seeded before market data its market rows once', async () => {
    const store = await openSeededSqlite();
    try {
      await store.db.transaction().execute((trx) => clearMarkets(trx));
      expect(await ensureSeeded(store.db)).toBeNull();
      const { count } = await store.db
        .selectFrom('market_companies')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBe(540);
      expect(await ensureMarkets(store.db)).toBe(false);
    } finally {
      await store.db.destroy();
    }
  });
});

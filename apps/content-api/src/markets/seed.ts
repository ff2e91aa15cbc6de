import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import { type MarketDatabase, marketTables } from './schema.ts';
import {
  marketCoinRows,
  marketCommodityRows,
  marketCompanyRows,
  marketFundRows,
  marketGoldCityRows,
  marketScreenerRows,
  screenerImageRows,
} from './seed-data.ts';

export interface MarketSeedReport {
  companies: number;
  coins: number;
  goldCities: number;
  funds: number;
  screeners: number;
}

/** Every market row of the demo, by table. */
export function buildMarketSeed(): { [Table in keyof MarketDatabase]: MarketDatabase[Table][] } {
  const companies = marketCompanyRows();
  const screeners = marketScreenerRows(companies);
  return {
    market_companies: companies,
    market_coins: marketCoinRows(),
    market_gold_cities: marketGoldCityRows(),
    market_commodities: marketCommodityRows(),
    market_funds: marketFundRows(),
    market_screener_collections: screeners.collections,
    market_screeners: screeners.screeners,
    market_screener_companies: screeners.members,
  };
}

/**
 * Writes the market rows and the screeners' pictures (those missing, matched by id) in the
 * caller's transaction. The store must hold no market rows yet.
 */
export async function seedMarkets(trx: Kysely<Database>): Promise<MarketSeedReport> {
  const seed = buildMarketSeed();
  const pictures = screenerImageRows();
  const stored = new Set(
    (
      await trx
        .selectFrom('images')
        .select('id')
        .where(
          'id',
          'in',
          pictures.map((row) => row.id),
        )
        .execute()
    ).map((row) => Number(row.id)),
  );
  const missing = pictures.filter((row) => !stored.has(row.id));
  if (missing.length > 0) await trx.insertInto('images').values(missing).execute();
  for (const table of marketTables) {
    const rows: readonly object[] = seed[table];
    for (let start = 0; start < rows.length; start += 200) {
      await trx
        .insertInto(table)
        .values(rows.slice(start, start + 200) as never)
        .execute();
    }
  }
  return {
    companies: seed.market_companies.length,
    coins: seed.market_coins.length,
    goldCities: seed.market_gold_cities.length,
    funds: seed.market_funds.length,
    screeners: seed.market_screeners.length,
  };
}

/** A store seeded before market data existed gets it; true when it added any. */
export async function ensureMarkets(db: Kysely<Database>): Promise<boolean> {
  const stored = await db.selectFrom('market_companies').select('id').limit(1).execute();
  if (stored.length > 0) return false;
  await db.transaction().execute(async (trx) => {
    await seedMarkets(trx);
  });
  return true;
}

/** Removes every market row (the screeners' pictures go with the other pictures). */
export async function clearMarkets(trx: Kysely<Database>): Promise<void> {
  for (const table of [...marketTables].reverse()) await trx.deleteFrom(table).execute();
}

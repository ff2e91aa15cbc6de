import type { Kysely } from 'kysely';

// Market data (AB-04, AB-12, AB-20, HM-03, HM-04): listed companies with their stock reports,
// coins, gold by city, commodities, mutual-fund schemes and the upside radar's screeners. Prices
// are not stored: they are simulated from these rows and the clock (src/markets/simulation.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('market_companies')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('short_name', 'text', (col) => col.notNull())
    .addColumn('seo_name', 'text', (col) => col.notNull().unique())
    .addColumn('sector', 'text', (col) => col.notNull())
    .addColumn('nse_symbol', 'text', (col) => col.notNull().unique())
    .addColumn('bse_code', 'integer', (col) => col.notNull().unique())
    .addColumn('base_price_paise', 'integer', (col) => col.notNull())
    .addColumn('volatility_bp', 'integer', (col) => col.notNull())
    .addColumn('search_rank', 'integer')
    .addColumn('report_score', 'integer')
    .addColumn('report_reco', 'text')
    .addColumn('report_target_paise', 'integer')
    .addColumn('livestream_reco', 'text')
    .addColumn('livestream_expert', 'text')
    .addColumn('livestream_target_paise', 'integer')
    .execute();
  await db.schema
    .createIndex('market_companies_search_rank')
    .on('market_companies')
    .column('search_rank')
    .execute();

  await db.schema
    .createTable('market_coins')
    .addColumn('symbol', 'text', (col) => col.primaryKey())
    .addColumn('coin_name', 'text', (col) => col.notNull())
    .addColumn('page_url', 'text', (col) => col.notNull())
    .addColumn('buy_link', 'text')
    .addColumn('base_price_paise', 'integer', (col) => col.notNull())
    .addColumn('supply_thousands', 'integer', (col) => col.notNull())
    .addColumn('volatility_bp', 'integer', (col) => col.notNull())
    .addColumn('editors_pick', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('market_gold_cities')
    .addColumn('seo_name', 'text', (col) => col.primaryKey())
    .addColumn('city_name', 'text', (col) => col.notNull())
    .addColumn('premium_bp', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('market_commodities')
    .addColumn('symbol', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('base_spot_paise', 'integer', (col) => col.notNull())
    .addColumn('future_premium_bp', 'integer', (col) => col.notNull())
    .addColumn('spot_unit', 'text', (col) => col.notNull())
    .addColumn('price_unit', 'text', (col) => col.notNull())
    .addColumn('location', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('market_funds')
    .addColumn('scheme_id', 'integer', (col) => col.primaryKey())
    .addColumn('short_name', 'text', (col) => col.notNull())
    .addColumn('scheme_name', 'text', (col) => col.notNull())
    .addColumn('seo_name', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('r1_year_bp', 'integer', (col) => col.notNull())
    .addColumn('r3_year_bp', 'integer', (col) => col.notNull())
    .addColumn('nav_paise', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('market_screener_collections')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('collection_type_id', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('seo_name', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('market_screeners')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('collection_id', 'integer', (col) =>
      col.notNull().references('market_screener_collections.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('seo_name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('image_id', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('market_screener_companies')
    .addColumn('screener_id', 'integer', (col) =>
      col.notNull().references('market_screeners.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'integer', (col) =>
      col.notNull().references('market_companies.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('market_screener_companies_pk', ['screener_id', 'company_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'market_screener_companies',
    'market_screeners',
    'market_screener_collections',
    'market_funds',
    'market_commodities',
    'market_gold_cities',
    'market_coins',
    'market_companies',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

import type { Kysely } from 'kysely';

// AB-23 house ads and AB-19 shopping:
// - ad_creatives: the publisher's own creatives (headline, text, call to action, the page a click
//   leads to, an optional picture), each for readers in India, elsewhere, or anyone;
// - ad_creative_slots: which slots (topad, mrec1..5, intl1..2, rec1) each creative may fill;
// - ad_serves: one row per ad served, keyed by the SHA-256 of its token, so its impression and its
//   click are counted once each; rows older than two days are pruned;
// - ad_daily_counts: served, impressions and clicks per day, creative and slot (the report);
// - shop_products: the products shopping stories show (the spec's Product: asin, detail page,
//   title, primary picture, price, saving, free shipping), prices in minor units (paise, fils);
// - article_products: a story's products in the editors' order (its `amazonProductList`);
// - affiliate_clicks: clicks through the affiliate redirect counted per day, shop, product and
//   story; nothing about the reader is kept.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ad_creatives')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('advertiser', 'text', (col) => col.notNull())
    .addColumn('headline', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('cta', 'text', (col) => col.notNull())
    /** A site path or an https address; a click is sent there and nowhere else. */
    .addColumn('landing_url', 'text', (col) => col.notNull())
    .addColumn('image_id', 'integer', (col) => col.references('images.id'))
    /** `IN`, `other` or `any`. */
    .addColumn('geo', 'text', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('ad_creative_slots')
    .addColumn('creative_id', 'integer', (col) =>
      col.notNull().references('ad_creatives.id').onDelete('cascade'),
    )
    .addColumn('slot', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('ad_creative_slots_pk', ['creative_id', 'slot'])
    .execute();
  await db.schema
    .createTable('ad_serves')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('creative_id', 'integer', (col) =>
      col.notNull().references('ad_creatives.id').onDelete('cascade'),
    )
    .addColumn('slot', 'text', (col) => col.notNull())
    /** IST times, fixed width (they sort as text). */
    .addColumn('served_at', 'text', (col) => col.notNull())
    .addColumn('impression_at', 'text')
    .addColumn('clicked_at', 'text')
    .execute();
  await db.schema.createIndex('ad_serves_served_at').on('ad_serves').column('served_at').execute();
  await db.schema
    .createTable('ad_daily_counts')
    /** `YYYY-MM-DD`, India time. */
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('creative_id', 'integer', (col) =>
      col.notNull().references('ad_creatives.id').onDelete('cascade'),
    )
    .addColumn('slot', 'text', (col) => col.notNull())
    .addColumn('served', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('impressions', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('clicks', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ad_daily_counts_pk', ['day', 'creative_id', 'slot'])
    .execute();

  await db.schema
    .createTable('shop_products')
    .addColumn('asin', 'text', (col) => col.primaryKey())
    /** `amazon` or `noon`. */
    .addColumn('shop', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('detail_page_url', 'text', (col) => col.notNull())
    /** The primary picture; a product without one is not shown as a card. */
    .addColumn('image_id', 'integer', (col) => col.references('images.id'))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('price_minor', 'integer', (col) => col.notNull())
    /** The price before the saving (the list price); null when there is no saving. */
    .addColumn('saving_basis_minor', 'integer')
    .addColumn('saving_percentage', 'integer')
    .addColumn('free_shipping', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('article_products')
    .addColumn('article_msid', 'integer', (col) =>
      col.notNull().references('articles.msid').onDelete('cascade'),
    )
    .addColumn('asin', 'text', (col) => col.notNull().references('shop_products.asin').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('article_products_pk', ['article_msid', 'asin'])
    .execute();
  await db.schema
    .createTable('affiliate_clicks')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('shop', 'text', (col) => col.notNull())
    /** The ASIN (or Noon id) read from the address; `''` when it names none. */
    .addColumn('product_id', 'text', (col) => col.notNull())
    /** The story the click came from; 0 when not named. */
    .addColumn('msid', 'integer', (col) => col.notNull())
    .addColumn('clicks', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('affiliate_clicks_pk', ['day', 'shop', 'product_id', 'msid'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'affiliate_clicks',
    'article_products',
    'shop_products',
    'ad_daily_counts',
    'ad_serves',
    'ad_creative_slots',
    'ad_creatives',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

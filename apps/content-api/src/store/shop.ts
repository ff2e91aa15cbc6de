import type { Kysely, Selectable } from 'kysely';
import type { ShopProductTable } from './ads-schema.ts';
import type { Database } from './schema.ts';

// AB-19: a story's products, and the clicks through the affiliate redirect, counted per day.

export type ShopProductRow = Selectable<ShopProductTable> & {
  image_width: number | null;
  image_height: number | null;
};

/** The products a story names, in the editors' order, with their primary picture's size. */
export async function listProductsOf(db: Kysely<Database>, msid: number): Promise<ShopProductRow[]> {
  return db
    .selectFrom('article_products')
    .innerJoin('shop_products', 'shop_products.asin', 'article_products.asin')
    .leftJoin('images', 'images.id', 'shop_products.image_id')
    .selectAll('shop_products')
    .select(['images.width as image_width', 'images.height as image_height'])
    .where('article_products.article_msid', '=', msid)
    .orderBy('article_products.position')
    .execute();
}

export interface AffiliateClick {
  day: string;
  shop: 'amazon' | 'noon';
  productId: string;
  msid: number;
}

/** Counts one click (one statement: concurrent clicks each count). */
export async function recordAffiliateClick(db: Kysely<Database>, click: AffiliateClick): Promise<void> {
  await db
    .insertInto('affiliate_clicks')
    .values({ day: click.day, shop: click.shop, product_id: click.productId, msid: click.msid, clicks: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['day', 'shop', 'product_id', 'msid'])
        .doUpdateSet((eb) => ({ clicks: eb('affiliate_clicks.clicks', '+', 1) })),
    )
    .execute();
}

/** A day's clicks, per shop, product and story, most clicked first. */
export async function affiliateClicksOn(db: Kysely<Database>, day: string) {
  const rows = await db
    .selectFrom('affiliate_clicks')
    .select(['shop', 'product_id', 'msid', 'clicks'])
    .where('day', '=', day)
    .orderBy('clicks', 'desc')
    .orderBy('product_id')
    .execute();
  return rows.map((row) => ({ ...row, clicks: Number(row.clicks), msid: Number(row.msid) }));
}

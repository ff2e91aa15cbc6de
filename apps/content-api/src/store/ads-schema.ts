// AB-23 house ads and AB-19 shopping tables (migrations/0022-ads-and-shop.ts).

export interface AdCreativeTable {
  id: number;
  advertiser: string;
  headline: string;
  body: string;
  cta: string;
  landing_url: string;
  image_id: number | null;
  geo: 'IN' | 'other' | 'any';
  active: number;
}

export interface AdCreativeSlotTable {
  creative_id: number;
  slot: string;
}

export interface AdServeTable {
  token_hash: string;
  creative_id: number;
  slot: string;
  served_at: string;
  impression_at: string | null;
  clicked_at: string | null;
  /** The video a `video` slot's serve showed (migration 0028); null for every other slot. */
  video_msid: number | null;
}

export interface AdDailyCountTable {
  day: string;
  creative_id: number;
  slot: string;
  served: number;
  impressions: number;
  clicks: number;
}

export interface ShopProductTable {
  asin: string;
  shop: 'amazon' | 'noon';
  title: string;
  detail_page_url: string;
  image_id: number | null;
  currency: string;
  price_minor: number;
  saving_basis_minor: number | null;
  saving_percentage: number | null;
  free_shipping: number;
}

export interface ArticleProductTable {
  article_msid: number;
  asin: string;
  position: number;
}

export interface AffiliateClickTable {
  day: string;
  shop: 'amazon' | 'noon';
  product_id: string;
  msid: number;
  clicks: number;
}

export interface AdsAndShopDatabase {
  ad_creatives: AdCreativeTable;
  ad_creative_slots: AdCreativeSlotTable;
  ad_serves: AdServeTable;
  ad_daily_counts: AdDailyCountTable;
  shop_products: ShopProductTable;
  article_products: ArticleProductTable;
  affiliate_clicks: AffiliateClickTable;
}

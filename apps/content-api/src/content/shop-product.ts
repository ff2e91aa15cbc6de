import { type Shop, shopUrl, withAffiliateTag } from '@newsroom/rules/shop';
import type { ShopProduct } from '../contract.ts';
import { siteConfig } from '../seed/site-config.ts';
import type { ShopProductRow } from '../store/shop.ts';
import { pictureUrl } from './site-paths.ts';

/** AB-19: the publication's affiliate tag for a shop (the `shop` config). */
export function affiliateTagOf(shop: Shop): string {
  return shop === 'noon' ? siteConfig.shop.shop_noon_tag : siteConfig.shop.shop_amazon_tag;
}

/**
 * A stored product as the article answers it (`amazonProductList`): the detail page with the
 * shop's affiliate tag, the primary picture (or null), the price, the saving against the list
 * price and free shipping. A stored address that is not one of the shop's is left out, not sent.
 */
export function toShopProduct(row: ShopProductRow, publicUrl: string): ShopProduct | null {
  const detail = shopUrl(row.detail_page_url, row.shop);
  if (!detail) return null;
  const amount = (minor: number) => minor / 100;
  const price = amount(row.price_minor);
  const basis = row.saving_basis_minor === null ? null : amount(row.saving_basis_minor);
  const saving =
    basis !== null && basis > price && row.saving_percentage !== null && row.saving_percentage > 0
      ? { amount: Math.round((basis - price) * 100) / 100, percentage: row.saving_percentage }
      : null;
  return {
    asin: row.asin,
    store: row.shop,
    detailPageURL: withAffiliateTag(detail, affiliateTagOf(row.shop)).href,
    title: { displayValue: row.title },
    images:
      row.image_id === null
        ? null
        : {
            primary: {
              large: {
                url: pictureUrl(publicUrl, row.image_id),
                width: row.image_width ?? 500,
                height: row.image_height ?? 500,
              },
            },
          },
    offers: {
      listings: [
        {
          price: { amount: price, currency: row.currency, ...(saving ? { savings: saving } : {}) },
          ...(saving && basis !== null ? { savingBasis: { amount: basis, currency: row.currency } } : {}),
          deliveryInfo: { isFreeShippingEligible: row.free_shipping === 1 },
        },
      ],
    },
  };
}

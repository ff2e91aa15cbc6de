import { type Shop, shopUrl } from '@newsroom/rules/shop';
import { z } from './zod.ts';

/**
 * AB-19: a shopping story's product (the article's `amazonProductList`), as the site takes it. A
 * product whose page is not one of its shop's, or whose price is missing, is dropped, not the
 * story; a product without a primary picture is kept (its card is not shown, spec §5).
 */
export interface ShopProduct {
  asin: string;
  store: Shop;
  /** The shop's product page, with the publication's affiliate tag (the backend's). */
  detailPageUrl: string;
  title: string;
  picture: { url: string; width: number; height: number } | null;
  price: { amount: number; currency: string };
  /** The price before the saving, and the saving's percentage; null without one. */
  saving: { basis: number; percentage: number } | null;
  freeShipping: boolean;
}

const amount = z.number().nonnegative().max(100_000_000);
const currency = z.string().regex(/^[A-Z]{3}$/);
const productSchema = z
  .object({
    asin: z.string().regex(/^[A-Z0-9]{10,20}$/),
    store: z.enum(['amazon', 'noon']).catch('amazon'),
    detailPageURL: z.string().max(2000),
    title: z.object({ displayValue: z.string().trim().min(1).max(300) }),
    images: z
      .object({
        primary: z.object({
          large: z.object({
            url: z.string().max(500),
            width: z.number().int().positive().max(4000).catch(500),
            height: z.number().int().positive().max(4000).catch(500),
          }),
        }),
      })
      .nullish()
      .catch(null),
    offers: z.object({
      listings: z
        .array(
          z.object({
            price: z.object({
              amount,
              currency,
              savings: z
                .object({ percentage: z.number().int().min(1).max(99) })
                .optional()
                .catch(undefined),
            }),
            savingBasis: z.object({ amount }).optional().catch(undefined),
            deliveryInfo: z.object({ isFreeShippingEligible: z.boolean() }).optional().catch(undefined),
          }),
        )
        .min(1),
    }),
  })
  .transform((raw): ShopProduct | null => {
    const page = shopUrl(raw.detailPageURL, raw.store);
    if (!page) return null;
    const [listing] = raw.offers.listings;
    const basis = listing!.savingBasis?.amount;
    const percentage = listing!.price.savings?.percentage;
    return {
      asin: raw.asin,
      store: raw.store,
      detailPageUrl: page.href,
      title: raw.title.displayValue,
      picture: raw.images?.primary.large ?? null,
      price: { amount: listing!.price.amount, currency: listing!.price.currency },
      saving:
        basis !== undefined && percentage !== undefined && basis > listing!.price.amount
          ? { basis, percentage }
          : null,
      freeShipping: listing!.deliveryInfo?.isFreeShippingEligible === true,
    };
  });

/** The story's products: the well-formed ones, each ASIN once, at most 50. */
export const productListSchema = z
  .array(z.unknown())
  .catch([])
  .transform((items) => {
    const seen = new Set<string>();
    return items
      .flatMap((item) => productSchema.safeParse(item).data ?? [])
      .filter(
        (product): product is ShopProduct =>
          product !== null && !seen.has(product.asin) && !!seen.add(product.asin),
      )
      .slice(0, 50);
  });

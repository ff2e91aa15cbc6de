import { safeMediaUrl } from '@newsroom/rules/safe-url';
import { affiliateRedirectHref } from '@newsroom/rules/shop';
import type { ShopProduct } from '../content/shop.ts';
import { rupees, wholeRupees } from '../lib/marketFormat.ts';

const SHOP_NAMES = { amazon: 'Amazon', noon: 'Noon' } as const;
const otherDigits = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A price as the shop's readers read it: `₹17,999`, `₹1,299.50`, `AED 149`. */
export function shopPrice(amount: number, currency: string): string {
  if (currency === 'INR') return Number.isInteger(amount) ? wholeRupees(amount) : rupees(amount);
  return `${currency} ${otherDigits.format(amount)}`;
}

/**
 * AB-19 a shopping story's product card (spec §5: only for a product the story lists, with a
 * primary picture): picture, title, price, the saving against the list price, free shipping, and
 * a link through the affiliate redirect (`feeds/affiliate_amazon.cms`, `type=noon` for Noon) to
 * the product page carrying the publication's tag. Static HTML: no script.
 */
export function ProductCard({ product, msid }: { product: ShopProduct; msid?: string | undefined }) {
  const picture = product.picture && safeMediaUrl(product.picture.url);
  if (!picture) return null;
  const href = affiliateRedirectHref(new URL(product.detailPageUrl), product.store, msid);
  const shop = SHOP_NAMES[product.store];
  const { amount, currency } = product.price;
  return (
    <aside className="product-card" aria-label={`Product: ${product.title}`} data-asin={product.asin}>
      <img className="product-card__picture" src={picture} alt="" width={160} height={160} loading="lazy" />
      <div className="product-card__text">
        <p className="product-card__title">{product.title}</p>
        <p className="product-card__price">
          <span className="visually-hidden">Price: </span>
          <strong>{shopPrice(amount, currency)}</strong>
          {product.saving && (
            <>
              {' '}
              <s className="product-card__basis">
                <span className="visually-hidden">was </span>
                {shopPrice(product.saving.basis, currency)}
              </s>{' '}
              <span className="product-card__saving">
                Save {shopPrice(product.saving.basis - amount, currency)} ({product.saving.percentage}%)
              </span>
            </>
          )}
        </p>
        {product.freeShipping && <p className="product-card__shipping">Free delivery</p>}
        <a className="product-card__buy" href={href} rel="sponsored nofollow noopener" target="_blank">
          Buy on {shop}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </aside>
  );
}

/**
 * AB-19: the shops whose product links the site carries, and the affiliate tag they carry. The
 * site builds a product card's link with these rules and the backend's redirect
 * (`feeds/affiliate_amazon.cms`) checks every address against them, so a link can only ever lead
 * to one of these shops (never an open redirect) and always with the publication's tag.
 */
export type Shop = 'amazon' | 'noon';

/** Exact host names (no sub-domain matching: `amazon.in.example` is not Amazon). */
export const SHOP_HOSTS: Readonly<Record<Shop, readonly string[]>> = {
  amazon: ['www.amazon.in', 'amazon.in'],
  noon: ['www.noon.com'],
};

/** The query parameter affiliate programmes read the partner's tag from. */
export const AFFILIATE_TAG_PARAM = 'tag';

/** The longest product address the redirect takes. */
export const SHOP_URL_MAX = 2000;

/** The redirect's path on the site (and the backend), as the spec names it. */
export const AFFILIATE_REDIRECT_PATH = '/feeds/affiliate_amazon.cms';

/** `type=noon` names Noon; anything else (or nothing) is Amazon, as in the spec's calls. */
export function shopOfType(type: string | null | undefined): Shop {
  return type === 'noon' ? 'noon' : 'amazon';
}

/**
 * The address as one of `shop`'s product pages, or null when it is not one: https only, on one of
 * the shop's hosts exactly, no user name or password, no port, at most SHOP_URL_MAX characters.
 */
export function shopUrl(raw: unknown, shop: Shop): URL | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > SHOP_URL_MAX) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  return SHOP_HOSTS[shop].includes(url.hostname) ? url : null;
}

/** The product page with the publication's tag, replacing any other tag the address carried. */
export function withAffiliateTag(url: URL, tag: string): URL {
  const tagged = new URL(url.href);
  tagged.searchParams.set(AFFILIATE_TAG_PARAM, tag);
  return tagged;
}

/** Amazon's product id (ASIN) in a `/dp/…` or `/gp/product/…` address, or a Noon `/p/` id. */
export function productIdIn(url: URL): string | null {
  const match =
    /\/(?:dp|gp\/product)\/([A-Z0-9]{10})(?:[/?]|$)/.exec(url.pathname) ??
    /\/(N[0-9A-Z]{8,20})\/p(?:\/|$)/.exec(url.pathname);
  return match ? match[1]! : null;
}

/** The site's redirect link for a product page (the shop's tag already on it). */
export function affiliateRedirectHref(productUrl: URL, shop: Shop, msid?: string): string {
  const query = new URLSearchParams({ url: productUrl.href });
  if (shop === 'noon') query.set('type', 'noon');
  if (msid && /^\d{1,12}$/.test(msid)) query.set('msid', msid);
  return `${AFFILIATE_REDIRECT_PATH}?${query}`;
}

import {
  AFFILIATE_REDIRECT_PATH,
  productIdIn,
  SHOP_URL_MAX,
  shopOfType,
  shopUrl,
  withAffiliateTag,
} from '@newsroom/rules/shop';
import { z } from 'zod';
import { formatIst } from '../content/ist-time.ts';
import { affiliateTagOf } from '../content/shop-product.ts';
import { badRequest } from '../http/http-error.ts';
import { numericId, oneOf } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { freshJson, type Handler } from '../http/reply.ts';
import type { Route } from '../http/router.ts';
import { affiliateClicksOn, recordAffiliateClick } from '../store/shop.ts';

// AB-19 (spec §7 "Affiliate redirect"): `feeds/affiliate_amazon.cms?url=…` (and `type=noon`) sends
// the reader to a product page with the publication's affiliate tag, and counts the click. Only a
// product page of the named shop passes (https, the shop's own hosts exactly, no credentials or
// port): anything else is a 400 naming `url`, so the redirect can never send a reader elsewhere.

const redirectQuery = z.object({
  url: z.string({ error: 'is required' }).max(SHOP_URL_MAX, `is longer than ${SHOP_URL_MAX} characters`),
  type: oneOf(['noon', 'amazon'] as const).optional(),
  msid: numericId().optional(),
});

export const getAffiliateRedirect: Handler = async (context) => {
  const query = parseQuery(redirectQuery, context.query);
  const shop = shopOfType(query.type);
  const product = shopUrl(query.url, shop);
  if (!product) throw badRequest('url', `is not a product page of ${shop === 'noon' ? 'Noon' : 'Amazon'}`);
  // Past the reader's limit the click is not counted; the reader still goes to the shop.
  if ((await context.limits.adEvents.take(await context.client())).allowed) {
    await recordAffiliateClick(context.db, {
      day: formatIst(context.now()).slice(0, 10),
      shop,
      productId: productIdIn(product) ?? '',
      msid: query.msid ?? 0,
    });
  }
  return {
    kind: 'bytes',
    status: 302,
    body: null,
    headers: {
      location: withAffiliateTag(product, affiliateTagOf(shop)).href,
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    },
  };
};

/** `GET /feeds/affiliate_clicks?day=YYYY-MM-DD` (today when absent): the day's clicks per shop, product and story. */
export const getAffiliateClicks: Handler = async (context) => {
  const day = context.query.get('day') ?? formatIst(context.now()).slice(0, 10);
  if (!/^\d{4}-\d\d-\d\d$/.test(day) || context.query.getAll('day').length > 1)
    throw badRequest('day', 'must be a date, YYYY-MM-DD');
  return freshJson({ day, rows: await affiliateClicksOn(context.db, day) });
};

export const affiliateRoutes: Route[] = [
  // A GET that counts, as the spec's link is: a crawler following it is kept out by x-robots-tag.
  { method: 'GET', path: AFFILIATE_REDIRECT_PATH, handler: getAffiliateRedirect },
  { method: 'GET', path: '/feeds/affiliate_clicks', handler: getAffiliateClicks },
];

import type { IncomingMessage, ServerResponse } from 'node:http';
import { AFFILIATE_REDIRECT_PATH, shopOfType, shopUrl } from '@newsroom/rules/shop';
import type { ContentClient } from '../content/client.ts';
import { ContentUnavailable } from '../content/http.ts';

export { AFFILIATE_REDIRECT_PATH };

/**
 * AB-19 `GET /feeds/affiliate_amazon.cms?url=…` (and `type=noon`, `msid`): the product card's link.
 * The address is checked here against the shared shop rules before anything goes on (a foreign
 * host is a 400 with words, never a redirect), the backend counts the click and names the tagged
 * product page, and that page is checked again before the reader is sent to it.
 */
export async function redirectToShop(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: {
    content: ContentClient;
    clientAddress: string;
    answerHeaders: Record<string, string>;
    log: (m: string) => void;
  },
): Promise<void> {
  const page = (status: number, text: string, extra: Record<string, string> = {}) => {
    res
      .writeHead(status, {
        ...deps.answerHeaders,
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex',
        ...extra,
      })
      .end(req.method === 'HEAD' ? undefined : text);
  };
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return page(405, 'Method not allowed', { allow: 'GET, HEAD' });
  const params = url.searchParams;
  const types = params.getAll('type');
  const urls = params.getAll('url');
  const msids = params.getAll('msid');
  const shop = shopOfType(types[0]);
  const product = urls.length === 1 ? shopUrl(urls[0], shop) : null;
  if (!product || types.length > 1 || (types.length === 1 && types[0] !== 'noon' && types[0] !== 'amazon')) {
    return page(400, 'This link does not lead to a shop we link to, so it goes nowhere.');
  }
  const query = new URLSearchParams({ url: product.href });
  if (shop === 'noon') query.set('type', 'noon');
  if (msids.length === 1 && /^[1-9]\d{0,9}$/.test(msids[0]!)) query.set('msid', msids[0]!);
  try {
    const answer = await deps.content.forward('GET', AFFILIATE_REDIRECT_PATH, `?${query}`, {
      headers: { 'x-forwarded-for': deps.clientAddress },
    });
    await answer.body?.cancel();
    const location = answer.headers.get('location');
    if (answer.status === 302 && location && shopUrl(location, shop)) {
      return page(302, '', { location });
    }
    if (answer.status === 400)
      return page(400, 'This link does not lead to a shop we link to, so it goes nowhere.');
    deps.log(`affiliate redirect: the backend answered ${answer.status}`);
  } catch (error) {
    if (!(error instanceof ContentUnavailable)) throw error;
    deps.log(`affiliate redirect: ${error.message}`);
  }
  return page(502, 'The shop cannot be reached through this link just now. Please try again.');
}

import { describe, expect, it } from 'vitest';
import { affiliateRedirectHref, productIdIn, shopOfType, shopUrl, withAffiliateTag } from './shop.ts';

describe('AB-19 shop links (shared by the site and the backend)', () => {
  it('takes only https product pages on the shop’s own hosts', () => {
    expect(shopUrl('https://www.amazon.in/dp/B0CHX1W1XY', 'amazon')?.hostname).toBe('www.amazon.in');
    expect(shopUrl('https://amazon.in/dp/B0CHX1W1XY', 'amazon')).not.toBeNull();
    expect(shopUrl('https://www.noon.com/uae-en/x/N53346840A/p/', 'noon')).not.toBeNull();
    for (const foreign of [
      'http://www.amazon.in/dp/B0CHX1W1XY',
      'https://www.amazon.in.evil.example/dp/B0CHX1W1XY',
      'https://evil.example/?https://www.amazon.in/',
      'https://user:pass@www.amazon.in/dp/B0CHX1W1XY',
      'https://www.amazon.in:8443/dp/B0CHX1W1XY',
      'https://www.noon.com/x',
      '//www.amazon.in/dp/B0CHX1W1XY',
      'javascript:alert(1)',
      `https://www.amazon.in/${'a'.repeat(2000)}`,
      '',
    ]) {
      expect(shopUrl(foreign, 'amazon'), foreign).toBeNull();
    }
    expect(shopUrl('https://www.amazon.in/dp/B0CHX1W1XY', 'noon')).toBeNull();
    expect(shopUrl(42, 'amazon')).toBeNull();
  });

  it('puts the publication’s tag on the link, replacing another', () => {
    const url = new URL('https://www.amazon.in/dp/B0CHX1W1XY?tag=someone-else-21&th=1');
    expect(withAffiliateTag(url, 'ledger-21').href).toBe(
      'https://www.amazon.in/dp/B0CHX1W1XY?tag=ledger-21&th=1',
    );
  });

  it('reads the product id of Amazon and Noon addresses', () => {
    expect(productIdIn(new URL('https://www.amazon.in/Some-Phone/dp/B0CHX1W1XY/ref=x'))).toBe('B0CHX1W1XY');
    expect(productIdIn(new URL('https://www.amazon.in/gp/product/B0CHX1W1XY'))).toBe('B0CHX1W1XY');
    expect(productIdIn(new URL('https://www.noon.com/uae-en/phone/N53346840A/p/'))).toBe('N53346840A');
    expect(productIdIn(new URL('https://www.amazon.in/s?k=phones'))).toBeNull();
  });

  it('links through the redirect, naming Noon with type=noon', () => {
    expect(
      affiliateRedirectHref(new URL('https://www.amazon.in/dp/B0CHX1W1XY?tag=t-21'), 'amazon', '125500001'),
    ).toBe(
      '/feeds/affiliate_amazon.cms?url=https%3A%2F%2Fwww.amazon.in%2Fdp%2FB0CHX1W1XY%3Ftag%3Dt-21&msid=125500001',
    );
    expect(affiliateRedirectHref(new URL('https://www.noon.com/uae-en/x/N53346840A/p/'), 'noon')).toContain(
      '&type=noon',
    );
    expect(shopOfType('noon')).toBe('noon');
    expect(shopOfType(null)).toBe('amazon');
    expect(shopOfType('amazon')).toBe('amazon');
  });
});

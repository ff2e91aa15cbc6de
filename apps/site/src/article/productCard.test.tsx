import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { productListSchema } from '../content/shop.ts';
import { shopPrice } from './ProductCard.tsx';
import { StoryBody } from './StoryBody.tsx';

// AB-19 the product card in a shopping story's body: only for an ASIN the story lists with a
// primary picture; price, saving and free delivery; the link through the affiliate redirect.

const product = (asin: string, over: Record<string, unknown> = {}) => ({
  asin,
  store: 'amazon',
  detailPageURL: `https://www.amazon.in/x/dp/${asin}?tag=economicledger-21`,
  title: { displayValue: `Phone ${asin}` },
  images: {
    primary: { large: { url: `https://www.ledger.test/photos/${asin.length}.png`, width: 500, height: 500 } },
  },
  offers: {
    listings: [
      {
        price: { amount: 17999, currency: 'INR', savings: { amount: 4000, percentage: 18 } },
        savingBasis: { amount: 21999, currency: 'INR' },
        deliveryInfo: { isFreeShippingEligible: true },
      },
    ],
  },
  ...over,
});
const body = (...asins: string[]) => ({
  node: 'root',
  child: [
    { node: 'element', tag: 'p', child: [{ node: 'text', text: 'Our pick.' }] },
    ...asins.map((asin) => ({ node: 'element', tag: 'product', attr: { asin } })),
  ],
});
const render = (tree: unknown, products: unknown[]) =>
  renderToStaticMarkup(
    <StoryBody tree={tree} products={productListSchema.parse(products)} msid="125500001" />,
  );

describe('AB-19 product cards in the story body', () => {
  it('shows the card of a listed product: picture, title, price, saving, free delivery, the tagged link', () => {
    const out = render(body('B0CHX1W1XY'), [product('B0CHX1W1XY')]);
    expect(out).toContain(
      '<aside class="product-card" aria-label="Product: Phone B0CHX1W1XY" data-asin="B0CHX1W1XY">',
    );
    expect(out).toContain('<strong>₹17,999</strong>');
    expect(out).toContain('₹21,999</s>');
    expect(out).toContain('Save ₹4,000 (18%)');
    expect(out).toContain('Free delivery');
    expect(out).toContain(
      'href="/feeds/affiliate_amazon.cms?url=https%3A%2F%2Fwww.amazon.in%2Fx%2Fdp%2FB0CHX1W1XY%3Ftag%3Deconomicledger-21&amp;msid=125500001" rel="sponsored nofollow noopener" target="_blank"',
    );
    expect(out).toContain('Buy on Amazon');
  });

  it('shows no card for an ASIN the story does not list, or a product without a primary picture', () => {
    const out = render(body('B0UNLISTED', 'B0NOPICTUR'), [product('B0NOPICTUR', { images: null })]);
    expect(out).toBe('<p>Our pick.</p>');
  });

  it('a Noon product links with type=noon; no saving, no free delivery when the shop says none', () => {
    const noon = product('N53346840A', {
      store: 'noon',
      detailPageURL: 'https://www.noon.com/uae-en/x/N53346840A/p/?tag=economicledger',
      offers: {
        listings: [
          { price: { amount: 149, currency: 'AED' }, deliveryInfo: { isFreeShippingEligible: false } },
        ],
      },
    });
    const out = render(body('N53346840A'), [noon]);
    expect(out).toContain('&amp;type=noon');
    expect(out).toContain('<strong>AED 149</strong>');
    expect(out).toContain('Buy on Noon');
    expect(out).not.toContain('Save');
    expect(out).not.toContain('Free delivery');
  });

  it('drops a product whose page is not its shop’s (never a link elsewhere), keeping the rest', () => {
    const products = productListSchema.parse([
      product('B0EVIL0001', { detailPageURL: 'https://evil.example/dp/B0EVIL0001' }),
      product('B0CHX1W1XY', { store: 'noon' }),
      product('B0GOOD0001'),
      product('B0GOOD0001'),
      { asin: '<script>' },
    ]);
    expect(products.map((p) => p.asin)).toEqual(['B0GOOD0001']);
  });

  it('writes prices as the shop’s readers read them', () => {
    expect(shopPrice(17999, 'INR')).toBe('₹17,999');
    expect(shopPrice(1299.5, 'INR')).toBe('₹1,299.50');
    expect(shopPrice(149, 'AED')).toBe('AED 149');
  });
});

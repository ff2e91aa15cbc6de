import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleAnswer } from '../contract.ts';
import { shopLandmarks, UNLISTED_ASIN } from '../seed/shop.ts';
import { openSeededSqlite, startTestApi, type TestApi } from '../testing/test-api.ts';

// AB-19: the shopping stories' products in the article answer (amazonProductList), and the
// affiliate redirect: only to the shops' product pages, with the publication's tag, each click
// counted.

const day = '2026-11-21';
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(await openSeededSqlite(), {
    now: () => Date.parse(`${day}T11:00:00+05:30`),
    rateLimits: { adEvents: { count: 5, perSeconds: 60 } },
  });
});
afterAll(() => api.close());

const article = async (msid: number) =>
  (await api.getParsed(ArticleAnswer, `/request?type=article&msid=${msid}&platform=web`)).searchResult[0]
    .data;
const clicks = async () =>
  (
    (await (await api.get(`/feeds/affiliate_clicks?day=${day}`)).json()) as {
      rows: { shop: string; product_id: string; msid: number; clicks: number }[];
    }
  ).rows;
const redirect = (query: string) =>
  api.get(`/feeds/affiliate_amazon.cms?${query}`, {}, { redirect: 'manual' });

describe('AB-19 shopping stories', () => {
  it('sit at /top-trending-products paths and list their products in the editors’ order', async () => {
    const story = await article(shopLandmarks.smartphones);
    expect(story.url).toMatch(
      /^\/top-trending-products\/best-5g-phones-under-rs-20000\/articleshow\/125500001\.cms$/,
    );
    expect(story.amazonProductList.map((product) => product.asin)).toEqual([
      'B0CHX1W1XY',
      'B0D5QWERT2',
      'B0C9ZXCV31',
      'B0B7NOPIC4',
    ]);
    // The body names one ASIN more than the list holds: that one has no card.
    const named = JSON.stringify(story.storyJSON).match(/"asin":"(\w+)"/g) ?? [];
    expect(named).toHaveLength(5);
    expect(JSON.stringify(story.storyJSON)).toContain(UNLISTED_ASIN);
    expect(story.amazonProductList.some((product) => product.asin === UNLISTED_ASIN)).toBe(false);
  });

  it('answers a product in the spec’s shape: tagged detail page, primary picture, price, saving, free shipping', async () => {
    const [kestrel, aranya, pulse, vayu] = (await article(shopLandmarks.smartphones)).amazonProductList;
    expect(kestrel).toEqual({
      asin: 'B0CHX1W1XY',
      store: 'amazon',
      detailPageURL: 'https://www.amazon.in/Kestrel-Note-14-5G/dp/B0CHX1W1XY?tag=economicledger-21',
      title: { displayValue: 'Kestrel Note 14 5G (8 GB, 128 GB), Slate Grey' },
      images: {
        primary: { large: { url: expect.stringMatching(/\/photos\/\d+\.png$/), width: 500, height: 500 } },
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
    });
    expect(aranya?.offers.listings[0]).toEqual({
      price: { amount: 15499, currency: 'INR' },
      deliveryInfo: { isFreeShippingEligible: true },
    });
    expect(pulse?.offers.listings[0]?.deliveryInfo.isFreeShippingEligible).toBe(false);
    expect(vayu?.images).toBeNull();
  });

  it('a Noon product carries Noon’s tag; stories of other desks list no products', async () => {
    const noon = (await article(shopLandmarks.earbuds)).amazonProductList.find((p) => p.store === 'noon');
    expect(noon?.detailPageURL).toBe(
      'https://www.noon.com/uae-en/tala-buds-3-anc/N53346840A/p/?tag=economicledger',
    );
    expect(noon?.offers.listings[0]?.price.currency).toBe('AED');
    expect((await article(125400001)).amazonProductList).toEqual([]);
  });
});

describe('AB-19 the affiliate redirect', () => {
  it('sends the reader to the product page with the publication’s tag, and counts the click', async () => {
    const url = 'https://www.amazon.in/Kestrel-Note-14-5G/dp/B0CHX1W1XY?tag=someone-else-21';
    const answer = await redirect(`url=${encodeURIComponent(url)}&msid=${shopLandmarks.smartphones}`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(
      'https://www.amazon.in/Kestrel-Note-14-5G/dp/B0CHX1W1XY?tag=economicledger-21',
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await clicks()).toContainEqual({
      shop: 'amazon',
      product_id: 'B0CHX1W1XY',
      msid: shopLandmarks.smartphones,
      clicks: 1,
    });
    await redirect(`url=${encodeURIComponent(url)}&msid=${shopLandmarks.smartphones}`);
    expect((await clicks()).find((row) => row.product_id === 'B0CHX1W1XY')?.clicks).toBe(2);
  });

  it('type=noon sends to Noon only', async () => {
    const noon = 'https://www.noon.com/uae-en/tala-buds-3-anc/N53346840A/p/';
    const answer = await redirect(`url=${encodeURIComponent(noon)}&type=noon`);
    expect(answer.headers.get('location')).toBe(`${noon}?tag=economicledger`);
    expect((await redirect(`url=${encodeURIComponent(noon)}`)).status).toBe(400);
    const amazon = 'https://www.amazon.in/dp/B0CHX1W1XY';
    expect((await redirect(`url=${encodeURIComponent(amazon)}&type=noon`)).status).toBe(400);
  });

  it.each([
    ['another site', 'https://evil.example/dp/B0CHX1W1XY'],
    ['a look-alike host', 'https://www.amazon.in.evil.example/dp/B0CHX1W1XY'],
    ['plain http', 'http://www.amazon.in/dp/B0CHX1W1XY'],
    ['credentials', 'https://www.amazon.in@evil.example/'],
    ['a port', 'https://www.amazon.in:444/dp/B0CHX1W1XY'],
    ['a protocol-relative address', '//evil.example'],
    ['a site path', '/prime'],
    ['script', 'javascript:alert(1)'],
    ['nothing', ''],
  ])('refuses %s with a 400 naming url, and counts nothing (never an open redirect)', async (_name, url) => {
    const before = await clicks();
    const answer = await redirect(`url=${encodeURIComponent(url)}`);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('location')).toBeNull();
    expect(((await answer.json()) as { error: { param: string } }).error.param).toBe('url');
    expect(await clicks()).toEqual(before);
  });

  it('refuses a missing, doubled or over-long url, and a bad type or msid', async () => {
    expect((await api.getError('/feeds/affiliate_amazon.cms', 400)).param).toBe('url');
    const url = encodeURIComponent('https://www.amazon.in/dp/B0CHX1W1XY');
    expect((await api.getError(`/feeds/affiliate_amazon.cms?url=${url}&url=${url}`, 400)).param).toBe('url');
    const long = encodeURIComponent(`https://www.amazon.in/dp/B0CHX1W1XY?x=${'a'.repeat(2100)}`);
    expect((await api.getError(`/feeds/affiliate_amazon.cms?url=${long}`, 400)).param).toBe('url');
    expect((await api.getError(`/feeds/affiliate_amazon.cms?url=${url}&type=ebay`, 400)).param).toBe('type');
    expect((await api.getError(`/feeds/affiliate_amazon.cms?url=${url}&msid=1;drop`, 400)).param).toBe(
      'msid',
    );
  });

  it('past the reader’s limit a click still leads on, but is not counted', async () => {
    const url = encodeURIComponent('https://www.amazon.in/Tala-Buds-3-ANC/dp/B0EARBUD08');
    for (let i = 0; i < 8; i += 1) expect((await redirect(`url=${url}`)).status).toBe(302);
    const counted = (await clicks()).find((row) => row.product_id === 'B0EARBUD08')?.clicks ?? 0;
    expect(counted).toBeLessThan(8);
  });
});

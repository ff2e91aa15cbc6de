import type { Insertable, Kysely } from 'kysely';
import { formatIst } from '../content/ist-time.ts';
import { countWords } from '../content/story-tree.ts';
import type { StoryNode } from '../contract.ts';
import type { ArticleProductTable, ShopProductTable } from '../store/ads-schema.ts';
import type { ArticleTable, Database, ImageTable, SectionTable } from '../store/schema.ts';
import { minuteMs, seedNowMs } from './clock.ts';

// AB-19: the shopping desk's stories. A section of its own, "Top Trending Products", at
// `/top-trending-products` (AB-01: its pages load no recommendation script), with four buying
// guides whose bodies name products by ASIN (`{"node": "element", "tag": "product", "attr":
// {"asin": …}}`) and whose `amazonProductList` holds those products. Written apart from the
// generated stories (seed/plan.ts), so adding them moves no other story or landmark.
//
// The set covers the product card's rules: products with and without a saving and free
// shipping, one product without a primary picture (no card), one body node naming an ASIN the
// story's list does not hold (no card), and a Noon product (its link says `type=noon`).

export const SHOP_SECTION_ID = 1_001_877_701;
const SHOP_AGENCY = 'Team Productline';

/** Pictures of the shopping desk, below the generated stories' ids (build-seed.ts starts at 200001). */
const firstShopImageId = 100_801;

interface ProductSeed {
  asin: string;
  shop: ShopProductTable['shop'];
  title: string;
  slug: string;
  currency: 'INR' | 'AED';
  /** In whole rupees or dirhams; stored in minor units. */
  price: number;
  listPrice?: number;
  freeShipping: boolean;
  /** False: the product has no primary picture, so it shows no card. */
  picture: boolean;
}

const products: readonly ProductSeed[] = [
  {
    asin: 'B0CHX1W1XY',
    shop: 'amazon',
    title: 'Kestrel Note 14 5G (8 GB, 128 GB), Slate Grey',
    slug: 'Kestrel-Note-14-5G',
    currency: 'INR',
    price: 17_999,
    listPrice: 21_999,
    freeShipping: true,
    picture: true,
  },
  {
    asin: 'B0D5QWERT2',
    shop: 'amazon',
    title: 'Aranya A35 5G (6 GB, 128 GB), Forest Green',
    slug: 'Aranya-A35-5G',
    currency: 'INR',
    price: 15_499,
    freeShipping: true,
    picture: true,
  },
  {
    asin: 'B0C9ZXCV31',
    shop: 'amazon',
    title: 'Pulse One 12 (8 GB, 256 GB), Midnight',
    slug: 'Pulse-One-12',
    currency: 'INR',
    price: 19_990,
    listPrice: 24_999,
    freeShipping: false,
    picture: true,
  },
  {
    asin: 'B0B7NOPIC4',
    shop: 'amazon',
    title: 'Vayu V20 Lite (4 GB, 64 GB), Blue',
    slug: 'Vayu-V20-Lite',
    currency: 'INR',
    price: 9_999,
    freeShipping: true,
    picture: false,
  },
  {
    asin: 'B0AIRPUR05',
    shop: 'amazon',
    title: 'ClearBreath 400 HEPA Air Purifier for rooms up to 400 sq ft',
    slug: 'ClearBreath-400-HEPA',
    currency: 'INR',
    price: 8_490,
    listPrice: 12_990,
    freeShipping: true,
    picture: true,
  },
  {
    asin: 'B0AIRPUR06',
    shop: 'amazon',
    title: 'Himalaya Air Pro Smart Purifier with PM2.5 display',
    slug: 'Himalaya-Air-Pro',
    currency: 'INR',
    price: 13_999,
    listPrice: 15_999,
    freeShipping: true,
    picture: true,
  },
  {
    asin: 'B0AIRPUR07',
    shop: 'amazon',
    title: 'Monsoon Mini Air Purifier for bedrooms',
    slug: 'Monsoon-Mini',
    currency: 'INR',
    price: 4_299,
    freeShipping: false,
    picture: true,
  },
  {
    asin: 'B0EARBUD08',
    shop: 'amazon',
    title: 'Tala Buds 3 ANC Wireless Earbuds, 40 h playback',
    slug: 'Tala-Buds-3-ANC',
    currency: 'INR',
    price: 2_499,
    listPrice: 4_999,
    freeShipping: true,
    picture: true,
  },
  {
    asin: 'B0EARBUD09',
    shop: 'amazon',
    title: 'Sitar Pods Pro with spatial audio',
    slug: 'Sitar-Pods-Pro',
    currency: 'INR',
    price: 5_990,
    listPrice: 7_990,
    freeShipping: true,
    picture: true,
  },
  {
    asin: 'N53346840A',
    shop: 'noon',
    title: 'Tala Buds 3 ANC Wireless Earbuds (UAE)',
    slug: 'tala-buds-3-anc',
    currency: 'AED',
    price: 149,
    listPrice: 199,
    freeShipping: true,
    picture: true,
  },
  {
    asin: 'B0LAPTOP10',
    shop: 'amazon',
    title: 'Saraswati Book 14 (Core i5, 16 GB, 512 GB SSD)',
    slug: 'Saraswati-Book-14',
    currency: 'INR',
    price: 52_990,
    listPrice: 64_990,
    freeShipping: true,
    picture: true,
  },
  {
    asin: 'B0LAPTOP11',
    shop: 'amazon',
    title: 'Kestrel Chromebook 12 for students',
    slug: 'Kestrel-Chromebook-12',
    currency: 'INR',
    price: 21_490,
    freeShipping: true,
    picture: true,
  },
];

/** An ASIN a story's body names although its product list does not hold it (no card). */
export const UNLISTED_ASIN = 'B0GONE0012';

interface ShopStory {
  msid: number;
  slug: string;
  title: string;
  synopsis: string;
  /** Minutes before the seed's "now". */
  age: number;
  /** The body: paragraphs (strings) and products (`{ asin }`), in order. */
  body: (string | { asin: string })[];
  keywords: string;
}

/** AB-19 landmarks: the shopping stories (docs/content-api.md lists them). */
export const shopLandmarks = {
  /** Every kind of card: with and without saving, free shipping or not, a product with no picture, an unlisted ASIN. */
  smartphones: 125_500_001,
  airPurifiers: 125_500_002,
  /** Amazon and Noon products (the Noon link carries type=noon). */
  earbuds: 125_500_003,
  laptops: 125_500_004,
} as const;

const stories: readonly ShopStory[] = [
  {
    msid: shopLandmarks.smartphones,
    slug: 'best-5g-phones-under-rs-20000',
    title: 'Best 5G phones under ₹20,000: four picks for battery, camera and updates',
    synopsis: 'We compared battery life, cameras and update promises of the phones selling best this month.',
    age: 3 * 24 * 60,
    keywords: 'Smartphones, 5G, Buying guide',
    body: [
      'Phones under ₹20,000 now ship with 5G, 120 Hz screens and batteries that last a long working day. What still separates them is how long they will get software updates, and how their cameras cope indoors.',
      'Our pick for most readers is the Kestrel Note 14: the brightest screen here, a battery that lasted 14 hours in our video test, and four years of security updates.',
      { asin: 'B0CHX1W1XY' },
      'If you want clean software and the longest update promise, the Aranya A35 is a calm, well-made phone, with a camera that is slower but steadier in low light.',
      { asin: 'B0D5QWERT2' },
      'Photographers should look at the Pulse One 12: its main camera is the best in the price band, though the phone runs warm while charging.',
      { asin: 'B0C9ZXCV31' },
      'On a tighter budget, the Vayu V20 Lite covers the basics, with a smaller battery and two years of updates.',
      { asin: 'B0B7NOPIC4' },
      'Last year’s favourite, the Tara X2, has sold out everywhere we looked; we will return to it if it comes back.',
      { asin: UNLISTED_ASIN },
      'Prices were checked on the morning of publication and change often; a saving shown is against the listed price.',
    ],
  },
  {
    msid: shopLandmarks.airPurifiers,
    slug: 'air-purifiers-for-delhi-winter',
    title: 'Air purifiers for a Delhi winter: what a HEPA filter buys you, and three to consider',
    synopsis: 'Room size, filter cost and noise matter more than the numbers on the box.',
    age: 5 * 24 * 60,
    keywords: 'Air purifiers, Pollution, Buying guide',
    body: [
      'When the index passes 400, a purifier with a true HEPA filter sized for your room makes the air indoors measurably cleaner. Match the clean-air delivery rate to the room, and budget for a new filter every six to nine months.',
      'For a living room, the ClearBreath 400 moved the most air in our tests and stayed quiet on its night setting.',
      { asin: 'B0AIRPUR05' },
      'The Himalaya Air Pro adds a PM2.5 display and an app, useful if you want to see the difference it makes.',
      { asin: 'B0AIRPUR06' },
      'For a bedroom, the Monsoon Mini is small, cheap to run and quiet enough to sleep beside.',
      { asin: 'B0AIRPUR07' },
    ],
  },
  {
    msid: shopLandmarks.earbuds,
    slug: 'best-noise-cancelling-earbuds',
    title: 'The best noise-cancelling earbuds for a commute, at home and abroad',
    synopsis: 'Two pairs that cancel train noise well, and where to buy them in India and the Gulf.',
    age: 6 * 24 * 60,
    keywords: 'Earbuds, Audio, Buying guide',
    body: [
      'Noise cancelling has reached earbuds at every price. On a Mumbai local the difference between good and poor cancelling is the difference between a podcast and a headache.',
      'The Tala Buds 3 cancel low rumble almost as well as pairs twice their price, and their battery case lasts a week of commutes.',
      { asin: 'B0EARBUD08' },
      'Readers in the UAE can find the same pair on Noon.',
      { asin: 'N53346840A' },
      'The Sitar Pods Pro sound richer and add spatial audio, at a higher price.',
      { asin: 'B0EARBUD09' },
    ],
  },
  {
    msid: shopLandmarks.laptops,
    slug: 'laptops-for-students',
    title: 'Laptops for students: two that will last a degree',
    synopsis: 'A light Windows laptop and a Chromebook, chosen for battery life and keyboards.',
    age: 8 * 24 * 60,
    keywords: 'Laptops, Students, Buying guide',
    body: [
      'A student laptop has to survive four years of bags and lecture halls. Battery life and a good keyboard matter more than raw speed.',
      'The Saraswati Book 14 is light, lasts a full day and has the best keyboard we tried under ₹60,000.',
      { asin: 'B0LAPTOP10' },
      'If most of your work happens in a browser, the Kestrel Chromebook 12 costs far less and boots in seconds.',
      { asin: 'B0LAPTOP11' },
    ],
  },
];

const productNode = (asin: string): StoryNode => ({ node: 'element', tag: 'product', attr: { asin } });
const paragraph = (text: string): StoryNode => ({
  node: 'element',
  tag: 'p',
  child: [{ node: 'text', text }],
});

export interface ShopSeed {
  section: Insertable<SectionTable>;
  images: Insertable<ImageTable>[];
  articles: Insertable<ArticleTable>[];
  products: Insertable<ShopProductTable>[];
  articleProducts: Insertable<ArticleProductTable>[];
}

/** The shopping desk's rows: a pure function, the same for every store. */
export function buildShopSeed(): ShopSeed {
  const images: Insertable<ImageTable>[] = [];
  const picture = (width: number, height: number, palette: string, motif: string): number => {
    const id = firstShopImageId + images.length;
    images.push({ id, width, height, seed: 93_000 + images.length, palette, motif });
    return id;
  };
  const productRows = products.map((product): Insertable<ShopProductTable> => {
    const minor = (whole: number) => whole * 100;
    const saving = product.listPrice ? Math.round((1 - product.price / product.listPrice) * 100) : null;
    const detail =
      product.shop === 'noon'
        ? `https://www.noon.com/uae-en/${product.slug}/${product.asin}/p/`
        : `https://www.amazon.in/${product.slug}/dp/${product.asin}`;
    return {
      asin: product.asin,
      shop: product.shop,
      title: product.title,
      detail_page_url: detail,
      image_id: product.picture ? picture(500, 500, 'newsprint', 'hills') : null,
      currency: product.currency,
      price_minor: minor(product.price),
      saving_basis_minor: product.listPrice ? minor(product.listPrice) : null,
      saving_percentage: saving,
      free_shipping: product.freeShipping ? 1 : 0,
    };
  });
  const listed = new Set(products.map((product) => product.asin));
  const articles = stories.map((story): Insertable<ArticleTable> => {
    const body: StoryNode = {
      node: 'root',
      child: story.body.map((part) => (typeof part === 'string' ? paragraph(part) : productNode(part.asin))),
    };
    const at = formatIst(seedNowMs - story.age * minuteMs);
    return {
      msid: story.msid,
      section_id: SHOP_SECTION_ID,
      kind: 'article',
      title: story.title,
      slug: story.slug,
      synopsis: story.synopsis,
      art_summary: story.synopsis,
      published_at: at,
      updated_at: at,
      image_id: picture(1200, 900, 'sandstone', 'hills'),
      image_caption: story.title,
      image_agency: SHOP_AGENCY,
      agency: SHOP_AGENCY,
      seo_title: story.title,
      seo_description: story.synopsis,
      body_json: JSON.stringify(body),
      word_count: countWords(body),
      metainfo_json: JSON.stringify({ MetaKeywords: story.keywords, BusinessUsageType: 'Shopping' }),
      highlights_json: '[]',
      seo_links_json: null,
      featured_video_msid: null,
      host_id: '83',
    };
  });
  const articleProducts = stories.flatMap((story) =>
    story.body
      .filter((part): part is { asin: string } => typeof part !== 'string' && listed.has(part.asin))
      .map((part, position) => ({ article_msid: story.msid, asin: part.asin, position })),
  );
  return {
    section: {
      id: SHOP_SECTION_ID,
      parent_id: null,
      name: 'Top Trending Products',
      seopath: 'top-trending-products',
      // After every generated section: it is in no navigation and no section's list.
      position: 10_000,
      metainfo_json: null,
    },
    images,
    articles,
    products: productRows,
    articleProducts,
  };
}

/** Writes the shopping desk (inside the caller's transaction); its section and stories must be absent. */
export async function seedShop(trx: Kysely<Database>, seed: ShopSeed = buildShopSeed()): Promise<void> {
  const storedImages = new Set(
    (
      await trx
        .selectFrom('images')
        .select('id')
        .where(
          'id',
          'in',
          seed.images.map((row) => row.id),
        )
        .execute()
    ).map((row) => Number(row.id)),
  );
  const images = seed.images.filter((row) => !storedImages.has(row.id));
  if (images.length > 0) await trx.insertInto('images').values(images).execute();
  await trx.insertInto('sections').values(seed.section).execute();
  await trx.insertInto('articles').values(seed.articles).execute();
  await trx.insertInto('shop_products').values(seed.products).execute();
  await trx.insertInto('article_products').values(seed.articleProducts).execute();
}

/** A store seeded before the shopping desk existed gets it (once); true when it added it. */
export async function ensureShop(db: Kysely<Database>): Promise<boolean> {
  const stored = await db.selectFrom('sections').select('id').where('id', '=', SHOP_SECTION_ID).execute();
  if (stored.length > 0) return false;
  await db.transaction().execute((trx) => seedShop(trx));
  return true;
}

/** Removes the shopping desk's products and their links (its stories go with the articles). */
export async function clearShop(trx: Kysely<Database>): Promise<void> {
  await trx.deleteFrom('article_products').execute();
  await trx.deleteFrom('shop_products').execute();
  await trx.deleteFrom('affiliate_clicks').execute();
}

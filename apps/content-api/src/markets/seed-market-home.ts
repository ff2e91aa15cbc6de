import type { Insertable, Kysely } from 'kysely';
import { authorImageSize } from '../seed/images.ts';
import type {
  ArticleTable,
  Database,
  DetailDocumentTable,
  ImageTable,
  MarketMogulTable,
} from '../store/schema.ts';

// HM-04 market moguls and AB-20's crypto "did you know" (migration 0018), seeded after the
// stories they point at: the experts are read from the stories the seed wrote, so a store seeded
// before them gets the same rows at its next start.

/** The moguls' stories name their expert: "Market outlook: {expert} of {firm} bets on …". */
const MOGUL_HEADLINE = /^Market outlook: (.{2,60}?) of (.{2,80}?) bets on /;

/** What the seeded experts do at their firms, given in the list's order. */
const designations = [
  'Head of Research',
  'Chief Investment Officer',
  'Chief Market Strategist',
  'Senior Fund Manager',
  'Head of Equities',
  'Director, Institutional Equities',
];

/** The experts' portraits: fixed ids outside the seed's allocator, like the screeners' pictures. */
const firstPortraitId = 100_201;
const maxMoguls = 12;

/** AB-20: the crypto teaser's document (`type=getdetails&msid=2147040`); no story or section has it. */
export const cryptoDidYouKnowMsid = 2_147_040;

/**
 * One fact a line: the site shows one of them with each crypto story. Facts that stay true; an
 * editor replaces them in the document.
 */
const cryptoFacts = [
  'Bitcoin’s supply is capped at 21 million coins; the last of them is expected to be mined around the year 2140.',
  'The smallest unit of a bitcoin, one hundred-millionth of a coin, is called a satoshi.',
  'In India, gains on crypto assets are taxed at a flat 30%, and a loss on one coin cannot be set off against a gain on another.',
  'A 1% tax is deducted at source when crypto assets above the threshold change hands in India.',
  'Ether pays for the computing that programs on the Ethereum network use, a fee known as gas.',
  'Stablecoins such as USDT and USDC aim to hold a steady value by keeping reserves in US dollars and short-term bonds.',
];

export interface MarketHomeSeed {
  moguls: MarketMogulTable[];
  portraits: Insertable<ImageTable>[];
  documents: DetailDocumentTable[];
}

/** The moguls (the stories that name their expert, newest first) and the documents. */
export function buildMarketHomeSeed(
  articles: readonly Pick<Insertable<ArticleTable>, 'msid' | 'kind' | 'title' | 'published_at'>[],
): MarketHomeSeed {
  const stories = articles
    .filter((article) => article.kind === 'article' && MOGUL_HEADLINE.test(article.title))
    .sort((a, b) => b.published_at.localeCompare(a.published_at) || b.msid - a.msid)
    .slice(0, maxMoguls);
  const moguls = stories.map((story, position) => {
    const [, expert = '', firm = ''] = MOGUL_HEADLINE.exec(story.title) ?? [];
    return {
      msid: story.msid,
      expert_name: expert,
      designation: designations[position % designations.length] as string,
      organization: firm,
      image_id: firstPortraitId + position,
      position,
    };
  });
  const palettes = ['harbour', 'sandstone', 'slate', 'dusk', 'forest', 'brick'];
  const portraits = moguls.map((mogul, index) => ({
    id: mogul.image_id,
    ...authorImageSize,
    seed: 93_001 + index,
    palette: palettes[index % palettes.length] as string,
    motif: 'portrait',
  }));
  const documents = [
    {
      msid: cryptoDidYouKnowMsid,
      title: 'Crypto: did you know?',
      metainfo_json: JSON.stringify({ DidYouKnow: cryptoFacts.join('\n') }),
    },
  ];
  return { moguls, portraits, documents };
}

/** Writes the rows (and the portraits the store lacks) in the caller's transaction. */
export async function seedMarketHome(trx: Kysely<Database>, seed: MarketHomeSeed): Promise<void> {
  const ids = seed.portraits.map((row) => row.id as number);
  const stored =
    ids.length === 0
      ? new Set<number>()
      : new Set(
          (await trx.selectFrom('images').select('id').where('id', 'in', ids).execute()).map((row) =>
            Number(row.id),
          ),
        );
  const missing = seed.portraits.filter((row) => !stored.has(row.id as number));
  if (missing.length > 0) await trx.insertInto('images').values(missing).execute();
  if (seed.moguls.length > 0) await trx.insertInto('market_moguls').values(seed.moguls).execute();
  await trx.insertInto('detail_documents').values(seed.documents).execute();
}

/**
 * A store seeded before the moguls and documents existed gets them, picked from its own stories;
 * true when it added any.
 */
export async function ensureMarketHome(db: Kysely<Database>): Promise<boolean> {
  const documents = await db.selectFrom('detail_documents').select('msid').limit(1).execute();
  if (documents.length > 0) return false;
  const articles = await db
    .selectFrom('articles')
    .select(['msid', 'kind', 'title', 'published_at'])
    .execute();
  const seed = buildMarketHomeSeed(
    articles.map((row) => ({ ...row, msid: Number(row.msid) })) as Parameters<typeof buildMarketHomeSeed>[0],
  );
  await db.transaction().execute(async (trx) => {
    await seedMarketHome(trx, seed);
  });
  return true;
}

export async function clearMarketHome(trx: Kysely<Database>): Promise<void> {
  await trx.deleteFrom('market_moguls').execute();
  await trx.deleteFrom('detail_documents').execute();
}

import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import type { Instrument } from './simulation.ts';

// Reads of the market tables. The company directory (a few hundred small rows) is read once and
// kept for a minute per store, so quote answers cost no query; everything else is read per call.

export interface Company {
  id: number;
  name: string;
  shortName: string;
  seoName: string;
  sector: string;
  nseSymbol: string;
  bseCode: number;
  instrument: Instrument;
  searchRank: number | null;
  /** Null: no stock report covers the company (`showsr` "false"). */
  report: { score: number | null; recommendation: string; targetPrice: number } | null;
  livestream: { recommendation: string; expert: string; targetPrice: number } | null;
}

export interface CompanyDirectory {
  companies: readonly Company[];
  byId: ReadonlyMap<number, Company>;
  bySymbol: ReadonlyMap<string, Company>;
  /** Changes whenever the directory is read again, so caches of answers can key on it. */
  version: number;
}

const directoryTtlMs = 60_000;
const directories = new WeakMap<object, { loadedAt: number; directory: Promise<CompanyDirectory> }>();
let versions = 0;

/** The companies, from memory when read in the last minute (edits show within a minute). */
export function loadCompanyDirectory(db: Kysely<Database>): Promise<CompanyDirectory> {
  const cached = directories.get(db);
  const at = performance.now();
  if (cached && at - cached.loadedAt < directoryTtlMs) return cached.directory;
  const directory = readDirectory(db);
  directories.set(db, { loadedAt: at, directory });
  // A failed read is not kept: the next call tries again.
  directory.catch(() => {
    if (directories.get(db)?.directory === directory) directories.delete(db);
  });
  return directory;
}

/** Forgets the kept directory (tests that edit companies). */
export function forgetCompanyDirectory(db: Kysely<Database>): void {
  directories.delete(db);
}

async function readDirectory(db: Kysely<Database>): Promise<CompanyDirectory> {
  const rows = await db.selectFrom('market_companies').selectAll().orderBy('id').execute();
  const companies = rows.map((row): Company => {
    const price = (paise: number | string | null) => (paise === null ? null : Number(paise) / 100);
    const target = price(row.report_target_paise);
    const liveTarget = price(row.livestream_target_paise);
    return {
      id: Number(row.id),
      name: row.name,
      shortName: row.short_name,
      seoName: row.seo_name,
      sector: row.sector,
      nseSymbol: row.nse_symbol,
      bseCode: Number(row.bse_code),
      instrument: {
        id: Number(row.id),
        basePrice: Math.max(0.05, Number(row.base_price_paise) / 100),
        volatilityBp: Number(row.volatility_bp),
      },
      searchRank: row.search_rank === null ? null : Number(row.search_rank),
      report:
        row.report_reco === null || target === null
          ? null
          : {
              score: row.report_score === null ? null : Number(row.report_score),
              recommendation: row.report_reco,
              targetPrice: target,
            },
      livestream:
        row.livestream_reco === null || row.livestream_expert === null || liveTarget === null
          ? null
          : { recommendation: row.livestream_reco, expert: row.livestream_expert, targetPrice: liveTarget },
    };
  });
  const bySymbol = new Map<string, Company>();
  for (const company of companies) {
    bySymbol.set(company.nseSymbol, company);
    bySymbol.set(String(company.bseCode), company);
  }
  versions += 1;
  return {
    companies,
    byId: new Map(companies.map((company) => [company.id, company])),
    bySymbol,
    version: versions,
  };
}

export async function listCoins(db: Kysely<Database>) {
  return db.selectFrom('market_coins').selectAll().orderBy('position').execute();
}

export async function listGoldCities(db: Kysely<Database>) {
  return db.selectFrom('market_gold_cities').selectAll().orderBy('position').execute();
}

export async function findCommodity(db: Kysely<Database>, symbol: string) {
  return db.selectFrom('market_commodities').selectAll().where('symbol', '=', symbol).executeTakeFirst();
}

export async function listFunds(db: Kysely<Database>, category: string | undefined) {
  let query = db.selectFrom('market_funds').selectAll();
  if (category !== undefined) query = query.where('category', '=', category);
  return query.orderBy('position').execute();
}

export async function listFundCategories(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('market_funds')
    .select('category')
    .distinct()
    .orderBy('category')
    .execute();
  return rows.map((row) => row.category);
}

export async function listCollections(db: Kysely<Database>, typeId: number) {
  return db
    .selectFrom('market_screener_collections')
    .selectAll()
    .where('collection_type_id', '=', typeId)
    .orderBy('position')
    .execute();
}

export async function listScreenersOf(db: Kysely<Database>, collectionIds: readonly number[]) {
  if (collectionIds.length === 0) return [];
  return db
    .selectFrom('market_screeners')
    .selectAll()
    .where('collection_id', 'in', [...collectionIds])
    .orderBy('collection_id')
    .orderBy('position')
    .execute();
}

export async function findScreener(db: Kysely<Database>, id: number) {
  return db.selectFrom('market_screeners').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Company ids of screeners, in each screener's order. */
export async function listScreenerMembers(
  db: Kysely<Database>,
  screenerIds: readonly number[],
): Promise<Map<number, number[]>> {
  const members = new Map<number, number[]>();
  if (screenerIds.length === 0) return members;
  const rows = await db
    .selectFrom('market_screener_companies')
    .select(['screener_id', 'company_id'])
    .where('screener_id', 'in', [...screenerIds])
    .orderBy('screener_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = members.get(Number(row.screener_id)) ?? [];
    list.push(Number(row.company_id));
    members.set(Number(row.screener_id), list);
  }
  return members;
}

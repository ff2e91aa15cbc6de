import { formatIst } from '../content/ist-time.ts';
import type { Handler } from '../http/reply.ts';
import { marketJson } from './answers.ts';
import { dayOfDate, type Session, sessionAt } from './calendar.ts';
import { hash32 } from './random.ts';
import { closeOn, type Exchange, quoteAt, round2 } from './simulation.ts';
import { type Company, type CompanyDirectory, loadCompanyDirectory } from './store.ts';

// HM-02 / HM-03 markets widget: the market's indices, computed from the simulated companies. The
// demo has no index provider, so each index is an equal-weighted basket of its members, scaled so
// that it stood at its base level at the close of the base day; it ticks with them in market
// hours and holds outside them, as every quote does.

export interface IndexDefinition {
  indexId: string;
  name: string;
  exchange: Exchange;
  /** Members: the first `members` companies of the index's own order (of `sector` when given). */
  members: number;
  sector?: string;
  /** The level at the base day's close. */
  baseLevel: number;
}

/** Indices in the order a markets widget shows them: the two benchmarks first. */
export const indexDefinitions: readonly IndexDefinition[] = [
  { indexId: 'nifty-50', name: 'Nifty 50', exchange: 'nse', members: 50, baseLevel: 24_000 },
  { indexId: 'sensex', name: 'Sensex', exchange: 'bse', members: 30, baseLevel: 79_000 },
  {
    indexId: 'nifty-bank',
    name: 'Nifty Bank',
    exchange: 'nse',
    members: 12,
    sector: 'Banking',
    baseLevel: 51_500,
  },
  { indexId: 'nifty-it', name: 'Nifty IT', exchange: 'nse', members: 10, sector: 'IT', baseLevel: 38_500 },
];

/** Levels are relative to the close of this trading day (the last session of 2025). */
const baseDay = dayOfDate('2025-12-31');

/**
 * Every index draws on one order of the market (a hash of the company id), so the Sensex's 30 are
 * the first 30 of the Nifty's 50 and a sector index takes that sector's first companies in it:
 * baskets that overlap as the real ones do.
 */
export function membersOf(directory: CompanyDirectory, index: IndexDefinition): Company[] {
  return directory.companies
    .filter((company) => index.sector === undefined || company.sector === index.sector)
    .map((company) => ({ company, rank: hash32(company.id, 2450) }))
    .sort((a, b) => a.rank - b.rank || a.company.id - b.company.id)
    .slice(0, index.members)
    .map((entry) => entry.company);
}

export interface IndexQuote {
  indexId: string;
  name: string;
  exchange: 'NSE' | 'BSE';
  current: number;
  previousClose: number;
  absoluteChange: number;
  percentChange: number;
  constituents: number;
  updatedDateTime: string;
}

/** An index at a session point: its level now and at the previous session's close. */
export function indexAt(directory: CompanyDirectory, index: IndexDefinition, session: Session): IndexQuote {
  const members = membersOf(directory, index);
  let now = 0;
  let before = 0;
  for (const company of members) {
    const base = closeOn(company.instrument, baseDay);
    const quote = quoteAt(company.instrument, index.exchange, session);
    now += quote.ltp / base;
    before += quote.previousClose / base;
  }
  const count = Math.max(1, members.length);
  const current = round2((index.baseLevel * now) / count);
  const previousClose = round2((index.baseLevel * before) / count);
  const absoluteChange = round2(current - previousClose);
  return {
    indexId: index.indexId,
    name: index.name,
    exchange: index.exchange === 'nse' ? 'NSE' : 'BSE',
    current,
    previousClose,
    absoluteChange,
    percentChange: previousClose > 0 ? round2((absoluteChange / previousClose) * 100) : 0,
    constituents: members.length,
    updatedDateTime: formatIst(session.quotedAt),
  };
}

// The indices of the last few (directory, minute) points: the first call of a minute computes
// them (about 100 quotes), the others reuse them.
const kept = new Map<string, IndexQuote[]>();
const maxKept = 8;

function indicesAt(directory: CompanyDirectory, session: Session): IndexQuote[] {
  const key = `${directory.version}:${session.day}:${session.tick}`;
  const found = kept.get(key);
  if (found) return found;
  const quotes = indexDefinitions.map((index) => indexAt(directory, index, session));
  if (kept.size >= maxKept) kept.delete(kept.keys().next().value as string);
  kept.set(key, quotes);
  return quotes;
}

/**
 * `GET /markets/indices` (HM-02, HM-03): Nifty 50, Sensex, Nifty Bank and Nifty IT with their
 * level, the change since the previous close, and the market's status. Takes no parameters.
 */
export const getMarketIndices: Handler = async (context) => {
  const directory = await loadCompanyDirectory(context.db);
  const session = sessionAt(context.now());
  return marketJson({
    marketstatus: session.status,
    updatedDateTime: formatIst(session.quotedAt),
    indices: indicesAt(directory, session),
  });
};

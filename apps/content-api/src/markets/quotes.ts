import { formatIst } from '../content/ist-time.ts';
import type { Session } from './calendar.ts';
import { changeOf, closeSessionsBack, type Exchange, quoteAt, round2 } from './simulation.ts';
import type { Company, CompanyDirectory } from './store.ts';

// Quotes as answers show them, and the whole market ranked for gainers and losers: computed once
// per (directory, exchange, tick, duration) and kept for the few keys in use, so a ranking call
// costs a slice of a sorted array.

export const durations = { '1d': 0, '1w': 5, '1m': 21 } as const;
export type Duration = keyof typeof durations;

/** The spec's market stock row (also a top gainer). */
export interface MarketStockRow {
  companyId: string;
  companyName2: string;
  companyShortName: string;
  seoName: string;
  symbol: string;
  exchange: 'NSE' | 'BSE';
  current: number;
  absoluteChange: number;
  percentChange: number;
  updatedDateTime: string;
  url: string;
}

export function companyPath(company: Company): string {
  return `/${company.seoName}/stocks/companyid-${company.id}.cms`;
}

export function symbolOn(company: Company, exchange: Exchange): string {
  return exchange === 'nse' ? company.nseSymbol : String(company.bseCode);
}

export function stockRow(
  company: Company,
  exchange: Exchange,
  session: Session,
  duration: Duration,
): MarketStockRow {
  const quote = quoteAt(company.instrument, exchange, session);
  const sessions = durations[duration];
  const base =
    sessions === 0 ? quote.previousClose : closeSessionsBack(company.instrument, exchange, session, sessions);
  const { change, percentChange } = changeOf(quote.ltp, base);
  return {
    companyId: String(company.id),
    companyName2: company.name,
    companyShortName: company.shortName,
    seoName: company.seoName,
    symbol: symbolOn(company, exchange),
    exchange: exchange === 'nse' ? 'NSE' : 'BSE',
    current: quote.ltp,
    absoluteChange: change,
    percentChange,
    updatedDateTime: formatIst(quote.quotedAt),
    url: companyPath(company),
  };
}

interface Board {
  /** Rising stocks, biggest rise first. */
  gainers: MarketStockRow[];
  /** Falling stocks, biggest fall first. */
  losers: MarketStockRow[];
}

const boards = new Map<string, Board>();
const maxBoards = 24;

/** The market ranked at this session point. */
export function boardAt(
  directory: CompanyDirectory,
  exchange: Exchange,
  session: Session,
  duration: Duration,
): Board {
  const key = `${directory.version}:${exchange}:${session.day}:${session.tick}:${duration}`;
  const kept = boards.get(key);
  if (kept) return kept;
  const rows = directory.companies.map((company) => stockRow(company, exchange, session, duration));
  const byRise = (a: MarketStockRow, b: MarketStockRow) =>
    b.percentChange - a.percentChange || Number(a.companyId) - Number(b.companyId);
  const gainers = rows.filter((row) => row.percentChange > 0).sort(byRise);
  const losers = rows.filter((row) => row.percentChange < 0).sort((a, b) => byRise(b, a));
  const board = { gainers, losers };
  if (boards.size >= maxBoards) boards.delete(boards.keys().next().value as string);
  boards.set(key, board);
  return board;
}

/** Upside to the analysts' target from the price now, per cent; null without a report. */
export function potentialUpside(company: Company, ltp: number): number | null {
  if (!company.report || ltp <= 0) return null;
  return round2((company.report.targetPrice / ltp - 1) * 100);
}

import { z } from 'zod';
import { formatIst } from '../content/ist-time.ts';
import { mayReadPremium } from '../content/premium-access.ts';
import { notFound } from '../http/http-error.ts';
import { numericId, oneOf, wholeNumber, zeroOrOne } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { contentCaching, type Handler } from '../http/reply.ts';
import { marketBytes, marketJson, percentText, rupeesText } from './answers.ts';
import {
  marketHolidays,
  nextOpening,
  type Session,
  sessionAt,
  ticksPerSession,
  tickTime,
} from './calendar.ts';
import { anyCaseOneOf, exchange, idList } from './params.ts';
import { boardAt, companyPath, type Duration, potentialUpside, stockRow, symbolOn } from './quotes.ts';
import { type Exchange, type Quote, quoteAt } from './simulation.ts';
import { type Company, loadCompanyDirectory } from './store.ts';
import { element, escapeXml } from './xml.ts';

// AB-04 stock widget, AB-12 most searched and market dashboard, HM-04 top gainers, and the market
// stocks XML: quotes of the simulated market (simulation.ts) at the server's clock.

/** Where a Prime reader reads a company's stock report. */
export const stockReportsPath = '/markets/benefits/stockreportsplus';

const feedQuery = z.object({
  companyid: numericId(),
  feedtype: oneOf(['json'] as const).default('json'),
  /** Checked for form only: what the caller's session is decides (see below). */
  primeuser: zeroOrOne().optional(),
});

interface ExchangeQuote {
  ltp: number;
  change: number;
  pchange: number;
  color: 'up' | 'down';
  symbol: string;
  updatetime: string;
  open: number;
  high: number;
  low: number;
  prevclose: number;
}

function exchangeQuote(company: Company, on: Exchange, quote: Quote): ExchangeQuote {
  return {
    ltp: quote.ltp,
    change: quote.change,
    pchange: quote.percentChange,
    color: quote.change >= 0 ? 'up' : 'down',
    symbol: symbolOn(company, on),
    updatetime: formatIst(quote.quotedAt),
    open: quote.open,
    high: quote.high,
    low: quote.low,
    prevclose: quote.previousClose,
  };
}

interface WidgetLine {
  title: string;
  /** Empty while locked (a reader who is not Prime). */
  value: string;
  style: 'positive' | 'negative' | 'neutral';
}

function styleOfCall(call: string): WidgetLine['style'] {
  if (/buy/i.test(call)) return 'positive';
  if (/sell|reduce/i.test(call)) return 'negative';
  return 'neutral';
}

function styleOfNumber(value: number): WidgetLine['style'] {
  return value > 0 ? 'positive' : value < 0 ? 'negative' : 'neutral';
}

/**
 * `GET /feed/stock_company_feed.cms?companyid=&feedtype=json&primeuser=0|1` (AB-04). The score
 * and reco items carry values only for a live Prime session presented as a bearer token (as
 * premium stories, content/premium-access.ts); `primeuser=1` from anyone else is answered as 0.
 */
export const getCompanyFeed: Handler = async (context) => {
  const query = parseQuery(feedQuery, context.query);
  const directory = await loadCompanyDirectory(context.db);
  const company = directory.byId.get(query.companyid);
  if (!company) throw notFound('companyid', `no company ${query.companyid}`);
  const nowMs = context.now();
  const prime = query.primeuser === true && (await mayReadPremium(context.db, context.headers, nowMs));
  const session = sessionAt(nowMs);
  const nse = quoteAt(company.instrument, 'nse', session);
  const bse = quoteAt(company.instrument, 'bse', session);
  const report = company.report;
  const locked = !prime;
  const unlocked = (value: string) => (locked ? '' : value);
  const widget: unknown[] = [];
  if (report) {
    const upside = potentialUpside(company, nse.ltp) ?? 0;
    widget.push(
      {
        type: 'score',
        compname: company.shortName,
        locked,
        list: [
          {
            title: 'Stock Score',
            value: unlocked(report.score === null ? '' : String(report.score)),
            style:
              locked || report.score === null
                ? 'neutral'
                : report.score >= 7
                  ? 'positive'
                  : report.score <= 3
                    ? 'negative'
                    : 'neutral',
          },
        ] satisfies WidgetLine[],
      },
      {
        type: 'reco',
        compname: company.shortName,
        locked,
        list: [
          {
            title: 'Recommendation',
            value: unlocked(report.recommendation),
            style: locked ? 'neutral' : styleOfCall(report.recommendation),
          },
          { title: 'Target Price', value: unlocked(rupeesText(report.targetPrice)), style: 'neutral' },
          {
            title: 'Expected Returns',
            value: unlocked(percentText(upside)),
            style: locked ? 'neutral' : styleOfNumber(upside),
          },
        ] satisfies WidgetLine[],
      },
    );
  }
  if (company.livestream) {
    const live = company.livestream;
    widget.push({
      type: 'livestream-reco',
      compname: company.shortName,
      locked: false,
      list: [
        { title: 'Expert', value: live.expert, style: 'neutral' },
        { title: 'Call', value: live.recommendation, style: styleOfCall(live.recommendation) },
        { title: 'Target Price', value: rupeesText(live.targetPrice), style: 'neutral' },
      ] satisfies WidgetLine[],
    });
  }
  const metrics = (quote: Quote) => [
    { text: 'Open', value: rupeesText(quote.open) },
    { text: 'High', value: rupeesText(quote.high) },
    { text: 'Low', value: rupeesText(quote.low) },
    { text: 'Prev. Close', value: rupeesText(quote.previousClose) },
  ];
  widget.push({ type: 'metrics', compname: company.shortName, nse: metrics(nse), bse: metrics(bse) });
  const body = {
    companyid: String(company.id),
    companyname: company.name,
    companyshortname: company.shortName,
    seoname: company.seoName,
    sector: company.sector,
    marketstatus: session.status,
    primeuser: prime ? 1 : 0,
    nse: exchangeQuote(company, 'nse', nse),
    bse: exchangeQuote(company, 'bse', bse),
    showsr: report ? 'true' : 'false',
    srurl: stockReportsPath,
    stockscore: report && !locked && report.score !== null ? String(report.score) : '',
    surl: companyPath(company),
    widget,
  };
  if (prime) return { kind: 'json', status: 200, body, headers: { 'cache-control': 'private, no-store' } };
  return { kind: 'json', status: 200, body, headers: { ...contentCaching, vary: 'Authorization' } };
};

const rankingQuery = z.object({
  exchange,
  pagesize: wholeNumber(1, 50).default(10),
  sortorder: anyCaseOneOf(['desc', 'asc'] as const).default('desc'),
  duration: anyCaseOneOf(['1d', '1w', '1m'] as const).default('1d'),
});

/**
 * `GET /markets/gainers-losers?exchange=nse|bse&pagesize=&sortorder=desc|asc&duration=1D|1W|1M`
 * (AB-12 market dashboard; HM-04 top gainers at `/markets/top-gainers`, the same call): rising
 * stocks, or falling ones for `sortorder=asc`, over the duration.
 */
export const getGainersLosers: Handler = async (context) => {
  const query = parseQuery(rankingQuery, context.query);
  const directory = await loadCompanyDirectory(context.db);
  const session = sessionAt(context.now());
  const board = boardAt(directory, query.exchange, session, query.duration as Duration);
  const list = query.sortorder === 'asc' ? board.losers : board.gainers;
  return marketJson({
    pagesummary: {
      duration: query.duration,
      exchange: query.exchange.toUpperCase(),
      sortorder: query.sortorder,
      pagesize: query.pagesize,
      totalrecords: list.length,
      marketstatus: session.status,
      updatedDateTime: formatIst(session.quotedAt),
    },
    searchresult: list.slice(0, query.pagesize),
  });
};

const stocksQuery = z.object({ companies: idList(50), exchange });

/**
 * `GET /markets/stocks?companies=id,id[&exchange=nse|bse]`: the spec's market stocks, as XML.
 * Ids the directory does not hold are left out; none found is an empty list.
 */
export const getMarketStocks: Handler = async (context) => {
  const query = parseQuery(stocksQuery, context.query);
  const directory = await loadCompanyDirectory(context.db);
  const session = sessionAt(context.now());
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<marketstocks exchange="${query.exchange.toUpperCase()}" marketstatus="${session.status}" updatedDateTime="${escapeXml(formatIst(session.quotedAt))}">`,
  ];
  for (const id of query.companies) {
    const company = directory.byId.get(id);
    if (!company) continue;
    const row = stockRow(company, query.exchange, session, '1d');
    lines.push(
      '<company>',
      element('companyid', row.companyId),
      element('CompanyName2', company.name),
      `<NSE>${element('companyShortName', company.shortName)}${element('symbol', company.nseSymbol)}</NSE>`,
      `<BSE>${element('companyShortName', company.shortName)}${element('symbol', String(company.bseCode))}</BSE>`,
      '<row>',
      element('companyShortName', row.companyShortName),
      element('seoName', row.seoName),
      element('companyId', row.companyId),
      element('current', row.current.toFixed(2)),
      element('absoluteChange', row.absoluteChange.toFixed(2)),
      element('percentChange', row.percentChange.toFixed(2)),
      element('updatedDateTime', row.updatedDateTime),
      '</row>',
      '</company>',
    );
  }
  lines.push('</marketstocks>');
  return marketBytes(`${lines.join('\n')}\n`, 'application/xml; charset=utf-8');
};

const mostSearchedQuery = z.object({ pagesize: wholeNumber(1, 40).default(25), exchange });

/** `GET /markets/most-searched[?pagesize=1..40][&exchange=]` (AB-12): readers' most searched stocks. */
export const getMostSearched: Handler = async (context) => {
  const query = parseQuery(mostSearchedQuery, context.query);
  const directory = await loadCompanyDirectory(context.db);
  const session = sessionAt(context.now());
  const ranked = directory.companies
    .filter((company) => company.searchRank !== null)
    .sort((a, b) => (a.searchRank as number) - (b.searchRank as number));
  const searchresult = ranked.slice(0, query.pagesize).map((company) => {
    const quote = quoteAt(company.instrument, query.exchange, session);
    return {
      assetShortName: company.shortName,
      assetSeoName: company.seoName,
      assetId: String(company.id),
      assetSymbol: symbolOn(company, query.exchange),
      ltp: quote.ltp,
      netChange: quote.change,
      percentChange: quote.percentChange,
      potentialUpside: potentialUpside(company, quote.ltp),
      unixDateTime: quote.quotedAt,
      url: companyPath(company),
    };
  });
  return marketJson({
    pagesummary: { totalrecords: ranked.length, marketstatus: session.status },
    searchresult,
  });
};

/** `GET /markets/status`: OPEN or CLOSED at the server's clock, with the session's times. */
export const getMarketStatus: Handler = async (context) => {
  const nowMs = context.now();
  const session: Session = sessionAt(nowMs);
  return marketJson({
    marketstatus: session.status,
    sessionDate: formatIst(tickTime(session.day, 0)).slice(0, 10),
    opensAt: formatIst(tickTime(session.day, 0)),
    closesAt: formatIst(tickTime(session.day, ticksPerSession)),
    nextOpen: formatIst(nextOpening(nowMs)),
    updatedDateTime: formatIst(session.quotedAt),
    holidays: marketHolidays,
  });
};

import { z } from 'zod';
import { formatIst } from '../content/ist-time.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { wholeNumber } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import type { Handler } from '../http/reply.ts';
import { marketJson } from './answers.ts';
import { dateOfDay, istDayOf } from './calendar.ts';
import { anyCaseOneOf, symbolList } from './params.ts';
import { hash32 } from './random.ts';
import { coinPriceAt, dailyValue, round2 } from './simulation.ts';
import { findCommodity, listCoins, listFundCategories, listFunds, listGoldCities } from './store.ts';

// AB-12 and AB-20: crypto prices (tables, teaser, dashboard), gold by city and commodity prices,
// mutual-fund lists (the discover carousel); HM-04 top funds.

type CoinRow = Awaited<ReturnType<typeof listCoins>>[number];

function coinAt(row: CoinRow, nowMs: number) {
  const volatility = Number(row.volatility_bp) / 100;
  const { price, percentChange } = coinPriceAt(
    {
      seed: hash32(...[...row.symbol].map((char) => char.charCodeAt(0))),
      basePrice: Number(row.base_price_paise) / 100,
      volatility,
    },
    nowMs,
  );
  return {
    coinName: row.coin_name,
    symbol: row.symbol,
    pageUrl: row.page_url,
    buyLink: row.buy_link,
    price,
    percentChange,
    marketCap: Math.round(price * Number(row.supply_thousands) * 1000),
    updatedDateTime: formatIst(Math.floor(nowMs / 60_000) * 60_000),
  };
}

const statsQuery = z.object({
  statstype: anyCaseOneOf(['marketcap', 'gainers', 'losers'] as const),
  pagesize: wholeNumber(1, 10).default(5),
});

/** `GET /markets/crypto/cryptocurrencystats?statstype=marketcap|gainers|losers&pagesize=1..10`. */
export const getCryptoStats: Handler = async (context) => {
  const query = parseQuery(statsQuery, context.query);
  const nowMs = context.now();
  const coins = (await listCoins(context.db)).map((row) => coinAt(row, nowMs));
  const sorted =
    query.statstype === 'marketcap'
      ? coins.sort((a, b) => b.marketCap - a.marketCap)
      : query.statstype === 'gainers'
        ? coins.filter((coin) => coin.percentChange > 0).sort((a, b) => b.percentChange - a.percentChange)
        : coins.filter((coin) => coin.percentChange < 0).sort((a, b) => a.percentChange - b.percentChange);
  return marketJson({
    statstype: query.statstype,
    pagesize: query.pagesize,
    data: sorted.slice(0, query.pagesize),
  });
};

/** `GET /markets/crypto/editorspick`: the coins the editors follow, in their order. */
export const getCryptoEditorsPick: Handler = async (context) => {
  const nowMs = context.now();
  const rows = (await listCoins(context.db)).filter((row) => Number(row.editors_pick) === 1);
  return marketJson({ data: rows.map((row) => coinAt(row, nowMs)) });
};

const metricsQuery = z.object({ symbol: symbolList(10) });

/** `GET /markets/crypto/cryptocurrencymetrics?symbol=BTC,ETH,…` (up to the ten tracked coins). */
export const getCryptoMetrics: Handler = async (context) => {
  const query = parseQuery(metricsQuery, context.query);
  const nowMs = context.now();
  const rows = new Map((await listCoins(context.db)).map((row) => [row.symbol, row]));
  const unknown = query.symbol.find((symbol) => !rows.has(symbol));
  if (unknown !== undefined) throw badRequest('symbol', `no tracked coin ${unknown}`);
  return marketJson({ data: query.symbol.map((symbol) => coinAt(rows.get(symbol) as CoinRow, nowMs)) });
};

/** 22 carat is 22/24 fine. */
const carat22 = 22 / 24;
/** The national 24-carat rate of one gram at the centre of the simulation, rupees. */
const gold24GramBase = 12_780;

const goldQuery = z.object({ pagesize: wholeNumber(1, 50).default(50) });

/**
 * `GET /markets/gold/cities[?pagesize=]` (AB-20): today's gold rate in each city, 22 and 24
 * carat, for 1 and 8 grams. Rates change once a day (IST).
 */
export const getGoldCities: Handler = async (context) => {
  const query = parseQuery(goldQuery, context.query);
  const day = istDayOf(context.now());
  const national = dailyValue(2401, gold24GramBase, day);
  const cities = await listGoldCities(context.db);
  return marketJson({
    date: dateOfDay(day),
    data: cities.slice(0, query.pagesize).map((city) => {
      const gram24 = Math.round(national * (1 + Number(city.premium_bp) / 10_000));
      const gram22 = Math.round(gram24 * carat22);
      return {
        goldCityName: city.city_name,
        seoName: city.seo_name,
        url: `/markets/${city.seo_name}`,
        spot22cPrice: gram22,
        spot22c8gPrice: gram22 * 8,
        spot24cPrice: gram24,
        spot24c8gPrice: gram24 * 8,
      };
    }),
  });
};

const commodityQuery = z.object({
  symbol: anyCaseOneOf(['gold', 'silver'] as const).default('gold'),
  days: wholeNumber(1, 30).default(7),
});

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * `GET /markets/gold/commodity?symbol=GOLD|SILVER&days=1..30` (AB-20): the last `days` daily spot
 * and futures prices, newest first, and the contract: its units, location and expiry (the 5th of
 * the month after the current one).
 */
export const getCommodity: Handler = async (context) => {
  const query = parseQuery(commodityQuery, context.query);
  const symbol = query.symbol.toUpperCase();
  const row = await findCommodity(context.db, symbol);
  if (!row) throw notFound('symbol', `no commodity ${symbol}`);
  const today = istDayOf(context.now());
  const seed = hash32(...[...symbol].map((char) => char.charCodeAt(0)));
  const base = Number(row.base_spot_paise) / 100;
  const premium = Number(row.future_premium_bp) / 10_000;
  const prices = [];
  for (let back = 0; back < query.days; back++) {
    const spot = round2(dailyValue(seed, base, today - back));
    prices.push({
      date: dateOfDay(today - back),
      spotPrice: spot,
      futurePrice: round2(spot * (1 + premium)),
    });
  }
  const [year, month] = dateOfDay(today).split('-').map(Number) as [number, number];
  const expiryYear = month === 12 ? year + 1 : year;
  const expiryMonth = month === 12 ? 1 : month + 1;
  const expiryDate = `${expiryYear}-${String(expiryMonth).padStart(2, '0')}-05`;
  return marketJson({
    symbol,
    name: row.name,
    prices,
    commodityDetail: {
      spotPricequotationUnit: row.spot_unit,
      priceQuotationUnit: row.price_unit,
      location: row.location,
      displayExpiryDate: `05 ${monthNames[expiryMonth - 1]} ${expiryYear}`,
      expiryDate,
    },
    url: `/commoditysummary/symbol-${symbol}.cms`,
  });
};

const fundQuery = z.object({
  pagesize: wholeNumber(1, 60).default(11),
  category: z.string().max(40, 'must be a fund category').optional(),
  sort: anyCaseOneOf(['r1year', 'position'] as const).default('r1year'),
});

export function fundItem(row: Awaited<ReturnType<typeof listFunds>>[number]) {
  return {
    schemeId: String(row.scheme_id),
    seoName: row.seo_name,
    shortName: row.short_name,
    schemeName: row.scheme_name,
    category: row.category,
    r1Year: Number(row.r1_year_bp) / 100,
    r3Year: Number(row.r3_year_bp) / 100,
    nav: Number(row.nav_paise) / 100,
    url: `/${row.seo_name}/mffactsheet/schemeid-${row.scheme_id}.cms`,
  };
}

/**
 * `GET /markets/mf/screener[?category=&pagesize=1..60&sort=r1year|position]` (AB-12 discover
 * mutual funds, 11 items for slides of 4, 4, 3): schemes, best one-year return first.
 */
export const getFundScreener: Handler = async (context) => {
  const query = parseQuery(fundQuery, context.query);
  const categories = await listFundCategories(context.db);
  const category =
    query.category === undefined
      ? undefined
      : categories.find((c) => c.toLowerCase() === query.category?.toLowerCase());
  if (query.category !== undefined && category === undefined)
    throw badRequest('category', `must be one of ${categories.join(', ')}`);
  const rows = await listFunds(context.db, category);
  if (query.sort === 'r1year')
    rows.sort(
      (a, b) => Number(b.r1_year_bp) - Number(a.r1_year_bp) || Number(a.scheme_id) - Number(b.scheme_id),
    );
  return marketJson({
    categories,
    pagesummary: { totalrecords: rows.length, pagesize: query.pagesize },
    searchresult: rows.slice(0, query.pagesize).map(fundItem),
  });
};

const topFundsQuery = z.object({ pagesize: wholeNumber(1, 20).default(10) });

/** `GET /markets/mf/topfunds[?pagesize=1..20]` (HM-04 top funds strip): best one-year returns. */
export const getTopFunds: Handler = async (context) => {
  const query = parseQuery(topFundsQuery, context.query);
  const rows = await listFunds(context.db, undefined);
  rows.sort(
    (a, b) => Number(b.r1_year_bp) - Number(a.r1_year_bp) || Number(a.scheme_id) - Number(b.scheme_id),
  );
  return marketJson({
    topfunds: rows.slice(0, query.pagesize).map((row) => {
      const item = fundItem(row);
      return {
        schemeId: item.schemeId,
        seoName: item.seoName,
        shortName: item.shortName,
        r1Year: item.r1Year,
        url: item.url,
      };
    }),
  });
};

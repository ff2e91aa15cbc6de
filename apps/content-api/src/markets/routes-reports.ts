import { z } from 'zod';
import { formatIst } from '../content/ist-time.ts';
import { mayReadPremium } from '../content/premium-access.ts';
import { pictureUrl } from '../content/site-paths.ts';
import { badRequest, notFound } from '../http/http-error.ts';
import { trueOrFalse, wholeNumber, zeroOrOne } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { contentCaching, type Handler, type Reply, type RouteContext } from '../http/reply.ts';
import { marketJson, percentText, rupeesText } from './answers.ts';
import { dateOfDay, sessionAt } from './calendar.ts';
import { companyPath, potentialUpside, stockRow } from './quotes.ts';
import { hash32 } from './random.ts';
import { round2 } from './simulation.ts';
import {
  type Company,
  findScreener,
  listCollections,
  listScreenerMembers,
  listScreenersOf,
  loadCompanyDirectory,
} from './store.ts';

// HM-04 stock of the day and stock report plus; AB-12 and HM-03 upside radar (screener
// collections) and the screener-by-id call.

interface ReportItem {
  companyId: string;
  companyName: string;
  companyShortName: string;
  seoName: string;
  url: string;
  current: number;
  /** keyId/value pairs as the spec's stock report item: sr_targetVsCurrent, sr_recText, … */
  data: { keyId: string; value: string }[];
}

/**
 * The stock report's target price and score are Prime, as in the company feed (AB-04); expected
 * returns and the recommendation are open (HM-04 shows them to every reader of the home page).
 */
function reportItem(company: Company, ltp: number, locked: boolean): ReportItem {
  const report = company.report;
  const upside = potentialUpside(company, ltp) ?? 0;
  const prime = (value: string) => (locked ? '' : value);
  return {
    companyId: String(company.id),
    companyName: company.name,
    companyShortName: company.shortName,
    seoName: company.seoName,
    url: companyPath(company),
    current: ltp,
    data: [
      { keyId: 'sr_targetVsCurrent', value: upside.toFixed(2) },
      { keyId: 'sr_recText', value: report?.recommendation ?? '' },
      { keyId: 'sr_targetPrice', value: prime(report ? report.targetPrice.toFixed(2) : '') },
      { keyId: 'sr_avgScore', value: prime(report?.score === null || !report ? '' : String(report.score)) },
    ],
  };
}

function buyRated(company: Company): boolean {
  return company.report !== null && /buy/i.test(company.report.recommendation);
}

const primeQuery = { primeuser: zeroOrOne().optional() };

/** Prime when `primeuser=1` is asked and the caller presents a live Prime session (as the feed). */
async function primeAsked(context: RouteContext, primeuser: boolean | undefined): Promise<boolean> {
  return primeuser === true && (await mayReadPremium(context.db, context.headers, context.now()));
}

/** A Prime reader's answer is theirs alone; the others vary by credentials. */
function reportJson(body: Record<string, unknown>, prime: boolean): Reply {
  const answer = { ...body, primeuser: prime ? 1 : 0 };
  if (prime)
    return { kind: 'json', status: 200, body: answer, headers: { 'cache-control': 'private, no-store' } };
  return { kind: 'json', status: 200, body: answer, headers: { ...contentCaching, vary: 'Authorization' } };
}

const stockOfTheDayQuery = z.object(primeQuery);

/**
 * `GET /markets/stock-of-the-day[?primeuser=0|1]`: one Buy-rated company chosen by the IST date of
 * the session (the same all day on every instance), with its report item.
 */
export const getStockOfTheDay: Handler = async (context) => {
  const query = parseQuery(stockOfTheDayQuery, context.query);
  const prime = await primeAsked(context, query.primeuser);
  const directory = await loadCompanyDirectory(context.db);
  const session = sessionAt(context.now());
  const candidates = directory.companies.filter(buyRated);
  const company = candidates[hash32(session.day, 31) % Math.max(1, candidates.length)];
  if (!company) throw notFound('company', 'no stock report covers any company');
  const row = stockRow(company, 'nse', session, '1d');
  return reportJson(
    {
      date: dateOfDay(session.day),
      marketstatus: session.status,
      stock: {
        ...reportItem(company, row.current, !prime),
        absoluteChange: row.absoluteChange,
        percentChange: row.percentChange,
      },
    },
    prime,
  );
};

const reportsQuery = z.object({ pagesize: wholeNumber(1, 10).default(3), ...primeQuery });

/**
 * `GET /markets/stockreportsplus[?pagesize=1..10][&primeuser=0|1]` (HM-04, 3 rows on the home
 * page): Buy-rated companies with the highest expected returns at the current price.
 */
export const getStockReportsPlus: Handler = async (context) => {
  const query = parseQuery(reportsQuery, context.query);
  const prime = await primeAsked(context, query.primeuser);
  const directory = await loadCompanyDirectory(context.db);
  const session = sessionAt(context.now());
  const ranked = directory.companies
    .filter(buyRated)
    .map((company) => ({ company, ltp: stockRow(company, 'nse', session, '1d').current }))
    .map((entry) => ({ ...entry, upside: potentialUpside(entry.company, entry.ltp) ?? 0 }))
    .sort((a, b) => b.upside - a.upside || a.company.id - b.company.id)
    .slice(0, query.pagesize);
  return reportJson(
    {
      marketstatus: session.status,
      searchresult: ranked.map((entry) => reportItem(entry.company, entry.ltp, !prime)),
    },
    prime,
  );
};

const collectionsQuery = z.object({
  collectiontypeid: wholeNumber(1, 1000),
  screenercount: wholeNumber(1, 10).default(2),
  list: trueOrFalse().default(false),
});

/**
 * `GET /markets/screener/collections?collectiontypeid=10&screenercount=2&list=false` (AB-12,
 * HM-03 upside radar): the collections of that type, each with its first `screenercount`
 * screeners; `list=true` adds each screener's company ids.
 */
export const getScreenerCollections: Handler = async (context) => {
  const query = parseQuery(collectionsQuery, context.query);
  const { db } = context;
  const [directory, collections] = await Promise.all([
    loadCompanyDirectory(db),
    listCollections(db, query.collectiontypeid),
  ]);
  const screeners = await listScreenersOf(
    db,
    collections.map((collection) => Number(collection.id)),
  );
  const members = await listScreenerMembers(
    db,
    screeners.map((screener) => Number(screener.id)),
  );
  const session = sessionAt(context.now());
  const upsideOf = (ids: readonly number[]) => {
    const upsides = ids
      .map((id) => directory.byId.get(id))
      .filter((company): company is Company => company !== undefined)
      .map((company) => potentialUpside(company, stockRow(company, 'nse', session, '1d').current))
      .filter((value): value is number => value !== null);
    return upsides.length === 0 ? 0 : round2(upsides.reduce((sum, value) => sum + value, 0) / upsides.length);
  };
  return marketJson({
    collectiontypeid: query.collectiontypeid,
    collections: collections.map((collection) => ({
      collectionId: String(collection.id),
      collectionName: collection.name,
      collectionSeoName: collection.seo_name,
      listScreenerMaster: screeners
        .filter((screener) => Number(screener.collection_id) === Number(collection.id))
        .slice(0, query.screenercount)
        .map((screener) => {
          const ids = members.get(Number(screener.id)) ?? [];
          return {
            screenerId: String(screener.id),
            name: screener.name,
            seoName: screener.seo_name,
            description: screener.description,
            screenerImageUrl: pictureUrl(context.publicUrl, Number(screener.image_id)),
            potentialUpside: upsideOf(ids),
            resultsCompanyCount: ids.length,
            url: `/markets/upside-radar/${collection.seo_name}/${screener.seo_name}/id-${screener.id}`,
            ...(query.list ? { companyIds: ids.map(String) } : {}),
          };
        }),
    })),
  });
};

/** The body of the screener call; each field bounded, unknown fields ignored. */
const screenerBody = z.object({
  deviceId: z.string().max(64, 'must be at most 64 characters').optional(),
  pageno: z.number({ error: 'must be a whole number from 1 to 100' }).int().min(1).max(100).default(1),
  pagesize: z.number({ error: 'must be a whole number from 1 to 50' }).int().min(1).max(50).default(10),
  screenerId: z.union([z.number().int().min(1).max(2_147_483_647), z.string().regex(/^[1-9]\d{0,9}$/)], {
    error: 'must be a numeric id',
  }),
  viewId: z.union([z.number().int().min(0).max(1_000_000), z.string().regex(/^\d{1,7}$/)]).optional(),
  filterType: z.enum(['', 'sector', 'exchange'], { error: 'must be "", sector or exchange' }).default(''),
  filterValue: z
    .array(z.string().max(40, 'must be a list of up to 20 short texts'), {
      error: 'must be a list of up to 20 short texts',
    })
    .max(20, 'must be a list of up to 20 short texts')
    .default([]),
});

/** Screener bodies are a few hundred bytes. */
const maxScreenerBodyBytes = 4 * 1024;

/**
 * `POST /markets/screener` (JSON: deviceId, pageno, pagesize, screenerId, viewId, filterType,
 * filterValue) (HM-03): the screener's companies as `dataList`, a page at a time.
 */
export const postScreener: Handler = async (context) => {
  const document = await context.json(maxScreenerBodyBytes);
  const parsed = screenerBody.safeParse(document);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(String(issue?.path[0] ?? 'body'), issue?.message ?? 'invalid');
  }
  const body = parsed.data;
  const screenerId = Number(body.screenerId);
  if (screenerId > 2_147_483_647) throw badRequest('screenerId', 'must be a numeric id');
  const screener = await findScreener(context.db, screenerId);
  if (!screener) throw notFound('screenerId', `no screener ${screenerId}`);
  const [directory, members] = await Promise.all([
    loadCompanyDirectory(context.db),
    listScreenerMembers(context.db, [screenerId]),
  ]);
  const exchangeOf =
    body.filterType === 'exchange' && body.filterValue.some((v) => v.toLowerCase() === 'bse') ? 'bse' : 'nse';
  const sectors = new Set(body.filterValue.map((value) => value.toLowerCase()));
  const session = sessionAt(context.now());
  const companies = (members.get(screenerId) ?? [])
    .map((id) => directory.byId.get(id))
    .filter((company): company is Company => company !== undefined)
    .filter((company) => body.filterType !== 'sector' || sectors.has(company.sector.toLowerCase()));
  const start = (body.pageno - 1) * body.pagesize;
  const dataList = companies.slice(start, start + body.pagesize).map((company) => {
    const row = stockRow(company, exchangeOf, session, '1d');
    const upside = potentialUpside(company, row.current);
    return {
      ...row,
      sector: company.sector,
      recommendation: company.report?.recommendation ?? '',
      targetPrice: company.report?.targetPrice ?? null,
      potentialUpside: upside,
      display: {
        current: rupeesText(row.current),
        percentChange: percentText(row.percentChange),
        potentialUpside: upside === null ? '' : percentText(upside),
      },
    };
  });
  return marketJson({
    screenerId: String(screenerId),
    name: screener.name,
    seoName: screener.seo_name,
    description: screener.description,
    marketstatus: session.status,
    updatedDateTime: formatIst(session.quotedAt),
    pagesummary: {
      pageno: body.pageno,
      pagesize: body.pagesize,
      totalrecords: companies.length,
      totalpages: Math.ceil(companies.length / body.pagesize),
    },
    dataList,
  });
};

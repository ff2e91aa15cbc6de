import { z } from '../zod.ts';

// The market answers of the content backend (docs/content-api.md, "Markets"), as the site reads
// them. Every answer is untrusted: names and texts are bounded, numbers must be finite, ids are
// digits, links are checked again where they are rendered. A malformed answer is the widget's
// failure (logged, nothing shown), never a crash.

const text = (max: number) => z.string().max(max);
const id = z.string().regex(/^\d{1,12}$/, 'an id is digits');
const finite = z.number().finite();
/** Times as the backend writes them: ISO 8601 with the IST offset. */
const istTime = z.string().max(40);
const marketStatus = z.enum(['OPEN', 'CLOSED']);
/** A site path or a web address; rendered only after safeHref. */
const link = text(400);

/** The spec's market stock row and top gainer (one company on one exchange). */
export const marketStockRowSchema = z.object({
  companyId: id,
  companyName2: text(200),
  companyShortName: text(120),
  seoName: text(200),
  symbol: text(40),
  exchange: z.enum(['NSE', 'BSE']),
  current: finite,
  absoluteChange: finite,
  percentChange: finite,
  updatedDateTime: istTime,
  url: link,
});
export type MarketStockRow = z.infer<typeof marketStockRowSchema>;

/** Duration of a gainers/losers answer: the spec's `pagesummary.duration` (`1d` is the day). */
export const marketDurationSchema = z.enum(['1d', '1w', '1m']);
export type MarketDuration = z.infer<typeof marketDurationSchema>;

export const gainersLosersAnswerSchema = z.object({
  pagesummary: z.object({
    duration: marketDurationSchema,
    exchange: z.enum(['NSE', 'BSE']),
    sortorder: z.enum(['asc', 'desc']),
    pagesize: z.number().int(),
    totalrecords: z.number().int(),
    marketstatus: marketStatus,
    updatedDateTime: istTime,
  }),
  searchresult: z.array(marketStockRowSchema).max(50),
});
export type GainersLosers = z.infer<typeof gainersLosersAnswerSchema>;

export const mostSearchedAnswerSchema = z.object({
  pagesummary: z.object({ totalrecords: z.number().int(), marketstatus: marketStatus }),
  searchresult: z
    .array(
      z.object({
        assetShortName: text(120),
        assetSeoName: text(200),
        assetId: id,
        assetSymbol: text(40),
        ltp: finite,
        netChange: finite,
        percentChange: finite,
        potentialUpside: finite.nullable(),
        unixDateTime: z.number().int(),
        url: link,
      }),
    )
    .max(40),
});
export type MostSearched = z.infer<typeof mostSearchedAnswerSchema>;
export type MostSearchedStock = MostSearched['searchresult'][number];

const screenerSchema = z.object({
  screenerId: id,
  name: text(120),
  seoName: text(200),
  description: text(300),
  screenerImageUrl: link,
  potentialUpside: finite,
  resultsCompanyCount: z.number().int(),
  url: link,
});
export type Screener = z.infer<typeof screenerSchema>;

export const screenerCollectionsAnswerSchema = z.object({
  collectiontypeid: z.number().int(),
  collections: z
    .array(
      z.object({
        collectionId: id,
        collectionName: text(120),
        collectionSeoName: text(200),
        listScreenerMaster: z.array(screenerSchema).max(10),
      }),
    )
    .max(20),
});
export type ScreenerCollection = z.infer<typeof screenerCollectionsAnswerSchema>['collections'][number];

export const screenerAnswerSchema = z.object({
  screenerId: id,
  name: text(120),
  seoName: text(200),
  description: text(300),
  marketstatus: marketStatus,
  updatedDateTime: istTime,
  pagesummary: z.object({
    pageno: z.number().int(),
    pagesize: z.number().int(),
    totalrecords: z.number().int(),
    totalpages: z.number().int(),
  }),
  dataList: z
    .array(
      marketStockRowSchema.extend({
        sector: text(80),
        recommendation: text(40).nullable(),
        targetPrice: finite.nullable(),
        potentialUpside: finite.nullable(),
      }),
    )
    .max(50),
});
export type ScreenerPage = z.infer<typeof screenerAnswerSchema>;

export const coinSchema = z.object({
  coinName: text(80),
  symbol: z.string().regex(/^[A-Z0-9]{1,10}$/, 'a coin symbol'),
  pageUrl: link,
  buyLink: link.nullable(),
  price: finite,
  percentChange: finite,
  marketCap: finite,
  updatedDateTime: istTime,
});
export type Coin = z.infer<typeof coinSchema>;

export const coinListAnswerSchema = z.object({ data: z.array(coinSchema).max(10) });

export const goldCitiesAnswerSchema = z.object({
  date: text(10),
  data: z
    .array(
      z.object({
        goldCityName: text(80),
        seoName: text(120),
        url: link,
        spot22cPrice: finite,
        spot22c8gPrice: finite,
        spot24cPrice: finite,
        spot24c8gPrice: finite,
      }),
    )
    .max(50),
});
export type GoldCities = z.infer<typeof goldCitiesAnswerSchema>;
export type GoldCity = GoldCities['data'][number];

export const commodityAnswerSchema = z.object({
  symbol: text(20),
  name: text(80),
  prices: z.array(z.object({ date: text(10), spotPrice: finite, futurePrice: finite })).max(30),
  commodityDetail: z.object({
    spotPricequotationUnit: text(40),
    priceQuotationUnit: text(40),
    location: text(80),
    displayExpiryDate: text(20),
    expiryDate: text(10),
  }),
  url: link,
});
export type Commodity = z.infer<typeof commodityAnswerSchema>;

const fundSchema = z.object({
  schemeId: id,
  seoName: text(200),
  shortName: text(120),
  r1Year: finite,
  url: link,
});
export type TopFund = z.infer<typeof fundSchema>;

export const fundScreenerAnswerSchema = z.object({
  categories: z.array(text(60)).max(30),
  pagesummary: z.object({ totalrecords: z.number().int(), pagesize: z.number().int() }),
  searchresult: z
    .array(fundSchema.extend({ schemeName: text(200), category: text(60), r3Year: finite, nav: finite }))
    .max(60),
});
export type FundScreener = z.infer<typeof fundScreenerAnswerSchema>;
export type Fund = FundScreener['searchresult'][number];

export const topFundsAnswerSchema = z.object({ topfunds: z.array(fundSchema).max(20) });

/** The fund factsheet's scheme (`/markets/mf/scheme`). */
export const fundSchemeAnswerSchema = z.object({
  scheme: fundSchema.extend({ schemeName: text(200), category: text(60), r3Year: finite, nav: finite }),
});

/** The spec's stock report item: key/value pairs, of which the site reads the ones named here. */
export const reportItemSchema = z.object({
  companyId: id,
  companyName: text(200),
  companyShortName: text(120),
  seoName: text(200),
  url: link,
  current: finite,
  data: z.array(z.object({ keyId: text(40), value: text(40) })).max(20),
});
export type ReportItem = z.infer<typeof reportItemSchema>;

/** Whether the backend filled a stock report's Prime values (target price, score) for this caller. */
const primeUser = z.union([z.literal(0), z.literal(1)]).default(0);

export const stockOfTheDayAnswerSchema = z.object({
  date: text(10),
  marketstatus: marketStatus,
  primeuser: primeUser,
  stock: reportItemSchema.extend({ absoluteChange: finite, percentChange: finite }),
});
export type StockOfTheDay = z.infer<typeof stockOfTheDayAnswerSchema>;

export const stockReportsPlusAnswerSchema = z.object({
  marketstatus: marketStatus,
  primeuser: primeUser,
  searchresult: z.array(reportItemSchema).max(10),
});
export type StockReportsPlus = z.infer<typeof stockReportsPlusAnswerSchema>;

/** HM-02 / HM-03 markets widget: the indices and the market's status. */
export const indicesAnswerSchema = z.object({
  marketstatus: marketStatus,
  updatedDateTime: istTime,
  indices: z
    .array(
      z.object({
        indexId: z.string().regex(/^[a-z0-9-]{1,40}$/, 'an index id'),
        name: text(60),
        exchange: z.enum(['NSE', 'BSE']),
        current: finite,
        previousClose: finite,
        absoluteChange: finite,
        percentChange: finite,
        updatedDateTime: istTime,
      }),
    )
    .max(12),
});
export type MarketIndices = z.infer<typeof indicesAnswerSchema>;
export type MarketIndex = MarketIndices['indices'][number];

/** HM-04 market moguls: a story with its expert as `authors[0]` (spec §3). */
export const mogulsAnswerSchema = z.object({
  data: z
    .array(
      z.object({
        msid: id,
        title: text(400),
        url: link,
        img: link,
        synopsis: text(1000),
        date: istTime,
        authors: z
          .array(
            z.object({
              title: text(120),
              img: link,
              url: link.nullable(),
              designation: text(120),
              organization: text(120),
            }),
          )
          .min(1)
          .max(10),
      }),
    )
    .max(20),
});
export type MarketMogul = z.infer<typeof mogulsAnswerSchema>['data'][number];

export const marketStatusAnswerSchema = z.object({
  marketstatus: marketStatus,
  sessionDate: text(10),
  opensAt: istTime,
  closesAt: istTime,
  nextOpen: istTime,
  updatedDateTime: istTime,
});
export type MarketStatus = z.infer<typeof marketStatusAnswerSchema>;

const exchangeQuoteSchema = z.object({
  ltp: finite,
  change: finite,
  pchange: finite,
  color: z.enum(['up', 'down']),
  symbol: text(40),
  updatetime: istTime,
  open: finite,
  high: finite,
  low: finite,
  prevclose: finite,
});
export type ExchangeQuote = z.infer<typeof exchangeQuoteSchema>;

const feedListItem = z.object({
  title: text(60),
  value: text(60),
  style: z.enum(['positive', 'negative', 'neutral']).optional(),
});
const metricItem = z.object({ text: text(60), value: text(60) });

/** The company feed's widget items (spec: reco, livestream-reco, score, metrics). */
export const companyFeedItemSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['score', 'reco', 'livestream-reco']),
    compname: text(120),
    locked: z.boolean(),
    list: z.array(feedListItem).max(10),
  }),
  z.object({
    type: z.literal('metrics'),
    compname: text(120),
    nse: z.array(metricItem).max(12),
    bse: z.array(metricItem).max(12),
  }),
]);
export type CompanyFeedItem = z.infer<typeof companyFeedItemSchema>;

export const companyFeedSchema = z.object({
  companyid: id,
  companyname: text(200),
  companyshortname: text(120),
  seoname: text(200),
  sector: text(80),
  marketstatus: marketStatus,
  primeuser: z.union([z.literal(0), z.literal(1)]),
  nse: exchangeQuoteSchema,
  bse: exchangeQuoteSchema,
  showsr: text(10),
  srurl: link,
  stockscore: text(10),
  surl: link,
  // An item of a kind the site does not know is left out, not the whole feed.
  widget: z
    .array(z.unknown())
    .max(20)
    .transform((items) => items.flatMap((item) => companyFeedItemSchema.safeParse(item).data ?? [])),
});
export type CompanyFeed = z.infer<typeof companyFeedSchema>;

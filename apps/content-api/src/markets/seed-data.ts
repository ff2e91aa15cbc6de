import type { Insertable } from 'kysely';
import type { ImageTable } from '../store/schema.ts';
import { hash32, mulberry32 } from './random.ts';
import type {
  MarketCoinTable,
  MarketCommodityTable,
  MarketCompanyTable,
  MarketFundTable,
  MarketGoldCityTable,
  MarketScreenerCollectionTable,
  MarketScreenerCompanyTable,
  MarketScreenerTable,
} from './schema.ts';

// The demo market: 540 listed companies named from parts (a place or virtue and a trade), each
// on NSE and BSE, with stock reports for most; ten coins; gold in fifteen cities; gold and silver
// futures; sixty mutual-fund schemes; the upside radar's screener collections. Generated from
// fixed seeds, so every build of the seed gives the same rows.

export const companyCount = 540;
/** Company ids: 13001, 13012, 13023, … (numeric, spaced like a real directory's). */
export const firstCompanyId = 13_001;
export const companyIdStep = 11;

const prefixes = [
  'Aadhar',
  'Bharat',
  'Chola',
  'Deccan',
  'Ganga',
  'Himalaya',
  'Indus',
  'Kaveri',
  'Konkan',
  'Malabar',
  'Narmada',
  'Pragati',
  'Sahyadri',
  'Shakti',
  'Surya',
  'Vijay',
  'Yamuna',
  'Amrit',
  'Navbharat',
  'Sagar',
  'Kirti',
  'Jyoti',
  'Lakshmi',
  'Vindhya',
  'Saraswati',
  'Godavari',
  'Aravali',
  'Nilgiri',
  'Vaishali',
  'Kalinga',
  'Magadh',
  'Avanti',
  'Rajhans',
  'Suvarna',
  'Tejas',
  'Uday',
  'Prabhat',
  'Mangal',
  'Shubh',
  'Vasundhara',
];

/** Sector, its trades, its volatility range (bp) and whether "Industries" fits its names. */
const sectors: readonly {
  sector: string;
  trades: string[];
  volatility: [number, number];
  industries: boolean;
}[] = [
  {
    sector: 'Banking',
    trades: ['Bank', 'Finance', 'Capital', 'Credit'],
    volatility: [90, 170],
    industries: false,
  },
  {
    sector: 'IT',
    trades: ['Infotech', 'Software', 'Digital', 'Systems'],
    volatility: [110, 220],
    industries: false,
  },
  {
    sector: 'Pharma',
    trades: ['Pharma', 'Lifesciences', 'Healthcare', 'Drugs'],
    volatility: [110, 230],
    industries: true,
  },
  { sector: 'Auto', trades: ['Motors', 'Auto Parts', 'Tyres'], volatility: [120, 240], industries: true },
  { sector: 'Metals', trades: ['Steel', 'Alloys', 'Metals'], volatility: [150, 300], industries: true },
  {
    sector: 'Energy',
    trades: ['Power', 'Energy', 'Solar', 'Petrochem'],
    volatility: [120, 260],
    industries: false,
  },
  {
    sector: 'FMCG',
    trades: ['Foods', 'Consumer', 'Beverages', 'Agro'],
    volatility: [80, 160],
    industries: true,
  },
  {
    sector: 'Infrastructure',
    trades: ['Cement', 'Infra', 'Constructions', 'Realty'],
    volatility: [140, 290],
    industries: false,
  },
  {
    sector: 'Chemicals',
    trades: ['Chemicals', 'Fertilisers', 'Paints'],
    volatility: [120, 250],
    industries: true,
  },
  {
    sector: 'Textiles',
    trades: ['Textiles', 'Fabrics', 'Spinning'],
    volatility: [150, 320],
    industries: true,
  },
  { sector: 'Media', trades: ['Telecom', 'Media', 'Broadcast'], volatility: [140, 300], industries: false },
  {
    sector: 'Logistics',
    trades: ['Logistics', 'Shipping', 'Ports'],
    volatility: [130, 260],
    industries: false,
  },
];

const trades = sectors.flatMap((entry) => entry.trades.map((trade) => ({ trade, entry })));
const experts = ['Sandeep Kulkarni', 'Meera Iyer', 'Rohit Bansal', 'Anita Desai', 'Vikram Sethi'];

export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function recommendationFor(upside: number): string {
  if (upside >= 0.2) return 'Strong Buy';
  if (upside >= 0.08) return 'Buy';
  if (upside >= -0.03) return 'Hold';
  if (upside >= -0.1) return 'Reduce';
  return 'Sell';
}

export function marketCompanyRows(): MarketCompanyTable[] {
  const combos = prefixes.length * trades.length;
  const symbols = new Set<string>();
  const rows: MarketCompanyTable[] = [];
  for (let i = 0; i < companyCount; i++) {
    // A stride coprime with the number of combinations visits each (prefix, trade) once.
    const combo = (i * 619) % combos;
    const prefix = prefixes[combo % prefixes.length] as string;
    const { trade, entry } = trades[Math.floor(combo / prefixes.length)] as (typeof trades)[number];
    const next = mulberry32(hash32(i, 1301));
    const shortName = `${prefix} ${trade}`;
    const suffix =
      entry.industries && next() < 0.35 ? ' Industries Ltd' : next() < 0.2 ? ' India Ltd' : ' Ltd';
    const name = `${shortName}${suffix}`;
    let symbol = `${prefix.slice(0, 4)}${trade.replace(/ /g, '').slice(0, 5)}`.toUpperCase();
    for (let n = 2; symbols.has(symbol); n++) symbol = `${symbol.slice(0, 9)}${n}`;
    symbols.add(symbol);
    const basePrice = Math.exp(Math.log(25) + next() * Math.log(360));
    const [low, high] = entry.volatility;
    const covered = next() < 0.72;
    const upside = -0.18 + next() * 0.55;
    const scored = next() < 0.85;
    const livestream = next() < 0.22;
    const livestreamUp = next() < 0.7;
    rows.push({
      id: firstCompanyId + i * companyIdStep,
      name,
      short_name: shortName,
      seo_name: slugOf(name),
      sector: entry.sector,
      nse_symbol: symbol,
      bse_code: 500_002 + i * 3,
      base_price_paise: Math.round(basePrice * 20) * 5,
      volatility_bp: Math.round(low + next() * (high - low)),
      search_rank: null,
      report_score: covered && scored ? 1 + Math.floor(next() * 10) : null,
      report_reco: covered ? recommendationFor(upside) : null,
      report_target_paise: covered ? Math.round(basePrice * (1 + upside) * 20) * 5 : null,
      livestream_reco: livestream ? (livestreamUp ? 'Buy' : 'Sell') : null,
      livestream_expert: livestream ? (experts[i % experts.length] as string) : null,
      livestream_target_paise: livestream
        ? Math.round(basePrice * (livestreamUp ? 1.12 : 0.9) * 20) * 5
        : null,
    });
  }
  // The most searched: forty companies spread over the directory, ranked 1..40.
  for (let rank = 1; rank <= 40; rank++) {
    const row = rows[(rank * 97) % rows.length] as MarketCompanyTable;
    row.search_rank = rank;
  }
  return rows;
}

const rupees = (amount: number) => Math.round(amount * 100);

export function marketCoinRows(): MarketCoinTable[] {
  const coins: [string, string, number, number, number, boolean][] = [
    // symbol, name, price (₹), supply, volatility (bp), has a buy link
    ['BTC', 'Bitcoin', 8_950_000, 19_950_000, 100, true],
    ['ETH', 'Ethereum', 312_000, 120_700_000, 130, true],
    ['USDT', 'Tether', 88.4, 182_000_000_000, 2, false],
    ['BNB', 'BNB', 81_500, 139_000_000, 120, true],
    ['SOL', 'Solana', 16_200, 545_000_000, 170, true],
    ['XRP', 'XRP', 212, 60_100_000_000, 160, true],
    ['USDC', 'USD Coin', 88.3, 75_000_000_000, 2, false],
    ['ADA', 'Cardano', 61.5, 36_000_000_000, 180, true],
    ['DOGE', 'Dogecoin', 17.2, 151_000_000_000, 220, true],
    ['TRX', 'TRON', 25.4, 94_600_000_000, 110, false],
  ];
  return coins.map(([symbol, coinName, price, supply, volatility, buyable], position) => ({
    symbol,
    coin_name: coinName,
    page_url: `/markets/cryptocurrency/${slugOf(coinName)}`,
    buy_link: buyable ? `https://exchange.ledger-partners.example/buy/${symbol.toLowerCase()}` : null,
    base_price_paise: rupees(price),
    supply_thousands: Math.round(supply / 1000),
    volatility_bp: volatility,
    editors_pick: ['BTC', 'ETH', 'SOL', 'XRP'].includes(symbol) ? 1 : 0,
    position,
  }));
}

export function marketGoldCityRows(): MarketGoldCityTable[] {
  const cities = [
    'Mumbai',
    'Delhi',
    'Chennai',
    'Kolkata',
    'Bengaluru',
    'Hyderabad',
    'Ahmedabad',
    'Pune',
    'Jaipur',
    'Lucknow',
    'Kochi',
    'Chandigarh',
    'Patna',
    'Bhubaneswar',
    'Coimbatore',
  ];
  return cities.map((city, position) => ({
    seo_name: `gold-rate-in-${slugOf(city)}`,
    city_name: city,
    premium_bp: Math.round(mulberry32(hash32(position, 1401))() * 120) - 30,
    position,
  }));
}

export function marketCommodityRows(): MarketCommodityTable[] {
  return [
    {
      symbol: 'GOLD',
      name: 'Gold',
      base_spot_paise: rupees(127_800),
      future_premium_bp: 65,
      spot_unit: '10 Grams',
      price_unit: '10 Grams',
      location: 'Ahmedabad',
    },
    {
      symbol: 'SILVER',
      name: 'Silver',
      base_spot_paise: rupees(152_400),
      future_premium_bp: 90,
      spot_unit: '1 Kg',
      price_unit: '1 Kg',
      location: 'Ahmedabad',
    },
  ];
}

export function marketFundRows(): MarketFundTable[] {
  const houses = [
    'Aadhar',
    'Sagar',
    'Navbharat',
    'Kirti',
    'Tejas',
    'Uday',
    'Prabhat',
    'Suvarna',
    'Avanti',
    'Kalinga',
  ];
  const categories: [string, number, number][] = [
    // category, centre and spread of the one-year return (bp)
    ['Flexi Cap', 1400, 1200],
    ['Large Cap', 1100, 900],
    ['Mid Cap', 2000, 2200],
    ['Small Cap', 2400, 3000],
    ['ELSS Tax Saver', 1500, 1400],
    ['Balanced Advantage', 900, 600],
  ];
  const rows: MarketFundTable[] = [];
  let position = 0;
  for (const [c, [category, centre, spread]] of categories.entries()) {
    for (const [h, house] of houses.entries()) {
      const next = mulberry32(hash32(c, h, 1501));
      const shortName = `${house} ${category} Fund`;
      const schemeName = `${shortName} Direct-Growth`;
      rows.push({
        scheme_id: 15_001 + c * 100 + h * 7,
        short_name: shortName,
        scheme_name: schemeName,
        seo_name: slugOf(schemeName),
        category,
        r1_year_bp: Math.round(centre + (next() - 0.5) * spread),
        r3_year_bp: Math.round(centre * 1.1 + (next() - 0.5) * spread * 0.6),
        nav_paise: Math.round((12 + next() * 240) * 100),
        position: position++,
      });
    }
  }
  return rows;
}

/** Upside-radar pictures: drawn like every other picture from their rows. */
export const screenerImageIds = [100_101, 100_102, 100_103, 100_104, 100_105, 100_106, 100_107, 100_108];

export function screenerImageRows(): Insertable<ImageTable>[] {
  const palettes = ['forest', 'slate', 'harbour', 'dusk', 'sandstone', 'monsoon', 'brick', 'newsprint'];
  return screenerImageIds.map((id, index) => ({
    id,
    width: 320,
    height: 180,
    seed: 92_001 + index,
    palette: palettes[index] as string,
    motif: 'chart',
  }));
}

interface ScreenerPlan {
  name: string;
  description: string;
  pick: (company: MarketCompanyTable, upside: number) => boolean;
}

export interface ScreenerSeed {
  collections: MarketScreenerCollectionTable[];
  screeners: MarketScreenerTable[];
  members: MarketScreenerCompanyTable[];
}

export function marketScreenerRows(companies: readonly MarketCompanyTable[]): ScreenerSeed {
  const upsideOf = (company: MarketCompanyTable) =>
    company.report_target_paise === null ? -1 : company.report_target_paise / company.base_price_paise - 1;
  const plans: [number, string, ScreenerPlan[]][] = [
    [
      10,
      'High Upside Potential',
      [
        {
          name: 'Large caps with 20% upside',
          description: 'Costly stocks analysts see rising a fifth',
          pick: (c, u) => u >= 0.2 && c.base_price_paise >= 100_000,
        },
        {
          name: 'Midcaps analysts love',
          description: 'Buy-rated stocks priced under ₹1,000',
          pick: (c, u) => u >= 0.1 && c.base_price_paise < 100_000,
        },
      ],
    ],
    [
      10,
      'Sector Leaders',
      [
        {
          name: 'Banks with upside',
          description: 'Lenders rated Buy or better',
          pick: (c, u) => c.sector === 'Banking' && u >= 0.05,
        },
        {
          name: 'Tech stocks to watch',
          description: 'IT companies with a positive target',
          pick: (c, u) => c.sector === 'IT' && u > 0,
        },
        {
          name: 'Pharma picks',
          description: 'Drug makers with a positive target',
          pick: (c, u) => c.sector === 'Pharma' && u > 0,
        },
      ],
    ],
    [
      10,
      'Quality Compounders',
      [
        {
          name: 'High stock score',
          description: 'Stock score 8 and above',
          pick: (c) => (c.report_score ?? 0) >= 8,
        },
        {
          name: 'Low volatility winners',
          description: 'Calm stocks with upside',
          pick: (c, u) => c.volatility_bp < 130 && u > 0.05,
        },
      ],
    ],
    [
      11,
      'Experts on Air',
      [
        {
          name: 'Live-stream buys',
          description: 'Bought on the live stream this week',
          pick: (c) => c.livestream_reco === 'Buy',
        },
      ],
    ],
  ];
  const collections: MarketScreenerCollectionTable[] = [];
  const screeners: MarketScreenerTable[] = [];
  const members: MarketScreenerCompanyTable[] = [];
  for (const [c, [typeId, name, list]] of plans.entries()) {
    const collectionId = 2_001 + c;
    collections.push({
      id: collectionId,
      collection_type_id: typeId,
      name,
      seo_name: slugOf(name),
      position: c,
    });
    for (const [s, plan] of list.entries()) {
      const screenerId = 30_101 + screeners.length * 3;
      screeners.push({
        id: screenerId,
        collection_id: collectionId,
        name: plan.name,
        seo_name: slugOf(plan.name),
        description: plan.description,
        image_id: screenerImageIds[screeners.length % screenerImageIds.length] as number,
        position: s,
      });
      const picked = companies
        .filter((company) => plan.pick(company, upsideOf(company)))
        .sort((a, b) => upsideOf(b) - upsideOf(a) || a.id - b.id)
        .slice(0, 30);
      for (const [position, company] of picked.entries())
        members.push({ screener_id: screenerId, company_id: company.id, position });
    }
  }
  return { collections, screeners, members };
}

import type { Random } from '../../random.ts';
import type { Slots } from './template.ts';
import * as words from './vocabulary.ts';

/**
 * The cast of one story: a company, its sector, an analyst, a city... picked once so they stay
 * the same from headline to last paragraph, plus number generators that vary at each use.
 */
export function createStorySlots(random: Random): Slots {
  const sector = random.pick(words.sectors);
  const [company, company2] = random.sample(words.companiesBySector[sector], 2) as [
    string,
    string | undefined,
  ];
  const otherSector = random.pick(words.sectors.filter((each) => each !== sector));
  const [analyst, analyst2] = random.sample(words.analysts, 2) as [string, string];
  const [team, team2] = random.sample(words.iplTeams, 2) as [string, string];
  const number = (min: number, max: number) => () => formatIndian(random.int(min, max));
  const decimal = (min: number, max: number) => () => random.between(min, max).toFixed(1);
  // The story's headline figures are drawn once, so every mention of them agrees.
  const price = random.int(118, 4_850);
  const nifty = random.int(23_400, 26_600);
  return {
    sector,
    company,
    company2: company2 ?? random.pick(words.companiesBySector[otherSector]),
    rival: random.pick(words.companiesBySector[otherSector]),
    bank: random.pick(words.companiesBySector.banking),
    brokerage: random.pick(words.brokerages),
    analyst,
    analyst2,
    executive: random.pick(words.executives),
    executiveTitle: random.pick(words.executiveTitles),
    minister: random.pick(words.ministers),
    ministry: random.pick(words.ministries),
    city: random.pick(words.cities),
    state: random.pick(words.states),
    country: random.pick(words.countries),
    startup: random.pick(words.startups),
    startupField: random.pick(words.startupFields),
    investor: random.pick(words.investors),
    fundHouse: random.pick(words.fundHouses),
    fund: random.pick(words.funds),
    fundCategory: random.pick(words.fundCategories),
    coin: random.pick(words.coins),
    exam: random.pick(words.exams),
    visa: random.pick(words.visas),
    team,
    team2,
    cricketer: random.pick(words.cricketers),
    defenceBody: random.pick(words.defenceBodies),
    defenceKit: random.pick(words.defenceKit),
    luxury: random.pick(words.luxuries),
    weekday: random.pick(words.weekdays),
    month: random.pick(words.months),
    pressure: random.pick(words.marketPressures),
    macro: random.pick(words.macroContexts),
    theme: random.pick(words.themes),
    quarter: 'September',
    move: decimal(0.6, 9.8)(),
    price: formatIndian(price),
    target: formatIndian(Math.round(price * random.between(1.08, 1.45))),
    upside: String(random.int(12, 45)),
    ytd: String(random.int(6, 48)),
    profit: number(120, 9_800)(),
    profitGrowth: String(random.int(6, 48)),
    revenue: number(10_000, 85_000)(),
    revenueGrowth: String(random.int(5, 35)),
    dividend: String(random.int(2, 25)),
    bps: random.pick(['25', '40', '60', '85', '120']),
    niftyClose: formatIndian(nifty),
    sensexClose: formatIndian(Math.round(nifty * random.between(3.26, 3.3))),
    support: formatIndian(Math.round((nifty - random.int(150, 400)) / 50) * 50),
    resistance: formatIndian(Math.round((nifty + random.int(150, 400)) / 50) * 50),
    subscription: decimal(1.6, 92)(),
    listingGain: decimal(2, 38)(),
    issue: number(300, 6_000)(),
    fpiOutflow: number(10_000, 60_000)(),
    capex: number(5_000, 60_000)(),
    investment: number(1_000, 40_000)(),
    dealSize: number(2_000, 70_000)(),
    sip: number(24_000, 31_000)(),
    fundReturn: String(random.int(12, 28)),
    coinMove: decimal(1, 14)(),
    gdp: decimal(5.4, 7.9)(),
    cpi: decimal(2.1, 5.8)(),
    roundSize: `$${random.int(8, 420)}`,
    hiringGrowth: String(random.int(4, 32)),
    seats: String(random.int(38, 140)),
    runs: String(random.int(141, 236)),
    wicketsLost: String(random.int(4, 9)),
    margin: String(random.int(2, 8)),
    // Figures that may differ at each mention.
    year: () => String(random.int(2027, 2031)),
    pct: decimal(0.4, 9.8),
    bigpct: () => String(random.int(11, 48)),
    crore: number(120, 9_800),
    bigcrore: number(10_000, 85_000),
    pts: number(85, 1_150),
    anyPrice: number(118, 4_850),
    anyCoinPrice: number(1_200, 98_000),
    dollars: () => `$${random.int(8, 420)}`,
    crudeDollars: () => `$${random.int(61, 88)}`,
    gold: number(71_500, 79_900),
    rupee: () => `${random.int(83, 86)}.${String(random.int(1, 99)).padStart(2, '0')}`,
    paise: () => String(random.int(3, 41)),
    vix: decimal(11, 19),
    count: () => String(random.int(3, 12)),
    jobs: number(400, 25_000),
    years: () => String(random.int(3, 15)),
    coinPrice: number(1_200, 98_000),
  };
}

/** Indian digit grouping: 12,34,567. */
export function formatIndian(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const sign = value < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return `${sign}${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}`;
}

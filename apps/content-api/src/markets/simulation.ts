import { previousTradingDay, type Session, ticksPerSession, tradingDaysBack } from './calendar.ts';
import { bellFrom, bellOf, hash32, mulberry32, unitOf } from './random.ts';

// The price model. A company's daily close is a closed form of (company, day): three slow waves
// of its own phase and period plus a bounded daily draw, around its base price. A session's
// minutes run from the previous close, through an opening gap, to that day's close along a
// Brownian bridge drawn from (company, day). So any instance, at any time, computes the same
// price for the same (company, moment) without shared state, and history never changes.

export interface Instrument {
  id: number;
  /** Rupees. */
  basePrice: number;
  /** Daily volatility in basis points (100 = 1 %). */
  volatilityBp: number;
}

interface Waves {
  amplitude: [number, number, number];
  period: [number, number, number];
  phase: [number, number, number];
}

const wavesCache = new Map<number, Waves>();

function wavesOf(id: number): Waves {
  let waves = wavesCache.get(id);
  if (waves) return waves;
  const next = mulberry32(hash32(id, 7));
  waves = {
    amplitude: [0.08 + 0.17 * next(), 0.03 + 0.05 * next(), 0.01 + 0.01 * next()],
    period: [250 + 450 * next(), 30 + 90 * next(), 6 + 9 * next()],
    phase: [2 * Math.PI * next(), 2 * Math.PI * next(), 2 * Math.PI * next()],
  };
  if (wavesCache.size > 20_000) wavesCache.clear();
  wavesCache.set(id, waves);
  return waves;
}

/** Prices move in steps of 5 paise, as on the exchanges. */
export function toTickSize(price: number): number {
  return Math.max(0.05, Math.round(price * 20) / 20);
}

function sigma(instrument: Instrument): number {
  return Math.min(Math.max(instrument.volatilityBp, 10), 800) / 10_000;
}

function logCloseOn(instrument: Instrument, day: number): number {
  const waves = wavesOf(instrument.id);
  let log = Math.log(instrument.basePrice);
  for (let i = 0; i < 3; i++) {
    log +=
      (waves.amplitude[i] as number) *
      Math.sin((2 * Math.PI * day) / (waves.period[i] as number) + (waves.phase[i] as number));
  }
  return log + sigma(instrument) * bellOf(instrument.id, day, 1);
}

/** The close of `day` (any day; only trading days are ever shown), NSE, rupees. */
export function closeOn(instrument: Instrument, day: number): number {
  return toTickSize(Math.exp(logCloseOn(instrument, day)));
}

// Minute paths of sessions, kept for the few days in use; at most this many (≈3 KB each).
const maxPaths = 4_000;
const pathCache = new Map<string, Float64Array>();

/**
 * The session of `day` minute by minute (376 prices, 09:15 .. 15:30), NSE, rupees: from the
 * previous close with an opening gap, along a bridge that ends exactly at the day's close.
 */
export function sessionPath(instrument: Instrument, day: number): Float64Array {
  const key = `${instrument.id}:${instrument.basePrice}:${instrument.volatilityBp}:${day}`;
  const cached = pathCache.get(key);
  if (cached) return cached;
  const s = sigma(instrument);
  const previous = closeOn(instrument, previousTradingDay(day));
  const logOpen = Math.log(previous) + 0.35 * s * bellOf(instrument.id, day, 2);
  const logClose = Math.log(closeOn(instrument, day));
  const steps = ticksPerSession;
  const walk = new Float64Array(steps + 1);
  const next = mulberry32(hash32(instrument.id, day, 3));
  for (let k = 1; k <= steps; k++) walk[k] = (walk[k - 1] as number) + bellFrom(next);
  const end = walk[steps] as number;
  const scale = s / Math.sqrt(steps);
  const path = new Float64Array(steps + 1);
  for (let k = 0; k <= steps; k++) {
    const share = k / steps;
    const log = logOpen + (logClose - logOpen) * share + scale * ((walk[k] as number) - share * end);
    path[k] = toTickSize(Math.exp(log));
  }
  path[steps] = closeOn(instrument, day);
  if (pathCache.size >= maxPaths) pathCache.clear();
  pathCache.set(key, path);
  return path;
}

export type Exchange = 'nse' | 'bse';

/** BSE trades a few paise away from NSE: a small spread of (company, day, tick). */
function exchangePrice(instrument: Instrument, exchange: Exchange, day: number, tick: number, nse: number) {
  if (exchange === 'nse') return nse;
  return toTickSize(nse * (1 + 0.0008 * (unitOf(instrument.id, day, tick, 4) - 0.5)));
}

export interface Quote {
  ltp: number;
  /** The previous session's close on the same exchange. */
  previousClose: number;
  open: number;
  high: number;
  low: number;
  change: number;
  /** Per cent, two decimals. */
  percentChange: number;
  /** Epoch ms of the price shown. */
  quotedAt: number;
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The quote at a session point (calendar.ts `sessionAt`). */
export function quoteAt(instrument: Instrument, exchange: Exchange, session: Session): Quote {
  const path = sessionPath(instrument, session.day);
  const tick = Math.min(Math.max(session.tick, 0), ticksPerSession);
  const ltp = exchangePrice(instrument, exchange, session.day, tick, path[tick] as number);
  const previousDay = previousTradingDay(session.day);
  const previousClose = exchangePrice(
    instrument,
    exchange,
    previousDay,
    ticksPerSession,
    closeOn(instrument, previousDay),
  );
  let high = ltp;
  let low = ltp;
  for (let k = 0; k <= tick; k++) {
    const price = path[k] as number;
    if (price > high) high = price;
    if (price < low) low = price;
  }
  const open = exchangePrice(instrument, exchange, session.day, 0, path[0] as number);
  return {
    ltp,
    previousClose,
    open,
    high: Math.max(high, ltp, open),
    low: Math.min(low, ltp, open),
    ...changeOf(ltp, previousClose),
    quotedAt: session.quotedAt,
  };
}

export function changeOf(price: number, base: number): { change: number; percentChange: number } {
  const change = round2(price - base);
  return { change, percentChange: base > 0 ? round2(((price - base) / base) * 100) : 0 };
}

/** The price `sessions` sessions before the session shown (the base of a weekly or monthly change). */
export function closeSessionsBack(
  instrument: Instrument,
  exchange: Exchange,
  session: Session,
  sessions: number,
): number {
  const day = tradingDaysBack(session.day, sessions);
  return exchangePrice(instrument, exchange, day, ticksPerSession, closeOn(instrument, day));
}

/** Daily closes of the last `sessions` trading days up to the session shown, oldest first. */
export function dailyCloses(
  instrument: Instrument,
  exchange: Exchange,
  session: Session,
  sessions: number,
): { day: number; close: number }[] {
  const days: number[] = [];
  let day = session.day;
  for (let i = 0; i < sessions; i++) {
    days.push(day);
    day = previousTradingDay(day);
  }
  days.reverse();
  return days.map((d) => {
    const close =
      d === session.day
        ? quoteAt(instrument, exchange, session).ltp
        : exchangePrice(instrument, exchange, d, ticksPerSession, closeOn(instrument, d));
    return { day: d, close };
  });
}

/** The minute prices of the session shown, up to its current tick. */
export function intradayPrices(instrument: Instrument, exchange: Exchange, session: Session): number[] {
  const path = sessionPath(instrument, session.day);
  const prices: number[] = [];
  for (let k = 0; k <= session.tick; k++)
    prices.push(exchangePrice(instrument, exchange, session.day, k, path[k] as number));
  return prices;
}

// Coins trade all day, every day: the price is a closed form of (coin, minute).

export interface CoinModel {
  seed: number;
  basePrice: number;
  /** Scales every swing: 1 for a typical coin, near 0 for a stable coin. */
  volatility: number;
}

function logCoinAt(coin: CoinModel, minute: number): number {
  const next = mulberry32(hash32(coin.seed, 11));
  const periods = [1440 * (20 + 40 * next()), 1440 * (2 + 5 * next()), 120 + 240 * next()];
  const amplitudes = [0.12 + 0.2 * next(), 0.03 + 0.05 * next(), 0.005 + 0.01 * next()];
  let log = Math.log(coin.basePrice);
  for (let i = 0; i < 3; i++) {
    log +=
      coin.volatility *
      (amplitudes[i] as number) *
      Math.sin((2 * Math.PI * minute) / (periods[i] as number) + 6 * next());
  }
  return log + coin.volatility * 0.002 * bellOf(coin.seed, minute, 12);
}

export function coinPriceAt(coin: CoinModel, epochMs: number): { price: number; percentChange: number } {
  const minute = Math.floor(epochMs / 60_000);
  const price = Math.exp(logCoinAt(coin, minute));
  const dayBefore = Math.exp(logCoinAt(coin, minute - 1440));
  const rounded = price >= 100 ? round2(price) : Math.round(price * 10_000) / 10_000;
  return { price: rounded, percentChange: round2(((price - dayBefore) / dayBefore) * 100) };
}

/** A daily figure (gold, commodity futures): a closed form of (seed, IST day). */
export function dailyValue(seed: number, basePrice: number, day: number): number {
  const next = mulberry32(hash32(seed, 21));
  const slow = (0.06 + 0.04 * next()) * Math.sin((2 * Math.PI * day) / (200 + 200 * next()) + 6 * next());
  const fast = (0.01 + 0.01 * next()) * Math.sin((2 * Math.PI * day) / (10 + 20 * next()) + 6 * next());
  return basePrice * Math.exp(slow + fast + 0.004 * bellOf(seed, day, 22));
}

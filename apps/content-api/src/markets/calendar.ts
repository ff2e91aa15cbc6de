// Indian market hours (NSE and BSE): 09:15 to 15:30 IST, Monday to Friday, except the exchange
// holidays below. Prices tick once a minute in a session and hold at the last close outside it.

export const istOffsetMs = (5 * 60 + 30) * 60_000;
export const dayMs = 86_400_000;
export const tickMs = 60_000;
/** Minutes after IST midnight. */
export const openMinute = 9 * 60 + 15;
export const closeMinute = 15 * 60 + 30;
/** Ticks of a session: tick 0 is 09:15, tick 375 the close at 15:30. */
export const ticksPerSession = closeMinute - openMinute;

/**
 * Exchange holidays of the demo (weekdays the market stays shut), a small documented list;
 * weekends are closed anyway. Add dates here as the exchanges publish them.
 */
export const marketHolidays: readonly string[] = [
  '2025-12-25',
  '2026-01-26',
  '2026-03-03',
  '2026-03-26',
  '2026-04-03',
  '2026-04-14',
  '2026-05-01',
  '2026-10-02',
  '2026-10-20',
  '2026-11-10',
  '2026-11-24',
  '2026-12-25',
];

const holidayDays = new Set(marketHolidays.map((date) => dayOfDate(date)));

/** Days since 1970-01-01 in IST for an epoch time. */
export function istDayOf(epochMs: number): number {
  return Math.floor((epochMs + istOffsetMs) / dayMs);
}

export function dayOfDate(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / dayMs);
}

export function dateOfDay(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

/** 0 Sunday .. 6 Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function isTradingDay(day: number): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !holidayDays.has(day);
}

/** The last trading day before `day` (weekends and holidays skipped). */
export function previousTradingDay(day: number): number {
  let candidate = day - 1;
  while (!isTradingDay(candidate)) candidate -= 1;
  return candidate;
}

/** The trading day `sessions` sessions before `day` (a trading day itself). */
export function tradingDaysBack(day: number, sessions: number): number {
  let candidate = day;
  for (let step = 0; step < sessions; step++) candidate = previousTradingDay(candidate);
  return candidate;
}

/** The first moment of tick `tick` of the session on `day`, epoch ms. */
export function tickTime(day: number, tick: number): number {
  return day * dayMs - istOffsetMs + (openMinute + tick) * tickMs;
}

export type MarketStatus = 'OPEN' | 'CLOSED';

export interface Session {
  status: MarketStatus;
  /** The session prices come from: today's while open or after the close, else the last one. */
  day: number;
  /** The tick shown: the current minute while open, the close (375) otherwise. */
  tick: number;
  /** When the shown price was set, epoch ms. */
  quotedAt: number;
}

/** Where the market stands at `epochMs`. */
export function sessionAt(epochMs: number): Session {
  const day = istDayOf(epochMs);
  const minute = Math.floor((epochMs + istOffsetMs - day * dayMs) / tickMs);
  if (isTradingDay(day) && minute >= openMinute) {
    if (minute < closeMinute) {
      const tick = minute - openMinute;
      return { status: 'OPEN', day, tick, quotedAt: tickTime(day, tick) };
    }
    return { status: 'CLOSED', day, tick: ticksPerSession, quotedAt: tickTime(day, ticksPerSession) };
  }
  const last = previousTradingDay(day);
  return { status: 'CLOSED', day: last, tick: ticksPerSession, quotedAt: tickTime(last, ticksPerSession) };
}

/** The next session's opening after `epochMs`, epoch ms. */
export function nextOpening(epochMs: number): number {
  const session = sessionAt(epochMs);
  let day = istDayOf(epochMs);
  if (session.status === 'OPEN' || epochMs >= tickTime(day, 0) || !isTradingDay(day)) {
    day += 1;
    while (!isTradingDay(day)) day += 1;
  }
  return tickTime(day, 0);
}

import { describe, expect, it } from 'vitest';
import { isTradingDay, istDayOf, nextOpening, sessionAt, ticksPerSession } from './calendar.ts';
import { hash32, mulberry32 } from './random.ts';
import { closeOn, coinPriceAt, dailyCloses, intradayPrices, quoteAt, sessionPath } from './simulation.ts';

const ist = (text: string) => Date.parse(`${text}+05:30`);
const steel = { id: 13_012, basePrice: 812.35, volatilityBp: 180 };

describe('market hours (AB-04, HM-03)', () => {
  it('AB-04 is OPEN from 09:15 to 15:29 IST on a weekday and CLOSED before and after', () => {
    expect(sessionAt(ist('2026-11-19T09:14:59')).status).toBe('CLOSED');
    expect(sessionAt(ist('2026-11-19T09:15:00'))).toMatchObject({ status: 'OPEN', tick: 0 });
    expect(sessionAt(ist('2026-11-19T11:42:30'))).toMatchObject({ status: 'OPEN', tick: 147 });
    expect(sessionAt(ist('2026-11-19T15:29:59'))).toMatchObject({ status: 'OPEN', tick: 374 });
    expect(sessionAt(ist('2026-11-19T15:30:00'))).toMatchObject({ status: 'CLOSED', tick: ticksPerSession });
  });

  it('AB-04 is CLOSED on weekends and listed holidays, showing the last session', () => {
    const friday = istDayOf(ist('2026-11-20T12:00:00'));
    expect(sessionAt(ist('2026-11-21T11:00:00'))).toMatchObject({ status: 'CLOSED', day: friday });
    expect(sessionAt(ist('2026-11-22T11:00:00'))).toMatchObject({ status: 'CLOSED', day: friday });
    // 2026-11-24 (a Tuesday) is in the holiday list: Monday's session shows.
    expect(isTradingDay(istDayOf(ist('2026-11-24T12:00:00')))).toBe(false);
    expect(sessionAt(ist('2026-11-24T11:00:00'))).toMatchObject({
      status: 'CLOSED',
      day: istDayOf(ist('2026-11-23T12:00:00')),
    });
    // Before Monday's opening the market shows Friday's close.
    expect(sessionAt(ist('2026-11-23T08:00:00'))).toMatchObject({ status: 'CLOSED', day: friday });
    expect(nextOpening(ist('2026-11-21T11:00:00'))).toBe(ist('2026-11-23T09:15:00'));
    expect(nextOpening(ist('2026-11-23T16:00:00'))).toBe(ist('2026-11-25T09:15:00'));
  });
});

describe('price simulation (AB-04, AB-12, HM-04)', () => {
  it('mulberry32 and the hash give the same numbers on every run', () => {
    const next = mulberry32(hash32(13_012, 20_000));
    expect([next(), next()]).toEqual([expect.any(Number), expect.any(Number)]);
    const again = mulberry32(hash32(13_012, 20_000));
    const first = again();
    expect(first).toBe(mulberry32(hash32(13_012, 20_000))());
    expect(hash32(1, 2)).not.toBe(hash32(2, 1));
  });

  it('is deterministic per company and date, and differs between companies and days', () => {
    const day = istDayOf(ist('2026-11-19T12:00:00'));
    expect(closeOn(steel, day)).toBe(closeOn({ ...steel }, day));
    expect(Array.from(sessionPath(steel, day))).toEqual(
      Array.from(sessionPath({ ...steel, id: steel.id }, day)),
    );
    expect(closeOn(steel, day)).not.toBe(closeOn({ ...steel, id: 13_023 }, day));
    expect(closeOn(steel, day)).not.toBe(closeOn(steel, day - 1));
    // Plausible: within a band around the base price and never below a tick.
    for (let d = day - 400; d <= day; d++) {
      const close = closeOn(steel, d);
      expect(close).toBeGreaterThan(steel.basePrice * 0.4);
      expect(close).toBeLessThan(steel.basePrice * 2.5);
    }
  });

  it('ticks once a minute while open and ends the session at the day’s close', () => {
    const at = (time: string) => quoteAt(steel, 'nse', sessionAt(ist(time)));
    const day = istDayOf(ist('2026-11-19T12:00:00'));
    expect(at('2026-11-19T11:42:05').ltp).toBe(at('2026-11-19T11:42:55').ltp);
    const path = sessionPath(steel, day);
    expect(path).toHaveLength(ticksPerSession + 1);
    expect(path[ticksPerSession]).toBe(closeOn(steel, day));
    expect(at('2026-11-19T15:30:00').ltp).toBe(closeOn(steel, day));
    const quote = at('2026-11-19T11:42:05');
    expect(quote.previousClose).toBe(closeOn(steel, istDayOf(ist('2026-11-18T12:00:00'))));
    expect(quote.low).toBeLessThanOrEqual(quote.ltp);
    expect(quote.high).toBeGreaterThanOrEqual(quote.ltp);
    expect(quote.quotedAt).toBe(ist('2026-11-19T11:42:00'));
    expect(intradayPrices(steel, 'nse', sessionAt(ist('2026-11-19T11:42:05')))).toHaveLength(148);
  });

  it('holds the last close outside market hours: evening, night, weekend, holiday', () => {
    const close = quoteAt(steel, 'nse', sessionAt(ist('2026-11-20T15:30:00')));
    for (const time of [
      '2026-11-20T18:00:00',
      '2026-11-21T03:00:00',
      '2026-11-22T23:59:00',
      '2026-11-23T09:14:00',
    ]) {
      expect(quoteAt(steel, 'nse', sessionAt(ist(time)))).toEqual(close);
    }
    const bse = quoteAt(steel, 'bse', sessionAt(ist('2026-11-21T10:00:00')));
    expect(bse).toEqual(quoteAt(steel, 'bse', sessionAt(ist('2026-11-20T16:00:00'))));
    expect(Math.abs(bse.ltp - close.ltp) / close.ltp).toBeLessThan(0.001);
  });

  it('keeps a year of daily closes for charts, oldest first, each the stored close of its day', () => {
    const session = sessionAt(ist('2026-11-21T10:00:00'));
    const closes = dailyCloses(steel, 'nse', session, 250);
    expect(closes).toHaveLength(250);
    expect(closes.at(-1)?.day).toBe(session.day);
    for (const [index, entry] of closes.entries()) {
      expect(isTradingDay(entry.day)).toBe(true);
      if (index > 0) expect(entry.day).toBeGreaterThan((closes[index - 1] as { day: number }).day);
      expect(entry.close).toBe(closeOn(steel, entry.day));
    }
  });

  it('moves coins every minute, all week, the same for the same minute', () => {
    const coin = { seed: 42, basePrice: 8_950_000, volatility: 1 };
    const saturday = ist('2026-11-21T10:00:00');
    expect(coinPriceAt(coin, saturday)).toEqual(coinPriceAt(coin, saturday + 59_000));
    expect(coinPriceAt(coin, saturday).price).not.toBe(coinPriceAt(coin, saturday + 60_000).price);
    const stable = coinPriceAt({ seed: 7, basePrice: 88.4, volatility: 0.02 }, saturday);
    expect(Math.abs(stable.price - 88.4)).toBeLessThan(1);
  });
});

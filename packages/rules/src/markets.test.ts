import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MARKET_STATUS,
  MARKET_REFRESH_MS,
  marketStatusOf,
  STOCK_WIDGET_TABS,
  showsStockScore,
} from './markets.ts';

describe('AB-04 / AB-12 market rules', () => {
  it('refreshes prices once a minute, the rate they tick at', () => {
    expect(MARKET_REFRESH_MS).toBe(60_000);
  });

  it('says CLOSED until an answer says exactly OPEN', () => {
    expect(DEFAULT_MARKET_STATUS).toBe('CLOSED');
    expect(marketStatusOf('OPEN')).toBe('OPEN');
    for (const value of ['CLOSED', 'open', ' OPEN', '', null, undefined, 1, { OPEN: true }]) {
      expect(marketStatusOf(value), String(value)).toBe('CLOSED');
    }
  });

  it('AB-04: two tabs; the score only for showsr the string "true"', () => {
    expect(STOCK_WIDGET_TABS).toBe(2);
    expect(showsStockScore('true')).toBe(true);
    for (const value of [true, 'True', 'TRUE', '1', 1, 'false', '', null, undefined]) {
      expect(showsStockScore(value), String(value)).toBe(false);
    }
  });
});

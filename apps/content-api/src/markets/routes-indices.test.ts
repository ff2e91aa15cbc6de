import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { indexDefinitions, membersOf } from './routes-indices.ts';
import { loadCompanyDirectory } from './store.ts';
import { ist, type OpenedStore, storeEngines } from './test-engines.ts';

// HM-02 / HM-03 markets widget: `GET /markets/indices` on SQLite, and on PostgreSQL when
// TEST_DATABASE_URL is set, at fixed clocks.

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field
type Answer = any;

/** A Thursday, mid-session. */
const openTime = ist('2026-11-19T11:42:30');

describe.each(storeEngines)('market indices on $engine (HM-02, HM-03)', ({ open }) => {
  let opened: OpenedStore;
  let api: TestApi;
  let clock = openTime;
  beforeAll(async () => {
    opened = await open();
    api = await startTestApi(opened.store, { now: () => clock, closeStore: false });
  });
  afterAll(async () => {
    await api?.close();
    await opened?.drop();
  });
  const indices = async (at: number): Promise<Answer> => {
    clock = at;
    const response = await api.get('/markets/indices');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    return response.json();
  };

  it('HM-02 answers Nifty 50, Sensex, Nifty Bank and Nifty IT with level, change and the market status', async () => {
    const body = await indices(openTime);
    expect(body.marketstatus).toBe('OPEN');
    expect(body.updatedDateTime).toBe('2026-11-19T11:42:00+05:30');
    expect(body.indices.map((index: Answer) => index.name)).toEqual([
      'Nifty 50',
      'Sensex',
      'Nifty Bank',
      'Nifty IT',
    ]);
    const [nifty, sensex] = body.indices;
    expect(nifty).toMatchObject({ indexId: 'nifty-50', exchange: 'NSE', constituents: 50 });
    expect(sensex).toMatchObject({ indexId: 'sensex', exchange: 'BSE', constituents: 30 });
    for (const index of body.indices) {
      // Within a third of its base level: baskets of simulated companies, not runaway numbers.
      const base = indexDefinitions.find((each) => each.indexId === index.indexId)?.baseLevel ?? 0;
      expect(index.current).toBeGreaterThan(base * 0.66);
      expect(index.current).toBeLessThan(base * 1.5);
      expect(index.absoluteChange).toBeCloseTo(index.current - index.previousClose, 1);
      expect(index.percentChange).toBeCloseTo((index.absoluteChange / index.previousClose) * 100, 1);
      expect(Math.abs(index.percentChange)).toBeLessThan(5);
    }
  });

  it('HM-02 an index is its members: the Sensex’s 30 are the Nifty’s first 30, a sector index its sector’s', async () => {
    const directory = await loadCompanyDirectory(opened.store.db);
    const [niftyDef, sensexDef, bankDef] = indexDefinitions;
    const nifty = membersOf(directory, niftyDef!).map((company) => company.id);
    const sensex = membersOf(directory, sensexDef!).map((company) => company.id);
    expect(new Set(nifty).size).toBe(50);
    expect(sensex).toEqual(nifty.slice(0, 30));
    const bank = membersOf(directory, bankDef!);
    expect(bank).toHaveLength(12);
    expect(bank.every((company) => company.sector === 'Banking')).toBe(true);
  });

  it('HM-02 ticks with the session and holds outside it: a Saturday answers Friday’s close', async () => {
    const morning = await indices(ist('2026-11-20T09:45:00'));
    const afternoon = await indices(ist('2026-11-20T14:45:00'));
    expect(afternoon.indices[0].current).not.toBe(morning.indices[0].current);
    const close = await indices(ist('2026-11-20T15:40:00'));
    const saturday = await indices(ist('2026-11-21T11:00:00'));
    expect(saturday.marketstatus).toBe('CLOSED');
    expect(close.marketstatus).toBe('CLOSED');
    expect(saturday.indices).toEqual(close.indices);
    expect(saturday.updatedDateTime).toBe('2026-11-20T15:30:00+05:30');
    // The next session starts from that close.
    const monday = await indices(ist('2026-11-23T10:00:00'));
    expect(monday.indices[0].previousClose).toBe(close.indices[0].current);
    clock = openTime;
  });

  it('HM-02 gives any instance the same answer at the same moment, and ignores stray parameters', async () => {
    const first = await indices(openTime);
    const other = await startTestApi(opened.store, { now: () => openTime, closeStore: false });
    try {
      const second = (await (await other.get('/markets/indices?exchange=bse&x=%27')).json()) as Answer;
      expect(second).toEqual(first);
    } finally {
      await other.close();
    }
  });
});

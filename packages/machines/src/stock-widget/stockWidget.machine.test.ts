import { MARKET_REFRESH_MS } from '@newsroom/rules/markets';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import {
  STOCK_REFRESH_MS,
  type StockFeedLike,
  type StockWidgetContext,
  type StockWidgetEvent,
  type StockWidgetInput,
  selectStockWidgetView,
  stockWidgetMachine,
} from './stockWidget.machine.ts';

// AB-04 stock widget (spec §4): the first company selected, NSE first, another company's feed
// fetched when it is chosen, status CLOSED until known, prices refreshed every minute while in
// view and OPEN; a failure is logged and the widget keeps what it had.

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Feed extends StockFeedLike {
  companyid: string;
  ltp: number;
}
const feed = (companyid: string, marketstatus: 'OPEN' | 'CLOSED', ltp = 100): Feed => ({
  companyid,
  marketstatus,
  ltp,
});

const COMPANIES = ['13001', '13012', '13023', '13034'];

function start(input: Partial<StockWidgetInput> = {}) {
  const clock = new SimulatedClock();
  const pending: { companyId: string; resolve: (f: unknown) => void; reject: (e: unknown) => void }[] = [];
  const fetchFeed = vi.fn(
    ({ companyId }: { companyId: string }) =>
      new Promise<StockFeedLike>((resolve, reject) => {
        pending.push({ companyId, resolve: resolve as (f: unknown) => void, reject });
      }),
  );
  const logFailure = vi.fn();
  let report: ((visible: boolean) => void) | null = null;
  const machine = stockWidgetMachine.provide({
    actors: {
      fetchFeed: fromPromise(({ input }) => fetchFeed(input)),
      visibilitySource: fromCallback<StockWidgetEvent>(({ sendBack }) => {
        report = (visible) => sendBack({ type: 'VISIBILITY', visible });
        return () => {
          report = null;
        };
      }),
    },
    actions: { logFailure: (_, params) => logFailure(params) },
  });
  const actor = createActor(machine, {
    input: { companies: COMPANIES, initialFeed: feed('13001', 'CLOSED'), ...input },
    clock,
  }).start();
  const view = () => selectStockWidgetView<Feed>(actor.getSnapshot());
  const last = () => pending.at(-1);
  return { actor, clock, view, fetchFeed, logFailure, last, see: (v: boolean) => report?.(v) };
}

describe('AB-04 stockWidgetMachine: company, exchange and More', () => {
  it('starts on the first company and NSE with the page’s feed, fetching nothing', () => {
    const { view, fetchFeed } = start();
    expect(view()).toMatchObject({
      selected: '13001',
      exchange: 'nse',
      status: 'loaded',
      feed: { companyid: '13001' },
      marketStatus: 'CLOSED',
      moreOpen: false,
      updating: false,
    });
    expect(fetchFeed).not.toHaveBeenCalled();
  });

  it('choosing another company fetches its feed: loading, then loaded', async () => {
    const { actor, view, fetchFeed, last } = start();
    actor.send({ type: 'SELECT', companyId: '13012' });
    expect(fetchFeed).toHaveBeenCalledWith({ companyId: '13012' });
    expect(view()).toMatchObject({ selected: '13012', status: 'loading', feed: null });
    last()?.resolve(feed('13012', 'CLOSED', 250));
    await flush();
    expect(view()).toMatchObject({ selected: '13012', status: 'loaded', feed: { ltp: 250 } });
  });

  it('keeps loaded feeds: going back shows the old feed at once while it is fetched again', async () => {
    const { actor, view, fetchFeed, last } = start();
    actor.send({ type: 'SELECT', companyId: '13012' });
    last()?.resolve(feed('13012', 'CLOSED', 250));
    await flush();
    actor.send({ type: 'SELECT', companyId: '13001' });
    expect(fetchFeed).toHaveBeenLastCalledWith({ companyId: '13001' });
    expect(view()).toMatchObject({ status: 'loaded', feed: { companyid: '13001' }, updating: true });
    last()?.resolve(feed('13001', 'CLOSED', 101));
    await flush();
    expect(view()).toMatchObject({ feed: { ltp: 101 }, updating: false });
  });

  it('a fetch overtaken by another choice is dropped, and leaves no company loading', async () => {
    const { actor, view, last, fetchFeed } = start();
    actor.send({ type: 'SELECT', companyId: '13012' });
    const first = last();
    actor.send({ type: 'SELECT', companyId: '13023' });
    first?.resolve(feed('13012', 'OPEN', 999));
    await flush();
    expect(view()).toMatchObject({ selected: '13023', status: 'loading' });
    expect(actor.getSnapshot().context.feeds['13012']).toBeUndefined();
    actor.send({ type: 'SELECT', companyId: '13012' });
    expect(fetchFeed).toHaveBeenLastCalledWith({ companyId: '13012' });
  });

  it('choosing the company shown, or one not in the list, fetches nothing', () => {
    const { actor, view, fetchFeed } = start();
    actor.send({ type: 'SELECT', companyId: '13001' });
    actor.send({ type: 'SELECT', companyId: '99999' });
    actor.send({ type: 'SELECT', companyId: '<script>' });
    expect(fetchFeed).not.toHaveBeenCalled();
    expect(view().selected).toBe('13001');
  });

  it('switches NSE and BSE without a fetch; an unknown exchange changes nothing', () => {
    const { actor, view, fetchFeed } = start();
    actor.send({ type: 'EXCHANGE', exchange: 'bse' });
    expect(view().exchange).toBe('bse');
    actor.send({ type: 'EXCHANGE', exchange: 'nyse' as 'nse' });
    expect(view().exchange).toBe('bse');
    actor.send({ type: 'EXCHANGE', exchange: 'nse' });
    expect(view().exchange).toBe('nse');
    expect(fetchFeed).not.toHaveBeenCalled();
  });

  it('More opens and closes, and a choice closes it', () => {
    const { actor, view } = start();
    actor.send({ type: 'MORE.TOGGLE' });
    expect(view().moreOpen).toBe(true);
    actor.send({ type: 'MORE.TOGGLE' });
    expect(view().moreOpen).toBe(false);
    actor.send({ type: 'MORE.TOGGLE' });
    actor.send({ type: 'MORE.CLOSE' });
    expect(view().moreOpen).toBe(false);
    actor.send({ type: 'MORE.TOGGLE' });
    actor.send({ type: 'SELECT', companyId: '13034' });
    expect(view()).toMatchObject({ moreOpen: false, selected: '13034' });
  });

  it('takes hostile input calmly: ids must be digits, once each; no companies, no fetch', () => {
    const { view } = start({ companies: ['13001', '13001', 'x', 7 as unknown as string, '13012'] });
    expect(view().companies).toEqual(['13001', '13012']);
    const empty = start({ companies: [], initialFeed: null });
    expect(empty.view()).toMatchObject({
      selected: '',
      status: 'loading',
      feed: null,
      marketStatus: 'CLOSED',
    });
    expect(empty.fetchFeed).not.toHaveBeenCalled();
  });

  it('without the page’s feed, fetches the first company at start', () => {
    const { fetchFeed, view } = start({ initialFeed: null });
    expect(fetchFeed).toHaveBeenCalledWith({ companyId: '13001' });
    expect(view().status).toBe('loading');
  });
});

describe('AB-04, issue 27 stockWidgetMachine: opening as the address chose', () => {
  it('the chosen company (its feed with the page), exchange and More: as the page shows them, nothing fetched', () => {
    const { view, fetchFeed } = start({
      selected: '13023',
      exchange: 'bse',
      moreOpen: true,
      initialFeed: feed('13023', 'CLOSED'),
    });
    expect(view()).toMatchObject({ selected: '13023', exchange: 'bse', moreOpen: true, status: 'loaded' });
    expect(view().feed).toMatchObject({ companyid: '13023' });
    expect(fetchFeed).not.toHaveBeenCalled();
  });

  it('a company not in the list, or an odd exchange, opens as a page without a choice', () => {
    const { view } = start({ selected: '99999', exchange: 'lse' as never, moreOpen: 'yes' as never });
    expect(view()).toMatchObject({ selected: COMPANIES[0], exchange: 'nse', moreOpen: false });
  });
});

describe('AB-04 stockWidgetMachine: status and failures', () => {
  it('says CLOSED until a feed says OPEN, and follows the shown feed', async () => {
    const { actor, view, last } = start({ initialFeed: null });
    expect(view().marketStatus).toBe('CLOSED');
    last()?.resolve(feed('13001', 'OPEN'));
    await flush();
    expect(view().marketStatus).toBe('OPEN');
    actor.send({ type: 'SELECT', companyId: '13012' });
    expect(view().marketStatus).toBe('CLOSED');
  });

  it('a failed first fetch logs "Error fetching stock data" and is failed until chosen again', async () => {
    const { actor, view, last, logFailure, fetchFeed } = start();
    actor.send({ type: 'SELECT', companyId: '13012' });
    const error = new Error('502');
    last()?.reject(error);
    await flush();
    expect(view()).toMatchObject({ selected: '13012', status: 'failed', feed: null });
    expect(logFailure).toHaveBeenCalledWith({ companyId: '13012', error });
    actor.send({ type: 'SELECT', companyId: '13001' });
    actor.send({ type: 'SELECT', companyId: '13012' });
    expect(view().status).toBe('loading');
    expect(fetchFeed).toHaveBeenCalledTimes(3);
  });

  it('a failed refresh keeps the feed it had', async () => {
    const { actor, view, last, logFailure } = start();
    actor.send({ type: 'SELECT', companyId: '13012' });
    last()?.resolve(feed('13012', 'CLOSED', 250));
    await flush();
    actor.send({ type: 'SELECT', companyId: '13001' });
    actor.send({ type: 'SELECT', companyId: '13012' });
    last()?.reject(new Error('timeout'));
    await flush();
    expect(view()).toMatchObject({ status: 'loaded', feed: { ltp: 250 }, updating: false });
    expect(logFailure).toHaveBeenCalledTimes(1);
  });

  it('an answer that is not a feed is a failure too', async () => {
    const { actor, view, last, logFailure } = start();
    actor.send({ type: 'SELECT', companyId: '13012' });
    last()?.resolve(null);
    await flush();
    expect(view().status).toBe('failed');
    expect(logFailure).toHaveBeenCalledOnce();
  });
});

describe('AB-04 stockWidgetMachine: refresh every 60 s while visible and OPEN (SimulatedClock)', () => {
  it('uses the shared market interval', () => {
    expect(STOCK_REFRESH_MS).toBe(MARKET_REFRESH_MS);
    expect(STOCK_REFRESH_MS).toBe(60_000);
  });

  it('fetches the shown company again every minute while in view and OPEN', async () => {
    const { clock, see, fetchFeed, last, view } = start({ initialFeed: feed('13001', 'OPEN', 100) });
    see(true);
    expect(view().live).toBe(true);
    clock.increment(STOCK_REFRESH_MS - 1);
    expect(fetchFeed).not.toHaveBeenCalled();
    clock.increment(1);
    expect(fetchFeed).toHaveBeenCalledWith({ companyId: '13001' });
    expect(view()).toMatchObject({ status: 'loaded', updating: true });
    last()?.resolve(feed('13001', 'OPEN', 104.5));
    await flush();
    expect(view().feed?.ltp).toBe(104.5);
    clock.increment(STOCK_REFRESH_MS);
    expect(fetchFeed).toHaveBeenCalledTimes(2);
  });

  it('does not refresh out of view, nor while the market is CLOSED', async () => {
    const hidden = start({ initialFeed: feed('13001', 'OPEN') });
    hidden.clock.increment(STOCK_REFRESH_MS * 3);
    expect(hidden.fetchFeed).not.toHaveBeenCalled();

    const closed = start({ initialFeed: feed('13001', 'CLOSED') });
    closed.see(true);
    closed.clock.increment(STOCK_REFRESH_MS * 3);
    expect(closed.fetchFeed).not.toHaveBeenCalled();
    expect(closed.view().live).toBe(false);
  });

  it('stops when scrolled away, and waits a full minute once back', () => {
    const { clock, see, fetchFeed } = start({ initialFeed: feed('13001', 'OPEN') });
    see(true);
    clock.increment(STOCK_REFRESH_MS - 100);
    see(false);
    clock.increment(STOCK_REFRESH_MS * 2);
    expect(fetchFeed).not.toHaveBeenCalled();
    see(true);
    clock.increment(STOCK_REFRESH_MS - 1);
    expect(fetchFeed).not.toHaveBeenCalled();
    clock.increment(1);
    expect(fetchFeed).toHaveBeenCalledOnce();
  });

  it('stops refreshing when the market closes', async () => {
    const { clock, see, fetchFeed, last } = start({ initialFeed: feed('13001', 'OPEN') });
    see(true);
    clock.increment(STOCK_REFRESH_MS);
    last()?.resolve(feed('13001', 'CLOSED'));
    await flush();
    clock.increment(STOCK_REFRESH_MS * 3);
    expect(fetchFeed).toHaveBeenCalledOnce();
  });
});

describe('AB-04 stockWidgetMachine: model-based (xstate/graph)', () => {
  const ev = (type: string, extra: object = {}) => ({ type, ...extra }) as unknown as StockWidgetEvent;
  const REFRESH = 'xstate.after.MARKET_REFRESH.stockWidget.feed.waiting';
  const EVENTS: StockWidgetEvent[] = [
    ev('SELECT', { companyId: '13001' }),
    ev('SELECT', { companyId: '13012' }),
    ev('SELECT', { companyId: '13023' }),
    ev('EXCHANGE', { exchange: 'bse' }),
    ev('EXCHANGE', { exchange: 'nse' }),
    ev('MORE.TOGGLE'),
    ev('MORE.CLOSE'),
    ev('VISIBILITY', { visible: true }),
    ev('VISIBILITY', { visible: false }),
    ev('xstate.done.actor.fetchFeed', { output: feed('any', 'OPEN') }),
    ev('xstate.done.actor.fetchFeed', { output: feed('any', 'CLOSED') }),
    ev('xstate.error.actor.fetchFeed', { error: new Error('502') }),
    ev(REFRESH),
  ];
  const input: StockWidgetInput = { companies: COMPANIES.slice(0, 3), initialFeed: feed('13001', 'CLOSED') };
  // The selected company's own situation, not the whole map of feeds: small enough to walk.
  const key = (value: unknown, c: StockWidgetContext) => {
    const entry = c.feeds[c.selected];
    const market = entry?.feed ? String(entry.feed.marketstatus) : '-';
    return `${JSON.stringify(value)} ${c.selected} ${c.exchange} v${+c.visible} ${entry?.status ?? 'none'} ${market}`;
  };
  const edges = adjacencyMapToArray(
    getAdjacencyMap(stockWidgetMachine, {
      events: EVENTS,
      input,
      serializeState: (s) => key(s.value, s.context),
    }),
  );

  it('reaches every feed state, both More states, both exchanges and every company', () => {
    const seen = new Set(edges.map(({ nextState: s }) => selectStockWidgetView(s)));
    const values = new Set(edges.map(({ nextState: s }) => JSON.stringify(s.value)));
    expect([...values].sort()).toEqual(
      [
        { feed: 'fetching', more: 'closed' },
        { feed: 'fetching', more: 'open' },
        { feed: 'idle', more: 'closed' },
        { feed: 'idle', more: 'open' },
        { feed: 'waiting', more: 'closed' },
        { feed: 'waiting', more: 'open' },
      ]
        .map((v) => JSON.stringify(v))
        .sort(),
    );
    const views = [...seen];
    expect(new Set(views.map((v) => v.status))).toEqual(new Set(['loading', 'loaded', 'failed']));
    expect(new Set(views.map((v) => v.exchange))).toEqual(new Set(['nse', 'bse']));
    expect(new Set(views.map((v) => v.selected))).toEqual(new Set(input.companies));
    expect(new Set(views.map((v) => v.marketStatus))).toEqual(new Set(['OPEN', 'CLOSED']));
  });

  it('on every edge: between fetches, a refresh is due exactly when in view with an OPEN feed; a choice closes More', () => {
    for (const { event, nextState } of edges) {
      const view = selectStockWidgetView(nextState);
      const { feed: region } = nextState.value as { feed: string };
      // Between fetches, the next one is due exactly when in view with an OPEN feed.
      if (region !== 'fetching')
        expect(region === 'waiting').toBe(
          nextState.context.visible && view.status === 'loaded' && view.marketStatus === 'OPEN',
        );
      if (event.type === 'SELECT') expect(view.moreOpen).toBe(false);
      // Status CLOSED whenever no feed is shown.
      if (!view.feed) expect(view.marketStatus).toBe('CLOSED');
    }
  });

  const paths = getShortestPaths(stockWidgetMachine, {
    events: EVENTS,
    input,
    serializeState: (s) => key(s.value, s.context),
  });
  const reached = new Set<string>();
  it.each(
    paths.map(
      (path) =>
        [
          path.steps
            .map((step) => step.event.type.replace(/^xstate\.(\w+)\.(?:actor\.)?(\w+).*$/, '$1 $2'))
            .join(' → ') || 'start',
          path,
        ] as const,
    ),
  )('replays %s', async (_, path) => {
    const run = start(input);
    for (const step of path.steps) {
      const event = step.event as { type: string; output?: unknown; error?: unknown; visible?: boolean };
      if (event.type === REFRESH) run.clock.increment(STOCK_REFRESH_MS);
      else if (event.type === 'xstate.done.actor.fetchFeed') run.last()?.resolve(event.output);
      else if (event.type === 'xstate.error.actor.fetchFeed') run.last()?.reject(event.error);
      else if (event.type === 'VISIBILITY') run.see(event.visible === true);
      else run.actor.send(event as StockWidgetEvent);
      await flush();
      expect(key(run.actor.getSnapshot().value, run.actor.getSnapshot().context)).toBe(
        key(step.state.value, step.state.context),
      );
      reached.add(JSON.stringify(run.actor.getSnapshot().value));
    }
  });

  it('the replayed paths reached every state', () => {
    expect(reached.size).toBe(6);
  });
});

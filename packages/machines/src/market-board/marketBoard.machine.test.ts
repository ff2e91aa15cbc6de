import { MARKET_REFRESH_MS } from '@newsroom/rules/markets';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap } from 'xstate/graph';
import {
  type FetchedView,
  type MarketBoardContext,
  type MarketBoardEvent,
  marketBoardMachine,
  selectMarketBoard,
} from './marketBoard.machine.ts';

// AB-12 market widgets (spec §4): a toggle fetches the chosen view's new numbers; prices refresh
// every 60 s while in view and the market is open (MARKET_REFRESH_MS), never otherwise.

interface Pending {
  view: string;
  resolve: (value: FetchedView) => void;
  reject: (error: Error) => void;
}

function start(options: { open?: boolean; visible?: boolean } = {}) {
  const clock = new SimulatedClock();
  const asked: Pending[] = [];
  const machine = marketBoardMachine.provide({
    actors: {
      fetchView: fromPromise<FetchedView, { view: string }>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            asked.push({ view: input.view, resolve, reject });
          }),
      ),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { view: 'nse:gainers', answer: 'server', open: options.open ?? true, visible: options.visible },
  }).start();
  const view = () => selectMarketBoard<string>(actor.getSnapshot());
  const settle = async (status: 'idle' | 'failed' = 'idle') =>
    waitFor(actor, (s) => selectMarketBoard(s).status === status);
  return { actor, clock, asked, view, settle };
}

describe('AB-12 marketBoardMachine: choosing a view', () => {
  it('starts idle on the server-rendered answer, asking nothing', () => {
    const { view, asked } = start();
    expect(view()).toEqual({
      view: 'nse:gainers',
      shown: 'nse:gainers',
      answer: 'server',
      status: 'idle',
      live: false,
    });
    expect(asked).toHaveLength(0);
  });

  it('a new view is fetched; the old numbers stay on screen until the new ones come', async () => {
    const { actor, view, asked, settle } = start();
    actor.send({ type: 'SELECT', view: 'bse:gainers' });
    expect(view()).toMatchObject({
      view: 'bse:gainers',
      shown: 'nse:gainers',
      answer: 'server',
      status: 'loading',
    });
    expect(asked.map((a) => a.view)).toEqual(['bse:gainers']);
    asked[0]!.resolve({ answer: 'bse', open: true });
    await settle();
    expect(view()).toMatchObject({ view: 'bse:gainers', shown: 'bse:gainers', answer: 'bse' });
  });

  it('back to a view seen before: its numbers show at once and are fetched anew', async () => {
    const { actor, view, asked, settle } = start();
    actor.send({ type: 'SELECT', view: 'bse:gainers' });
    asked[0]!.resolve({ answer: 'bse', open: true });
    await settle();
    actor.send({ type: 'SELECT', view: 'nse:gainers' });
    expect(view()).toMatchObject({ shown: 'nse:gainers', answer: 'server', status: 'loading' });
    asked[1]!.resolve({ answer: 'nse new', open: true });
    await settle();
    expect(view().answer).toBe('nse new');
  });

  it('choosing the view already shown asks nothing', () => {
    const { actor, asked, view } = start();
    actor.send({ type: 'SELECT', view: 'nse:gainers' });
    expect(asked).toHaveLength(0);
    expect(view().status).toBe('idle');
  });

  it('a later choice wins over an earlier answer still on its way', async () => {
    const { actor, view, asked, settle } = start();
    actor.send({ type: 'SELECT', view: 'bse:gainers' });
    actor.send({ type: 'SELECT', view: 'bse:losers' });
    asked[0]!.resolve({ answer: 'late bse gainers', open: true });
    asked[1]!.resolve({ answer: 'bse losers', open: true });
    await settle();
    expect(view()).toMatchObject({ view: 'bse:losers', answer: 'bse losers' });
    expect(actor.getSnapshot().context.answers['bse:gainers']).toBeUndefined();
  });

  it('a failed fetch is `failed` with the old numbers kept; RETRY asks again', async () => {
    const { actor, view, asked, settle } = start();
    actor.send({ type: 'SELECT', view: 'bse:gainers' });
    asked[0]!.reject(new Error('502'));
    await settle('failed');
    expect(view()).toMatchObject({ status: 'failed', answer: 'server', view: 'bse:gainers' });
    actor.send({ type: 'RETRY' });
    expect(asked.map((a) => a.view)).toEqual(['bse:gainers', 'bse:gainers']);
    asked[1]!.resolve({ answer: 'bse', open: true });
    await settle();
    expect(view().answer).toBe('bse');
  });

  it('the placeholder fetch fails instead of hanging', async () => {
    const actor = createActor(marketBoardMachine, { input: { view: 'a', answer: 1, open: false } }).start();
    actor.send({ type: 'SELECT', view: 'b' });
    await waitFor(actor, (s) => s.hasTag('failed'));
  });
});

describe('AB-12 marketBoardMachine: refresh every 60 s while visible and open (SimulatedClock)', () => {
  it('in view and open: the shown view is asked again after exactly MARKET_REFRESH_MS, and again', async () => {
    const { actor, clock, asked, view, settle } = start({ visible: true });
    expect(view().live).toBe(true);
    clock.increment(MARKET_REFRESH_MS - 1);
    expect(asked).toHaveLength(0);
    clock.increment(1);
    expect(view().status).toBe('refreshing');
    expect(asked.map((a) => a.view)).toEqual(['nse:gainers']);
    asked[0]!.resolve({ answer: 'tick 1', open: true });
    await settle();
    expect(view().answer).toBe('tick 1');
    clock.increment(MARKET_REFRESH_MS);
    expect(asked).toHaveLength(2);
    expect(actor.getSnapshot().hasTag('live')).toBe(true);
  });

  it('never while out of view; starts when it comes into view, stops when it leaves', () => {
    const { actor, clock, asked } = start({ visible: false });
    clock.increment(MARKET_REFRESH_MS * 3);
    expect(asked).toHaveLength(0);
    actor.send({ type: 'VISIBILITY', visible: true });
    clock.increment(MARKET_REFRESH_MS);
    expect(asked).toHaveLength(1);
    actor.send({ type: 'VISIBILITY', visible: false });
    clock.increment(MARKET_REFRESH_MS * 3);
    expect(asked).toHaveLength(1);
  });

  it('never while the market is closed', () => {
    const { clock, asked, view } = start({ open: false, visible: true });
    clock.increment(MARKET_REFRESH_MS * 5);
    expect(asked).toHaveLength(0);
    expect(view().live).toBe(false);
  });

  it('stops by itself when an answer says the market has closed', async () => {
    const { clock, asked, view, settle } = start({ visible: true });
    clock.increment(MARKET_REFRESH_MS);
    asked[0]!.resolve({ answer: 'close', open: false });
    await settle();
    expect(view()).toMatchObject({ answer: 'close', live: false });
    clock.increment(MARKET_REFRESH_MS * 3);
    expect(asked).toHaveLength(1);
  });

  it('a failed refresh keeps the numbers and tries again the next minute', async () => {
    const { clock, asked, view, settle } = start({ visible: true });
    clock.increment(MARKET_REFRESH_MS);
    asked[0]!.reject(new Error('timeout'));
    await settle();
    expect(view()).toMatchObject({ status: 'idle', answer: 'server' });
    clock.increment(MARKET_REFRESH_MS);
    expect(asked).toHaveLength(2);
  });
});

describe('AB-12 marketBoardMachine: model-based (xstate/graph)', () => {
  const done = (answer: string, open: boolean) => ({
    type: 'xstate.done.actor.fetchView',
    output: { answer, open },
  });
  const EVENTS = [
    { type: 'SELECT', view: 'nse:gainers' },
    { type: 'SELECT', view: 'bse:gainers' },
    { type: 'RETRY' },
    { type: 'REFRESH' },
    { type: 'VISIBILITY', visible: true },
    { type: 'VISIBILITY', visible: false },
    done('fresh', true),
    done('closing', false),
    { type: 'xstate.error.actor.fetchView', error: new Error('x') },
  ] as unknown as MarketBoardEvent[];
  const key = (value: unknown, c: MarketBoardContext) =>
    `${JSON.stringify(value)} ${c.view}/${c.shown} o${+c.open} v${+c.visible} n${Object.keys(c.answers).length}`;
  const edges = adjacencyMapToArray(
    getAdjacencyMap(marketBoardMachine, {
      events: EVENTS,
      input: { view: 'nse:gainers', answer: 'server', open: true },
      serializeState: (s) => key(s.value, s.context),
    }),
  );

  it('reaches every data state with the refresh on and off', () => {
    const reached = new Set(
      edges.map((e) => {
        const v = e.nextState.value as { data: string; refresh: string };
        return `${v.data}/${v.refresh}`;
      }),
    );
    for (const data of ['idle', 'loading', 'refreshing', 'failed']) {
      for (const refresh of ['off', 'live'])
        expect(reached, `${data}/${refresh}`).toContain(`${data}/${refresh}`);
    }
  });

  it('on every edge: live exactly when visible and open; the shown view has an answer; a choice fetches', () => {
    for (const { state, event, nextState } of edges) {
      const c = nextState.context;
      expect(nextState.hasTag('live')).toBe(c.visible && c.open);
      expect(Object.hasOwn(c.answers, c.shown)).toBe(true);
      if (event.type === 'SELECT' && event.view !== state.context.view) {
        expect(nextState.hasTag('loading')).toBe(true);
        expect(c.view).toBe(event.view);
      }
      if (nextState.hasTag('idle') && !state.hasTag('refreshing') && !state.hasTag('idle')) {
        expect(c.shown).toBe(c.view);
      }
      const tags = ['idle', 'loading', 'refreshing', 'failed'].filter((t) => nextState.hasTag(t));
      expect(tags).toHaveLength(1);
    }
  });
});

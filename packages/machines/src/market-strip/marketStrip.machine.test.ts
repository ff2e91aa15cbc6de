import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap } from 'xstate/graph';
import {
  MARKET_STRIP_ROTATE_MS,
  type MarketStripContext,
  type MarketStripEvent,
  type MarketStripInput,
  marketStripMachine,
  selectMarketStripView,
} from './marketStrip.machine.ts';

// HM-04 top gainers and top funds strips (spec §4, §9): one item at a time every 6000 ms while
// visible; `loading...` until the data arrives.

function start(input: MarketStripInput, load?: () => Promise<readonly unknown[]>) {
  const clock = new SimulatedClock();
  const failures: string[] = [];
  let report: ((visible: boolean) => void) | null = null;
  const machine = marketStripMachine.provide({
    actors: {
      visibilitySource: fromCallback<MarketStripEvent>(({ sendBack }) => {
        report = (visible) => sendBack({ type: 'VISIBILITY', visible });
        return () => {
          report = null;
        };
      }),
      ...(load ? { loadItems: fromPromise(load) } : {}),
    },
    actions: { reportFailure: (_, params) => failures.push(params.reason) },
  });
  const actor = createActor(machine, { input, clock }).start();
  const view = () => selectMarketStripView(actor.getSnapshot());
  const see = (visible: boolean) => report?.(visible);
  return { actor, clock, view, see, failures };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const GAINERS = ['Kaveri Steel', 'Konark Bank', 'Indus Infotech'];

describe('HM-04 marketStripMachine: rotation every 6000 ms while visible (SimulatedClock)', () => {
  it('the rotation interval is the spec’s 6000 ms', () => {
    expect(MARKET_STRIP_ROTATE_MS).toBe(6000);
  });

  it('starts on the first item, still while not in view, however long', () => {
    const { clock, view } = start({ items: GAINERS });
    expect(view()).toEqual({ phase: 'still', index: 0, count: 3, animate: true });
    clock.increment(MARKET_STRIP_ROTATE_MS * 5);
    expect(view().index).toBe(0);
  });

  it('moves one item every 6000 ms while in view, back to the first after the last', () => {
    const { clock, view, see } = start({ items: GAINERS });
    see(true);
    expect(view().phase).toBe('playing');
    clock.increment(MARKET_STRIP_ROTATE_MS - 1);
    expect(view().index).toBe(0);
    clock.increment(1);
    expect(view().index).toBe(1);
    clock.increment(MARKET_STRIP_ROTATE_MS);
    expect(view().index).toBe(2);
    clock.increment(MARKET_STRIP_ROTATE_MS);
    expect(view().index).toBe(0);
  });

  it('holds when scrolled away and gives a full 6 s once back', () => {
    const { clock, view, see } = start({ items: GAINERS, visible: true });
    clock.increment(MARKET_STRIP_ROTATE_MS + 100);
    expect(view().index).toBe(1);
    see(false);
    clock.increment(MARKET_STRIP_ROTATE_MS * 4);
    expect(view()).toMatchObject({ phase: 'still', index: 1 });
    see(true);
    clock.increment(MARKET_STRIP_ROTATE_MS - 1);
    expect(view().index).toBe(1);
    clock.increment(1);
    expect(view().index).toBe(2);
  });

  it('holds while pointed at or focused, until both end', () => {
    const { actor, clock, view } = start({ items: GAINERS, visible: true });
    actor.send({ type: 'PAUSE', by: 'hover' });
    actor.send({ type: 'PAUSE', by: 'focus' });
    actor.send({ type: 'RESUME', by: 'hover' });
    clock.increment(MARKET_STRIP_ROTATE_MS * 3);
    expect(view()).toMatchObject({ phase: 'still', index: 0 });
    actor.send({ type: 'RESUME', by: 'focus' });
    clock.increment(MARKET_STRIP_ROTATE_MS);
    expect(view()).toMatchObject({ phase: 'playing', index: 1 });
  });

  it('under reduced motion never moves by itself, and moves by a jump; the buttons still step', () => {
    const { actor, clock, view } = start({ items: GAINERS, visible: true, reducedMotion: true });
    clock.increment(MARKET_STRIP_ROTATE_MS * 3);
    expect(view()).toEqual({ phase: 'still', index: 0, count: 3, animate: false });
    actor.send({ type: 'NEXT' });
    expect(view().index).toBe(1);
    actor.send({ type: 'PREV' });
    actor.send({ type: 'PREV' });
    expect(view().index).toBe(2);
    actor.send({ type: 'REDUCED_MOTION', reduce: false });
    clock.increment(MARKET_STRIP_ROTATE_MS);
    expect(view()).toMatchObject({ phase: 'playing', index: 0, animate: true });
  });

  it('a move by the reader restarts the 6 s', () => {
    const { actor, clock, view } = start({ items: [...GAINERS, 'Gulmohar'], visible: true });
    clock.increment(MARKET_STRIP_ROTATE_MS - 10);
    actor.send({ type: 'NEXT' });
    clock.increment(MARKET_STRIP_ROTATE_MS - 1);
    expect(view().index).toBe(1);
    clock.increment(1);
    expect(view().index).toBe(2);
  });

  it('new items (a refresh) keep the index in range; one item never rotates', () => {
    const { actor, clock, view } = start({ items: GAINERS, visible: true });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'ITEMS', items: ['Only one'] });
    expect(view()).toMatchObject({ phase: 'still', index: 0, count: 1 });
    clock.increment(MARKET_STRIP_ROTATE_MS * 2);
    actor.send({ type: 'NEXT' });
    expect(view().index).toBe(0);
    actor.send({ type: 'ITEMS', items: 'not a list' as unknown as readonly unknown[] });
    expect(view()).toMatchObject({ count: 0, index: 0 });
  });
});

describe('HM-04 marketStripMachine: loading... until the data arrives', () => {
  it('without the server’s items it is loading, then ready with the loaded ones, rotating if in view', async () => {
    let deliver: (items: readonly unknown[]) => void = () => {};
    const { view, see, clock, actor } = start(
      { items: null },
      () =>
        new Promise((resolve) => {
          deliver = resolve;
        }),
    );
    see(true);
    expect(view().phase).toBe('loading');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    deliver(['Fund A', 'Fund B']);
    await flush();
    expect(view()).toMatchObject({ phase: 'playing', count: 2, index: 0 });
    clock.increment(MARKET_STRIP_ROTATE_MS);
    expect(view().index).toBe(1);
  });

  it('a failed or empty load leaves it as it was (failed), reporting why', async () => {
    const broken = start({ items: null }, async () => {
      throw new Error('502 from /api/markets/top-funds');
    });
    await flush();
    expect(broken.view().phase).toBe('failed');
    expect(broken.failures).toEqual(['502 from /api/markets/top-funds']);
    const empty = start({ items: [] }, async () => []);
    await flush();
    expect(empty.view().phase).toBe('failed');
    expect(empty.failures).toEqual(['no items']);
    // Visibility while failed changes nothing.
    empty.see(true);
    expect(empty.view().phase).toBe('failed');
  });
});

describe('HM-04 marketStripMachine: model-based (xstate/graph)', () => {
  const EVENTS: MarketStripEvent[] = [
    { type: 'NEXT' },
    { type: 'PREV' },
    { type: 'VISIBILITY', visible: true },
    { type: 'VISIBILITY', visible: false },
    { type: 'REDUCED_MOTION', reduce: true },
    { type: 'REDUCED_MOTION', reduce: false },
    { type: 'PAUSE', by: 'hover' },
    { type: 'RESUME', by: 'hover' },
    { type: 'PAUSE', by: 'focus' },
    { type: 'RESUME', by: 'focus' },
  ];
  const key = (value: unknown, c: MarketStripContext) =>
    `${JSON.stringify(value)} n${c.items.length} i${c.index} v${+c.visible} r${+c.reducedMotion} h${+c.hovered} f${+c.focused}`;
  const edgesFrom = (input: MarketStripInput, events: readonly MarketStripEvent[]) =>
    adjacencyMapToArray(
      getAdjacencyMap(marketStripMachine, {
        events: [...events],
        input,
        serializeState: (s) => key(s.value, s.context),
      }),
    );

  it('with items: reaches every item × visibility × motion × pause combination (3 × 2⁴)', () => {
    const edges = edgesFrom({ items: GAINERS }, EVENTS);
    const states = new Set(edges.map((e) => key(e.nextState.value, e.nextState.context)));
    expect(states.size).toBe(48);
    for (const { state, event, nextState } of edges) {
      const c = nextState.context;
      expect(c.index).toBeGreaterThanOrEqual(0);
      expect(c.index).toBeLessThan(3);
      if (event.type === 'NEXT') expect(c.index).toBe((state.context.index + 1) % 3);
      if (event.type === 'PREV') expect(c.index).toBe((state.context.index + 2) % 3);
      const allowed = c.visible && !c.reducedMotion && !c.hovered && !c.focused;
      expect(nextState.hasTag('playing')).toBe(allowed);
      expect(nextState.hasTag('still')).toBe(!allowed);
    }
  });

  it('without items: loading, then ready or failed by the loader’s answer; every phase reached', () => {
    const done = (output: unknown) =>
      ({ type: 'xstate.done.actor.load', output }) as unknown as MarketStripEvent;
    const error = {
      type: 'xstate.error.actor.load',
      error: new Error('down'),
    } as unknown as MarketStripEvent;
    const edges = edgesFrom({ items: null }, [...EVENTS.slice(2, 4), done(GAINERS), done([]), error]);
    const phases = new Set(edges.map((e) => selectMarketStripView(e.nextState).phase));
    expect(phases).toEqual(new Set(['loading', 'failed', 'playing', 'still']));
    for (const { state, nextState } of edges) {
      // Once ready or failed a strip never goes back to loading.
      if (!state.hasTag('loading')) expect(nextState.hasTag('loading')).toBe(false);
      // Exactly one phase tag at a time.
      const tags = ['loading', 'failed', 'playing', 'still'].filter((tag) => nextState.hasTag(tag));
      expect(tags).toHaveLength(1);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap } from 'xstate/graph';
import {
  SLIDE_DECK_INTERVAL_MS,
  type SlideDeckContext,
  type SlideDeckEvent,
  type SlideDeckInput,
  selectSlideDeckView,
  slideDeckMachine,
} from './slideDeck.machine.ts';

// AB-18 slideshow slider (spec §4, §9): wraps with the arrows; PLAY/PAUSE; every 5000 ms while
// playing; the arrows "look disabled" at the ends while they still wrap.

function start(input: SlideDeckInput) {
  const clock = new SimulatedClock();
  const actor = createActor(slideDeckMachine, { input, clock }).start();
  return { actor, clock, view: () => selectSlideDeckView(actor.getSnapshot()) };
}

describe('AB-18 slideDeckMachine: arrows', () => {
  it('starts paused on the first slide, at its start', () => {
    expect(start({ count: 4 }).view()).toEqual({
      index: 0,
      count: 4,
      playing: false,
      atStart: true,
      atEnd: false,
    });
  });

  it('wraps both ways: PREV on the first gives the last, NEXT on the last the first', () => {
    const { actor, view } = start({ count: 4 });
    actor.send({ type: 'PREV' });
    expect(view()).toMatchObject({ index: 3, atEnd: true, atStart: false });
    actor.send({ type: 'NEXT' });
    expect(view()).toMatchObject({ index: 0, atStart: true });
  });

  it.each([
    [-2, 0],
    [2, 2],
    [99, 3],
    [1.9, 1],
    [Number.NaN, 0],
  ])('GOTO %s lands on %s', (index, expected) => {
    const { actor, view } = start({ count: 4 });
    actor.send({ type: 'GOTO', index });
    expect(view().index).toBe(expected);
  });

  it('hostile counts are no slides; fewer slides keep the index in range', () => {
    expect(start({ count: Number.NaN }).view()).toMatchObject({ count: 0, index: 0, atEnd: true });
    const { actor, view } = start({ count: 5 });
    actor.send({ type: 'GOTO', index: 4 });
    actor.send({ type: 'COUNT', count: 2 });
    expect(view()).toMatchObject({ count: 2, index: 1 });
  });
});

describe('AB-18 slideDeckMachine: PLAY/PAUSE every 5 s (SimulatedClock)', () => {
  it('does not move by itself until PLAY', () => {
    const { clock, view } = start({ count: 3 });
    clock.increment(SLIDE_DECK_INTERVAL_MS * 5);
    expect(view().index).toBe(0);
  });

  it('moves one slide every 5000 ms while playing, wrapping after the last, until paused', () => {
    const { actor, clock, view } = start({ count: 3 });
    actor.send({ type: 'TOGGLE' });
    expect(view().playing).toBe(true);
    clock.increment(SLIDE_DECK_INTERVAL_MS - 1);
    expect(view().index).toBe(0);
    clock.increment(1);
    expect(view().index).toBe(1);
    clock.increment(SLIDE_DECK_INTERVAL_MS);
    expect(view().index).toBe(2);
    clock.increment(SLIDE_DECK_INTERVAL_MS);
    expect(view().index).toBe(0);
    actor.send({ type: 'TOGGLE' });
    clock.increment(SLIDE_DECK_INTERVAL_MS * 3);
    expect(view()).toMatchObject({ index: 0, playing: false });
  });

  it('a move by the reader while playing restarts the interval', () => {
    const { actor, clock, view } = start({ count: 5, playing: true });
    clock.increment(SLIDE_DECK_INTERVAL_MS - 10);
    actor.send({ type: 'NEXT' });
    clock.increment(SLIDE_DECK_INTERVAL_MS - 1);
    expect(view().index).toBe(1);
    clock.increment(1);
    expect(view().index).toBe(2);
    actor.send({ type: 'GOTO', index: 4 });
    clock.increment(SLIDE_DECK_INTERVAL_MS);
    expect(view().index).toBe(0);
  });

  it('one slide has nothing to play; dropping to one slide stops playing', () => {
    const one = start({ count: 1, playing: true });
    one.actor.send({ type: 'PLAY' });
    expect(one.view().playing).toBe(false);
    const { actor, view } = start({ count: 3, playing: true });
    actor.send({ type: 'COUNT', count: 1 });
    expect(view().playing).toBe(false);
  });
});

describe('AB-18 slideDeckMachine: model-based (xstate/graph)', () => {
  const EVENTS: SlideDeckEvent[] = [
    { type: 'NEXT' },
    { type: 'PREV' },
    { type: 'GOTO', index: 1 },
    { type: 'PLAY' },
    { type: 'PAUSE' },
    { type: 'TOGGLE' },
  ];
  const key = (value: unknown, c: SlideDeckContext) => `${String(value)} i${c.index}`;
  const edges = adjacencyMapToArray(
    getAdjacencyMap(slideDeckMachine, {
      events: EVENTS,
      input: { count: 3 },
      serializeState: (s) => key(s.value, s.context as SlideDeckContext),
    }),
  );

  it('reaches every slide both paused and playing (3 × 2)', () => {
    expect(new Set(edges.map((e) => key(e.nextState.value, e.nextState.context))).size).toBe(6);
  });

  it('on every edge: arrows step round the ring, PLAY/PAUSE/TOGGLE switch as labelled', () => {
    for (const { state, event, nextState } of edges) {
      const before = state.context.index;
      const after = nextState.context.index;
      if (event.type === 'NEXT') expect(after).toBe((before + 1) % 3);
      if (event.type === 'PREV') expect(after).toBe((before + 2) % 3);
      if (event.type === 'PLAY') expect(nextState.hasTag('playing')).toBe(true);
      if (event.type === 'PAUSE') expect(nextState.hasTag('paused')).toBe(true);
      if (event.type === 'TOGGLE') expect(nextState.hasTag('playing')).toBe(state.hasTag('paused'));
      expect(nextState.hasTag('playing')).not.toBe(nextState.hasTag('paused'));
    }
  });
});

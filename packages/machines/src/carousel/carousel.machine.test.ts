import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_MOVE_LOCK_MS,
  type CarouselContext,
  type CarouselEvent,
  type CarouselInput,
  carouselMachine,
  selectCarouselView,
} from './carousel.machine.ts';

// AR-17 trending links carousel: bounded prev/next/goto, autoplay every 8000 ms only while at
// least half visible, not under reduced motion, not while hovered or focused.

function start(input: CarouselInput) {
  const clock = new SimulatedClock();
  let report: ((visible: boolean) => void) | null = null;
  const machine = carouselMachine.provide({
    actors: {
      visibilitySource: fromCallback<CarouselEvent>(({ sendBack }) => {
        report = (visible) => sendBack({ type: 'VISIBILITY', visible });
        return () => {
          report = null;
        };
      }),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  const view = () => selectCarouselView(actor.getSnapshot());
  const see = (visible: boolean) => report?.(visible);
  return { actor, clock, view, see };
}

describe('AR-17 carouselMachine: bounds', () => {
  it('starts on the first slide: prev disabled, next enabled', () => {
    const { view } = start({ slides: 3 });
    expect(view()).toEqual({
      index: 0,
      slides: 3,
      canPrev: false,
      canNext: true,
      playing: false,
      locked: false,
    });
  });

  it('NEXT stops at the last slide and PREV at the first (no wrap)', () => {
    const { actor, view } = start({ slides: 3 });
    for (let i = 0; i < 5; i++) actor.send({ type: 'NEXT' });
    expect(view()).toMatchObject({ index: 2, canPrev: true, canNext: false });
    for (let i = 0; i < 5; i++) actor.send({ type: 'PREV' });
    expect(view()).toMatchObject({ index: 0, canPrev: false, canNext: true });
  });

  it.each([
    [-3, 0],
    [1, 1],
    [9, 2],
    [1.7, 1],
    [Number.NaN, 0],
  ])('GOTO %s lands on %s', (index, expected) => {
    const { actor, view } = start({ slides: 3 });
    actor.send({ type: 'GOTO', index });
    expect(view().index).toBe(expected);
  });

  it('clamps a bad input and follows a new slide count', () => {
    const { actor, view } = start({ slides: 3, index: 7 });
    expect(view().index).toBe(2);
    actor.send({ type: 'SLIDES', count: 2 });
    expect(view()).toMatchObject({ index: 1, slides: 2, canNext: false });
    actor.send({ type: 'SLIDES', count: 0 });
    expect(view()).toMatchObject({ index: 0, slides: 0, canPrev: false, canNext: false });
  });

  it('one slide: neither button can move', () => {
    expect(start({ slides: 1 }).view()).toMatchObject({ canPrev: false, canNext: false });
  });
});

describe('AR-17 carouselMachine: autoplay (SimulatedClock)', () => {
  it('does not move while not reported visible', () => {
    const { clock, view } = start({ slides: 3 });
    clock.increment(CAROUSEL_AUTOPLAY_MS * 3);
    expect(view().index).toBe(0);
  });

  it('moves one slide every 8000 ms while visible, and rewinds after the last', () => {
    const { clock, view, see } = start({ slides: 3 });
    see(true);
    expect(view().playing).toBe(true);
    clock.increment(CAROUSEL_AUTOPLAY_MS - 1);
    expect(view().index).toBe(0);
    clock.increment(1);
    expect(view().index).toBe(1);
    clock.increment(CAROUSEL_AUTOPLAY_MS);
    expect(view().index).toBe(2);
    clock.increment(CAROUSEL_AUTOPLAY_MS);
    expect(view().index).toBe(0);
  });

  it('stops when scrolled out of view and starts a full interval when back', () => {
    const { clock, view, see } = start({ slides: 3 });
    see(true);
    clock.increment(CAROUSEL_AUTOPLAY_MS - 100);
    see(false);
    clock.increment(CAROUSEL_AUTOPLAY_MS * 5);
    expect(view()).toMatchObject({ index: 0, playing: false });
    see(true);
    clock.increment(CAROUSEL_AUTOPLAY_MS - 1);
    expect(view().index).toBe(0);
    clock.increment(1);
    expect(view().index).toBe(1);
  });

  it('never autoplays under reduced motion, and stops when it is switched on', () => {
    const reduced = start({ slides: 3, reducedMotion: true, visible: true });
    reduced.clock.increment(CAROUSEL_AUTOPLAY_MS * 3);
    expect(reduced.view()).toMatchObject({ index: 0, playing: false });

    const later = start({ slides: 3, visible: true });
    later.actor.send({ type: 'REDUCED_MOTION', reduce: true });
    later.clock.increment(CAROUSEL_AUTOPLAY_MS * 3);
    expect(later.view()).toMatchObject({ index: 0, playing: false });
    later.actor.send({ type: 'REDUCED_MOTION', reduce: false });
    later.clock.increment(CAROUSEL_AUTOPLAY_MS);
    expect(later.view().index).toBe(1);
  });

  it('pauses while hovered or focused, until both end', () => {
    const { actor, clock, view } = start({ slides: 3, visible: true });
    actor.send({ type: 'PAUSE', by: 'hover' });
    actor.send({ type: 'PAUSE', by: 'focus' });
    clock.increment(CAROUSEL_AUTOPLAY_MS * 2);
    expect(view().index).toBe(0);
    actor.send({ type: 'RESUME', by: 'hover' });
    clock.increment(CAROUSEL_AUTOPLAY_MS * 2);
    expect(view()).toMatchObject({ index: 0, playing: false });
    actor.send({ type: 'RESUME', by: 'focus' });
    clock.increment(CAROUSEL_AUTOPLAY_MS);
    expect(view()).toMatchObject({ index: 1, playing: true });
  });

  it('a move by the reader restarts the interval', () => {
    const { actor, clock, view } = start({ slides: 4, visible: true });
    clock.increment(CAROUSEL_AUTOPLAY_MS - 10);
    actor.send({ type: 'NEXT' });
    clock.increment(CAROUSEL_AUTOPLAY_MS - 1);
    expect(view().index).toBe(1);
    clock.increment(1);
    expect(view().index).toBe(2);
  });

  it('a single slide never autoplays', () => {
    const { clock, view } = start({ slides: 1, visible: true });
    clock.increment(CAROUSEL_AUTOPLAY_MS * 2);
    expect(view()).toMatchObject({ index: 0, playing: false });
  });

  it('works without a provided visibility source (never autoplays)', () => {
    const clock = new SimulatedClock();
    const actor = createActor(carouselMachine, { input: { slides: 3 }, clock }).start();
    clock.increment(CAROUSEL_AUTOPLAY_MS * 2);
    expect(actor.getSnapshot().context.index).toBe(0);
  });
});

describe('AB-12 carouselMachine: autoplay off (discover mutual funds)', () => {
  it('in view and not paused, it still never moves by itself; the reader moves it within bounds', () => {
    const { clock, view, see, actor } = start({ slides: 3, autoplay: false });
    see(true);
    clock.increment(CAROUSEL_AUTOPLAY_MS * 4);
    expect(view()).toEqual({
      index: 0,
      slides: 3,
      canPrev: false,
      canNext: true,
      playing: false,
      locked: false,
    });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(view()).toMatchObject({ index: 2, canPrev: true, canNext: false, playing: false });
    clock.increment(CAROUSEL_AUTOPLAY_MS * 2);
    expect(view().index).toBe(2);
  });
});

describe('AR-17 carouselMachine: model-based (xstate/graph)', () => {
  const EVENTS: CarouselEvent[] = [
    { type: 'NEXT' },
    { type: 'PREV' },
    { type: 'GOTO', index: 0 },
    { type: 'GOTO', index: 2 },
    { type: 'GOTO', index: 99 },
    { type: 'VISIBILITY', visible: true },
    { type: 'VISIBILITY', visible: false },
    { type: 'REDUCED_MOTION', reduce: true },
    { type: 'REDUCED_MOTION', reduce: false },
    { type: 'PAUSE', by: 'hover' },
    { type: 'RESUME', by: 'hover' },
    { type: 'PAUSE', by: 'focus' },
    { type: 'RESUME', by: 'focus' },
  ];
  const input: CarouselInput = { slides: 3 };
  const key = (value: unknown, c: CarouselContext) =>
    `${JSON.stringify(value)} i${c.index} v${+c.visible} r${+c.reducedMotion} h${+c.hovered} f${+c.focused}`;
  const adjacency = getAdjacencyMap(carouselMachine, {
    events: EVENTS,
    input,
    serializeState: (s) => key(s.value, s.context),
  });
  const edges = adjacencyMapToArray(adjacency);
  const expectedPlaying = (c: CarouselContext) =>
    c.slides > 1 && c.visible && !c.reducedMotion && !c.hovered && !c.focused;

  it('reaches every combination of slide, visibility, motion and pauses (3 × 2⁴ states)', () => {
    const states = new Set(
      edges.flatMap((e) => [
        key(e.state.value, e.state.context),
        key(e.nextState.value, e.nextState.context),
      ]),
    );
    expect(states.size).toBe(48);
  });

  it('on every edge: the index stays in bounds and playing holds exactly when autoplay is allowed', () => {
    for (const { nextState } of edges) {
      const c = nextState.context;
      expect(c.index).toBeGreaterThanOrEqual(0);
      expect(c.index).toBeLessThan(c.slides);
      expect((nextState.value as { autoplay: string }).autoplay === 'playing').toBe(expectedPlaying(c));
    }
  });

  it('on every edge: NEXT/PREV move by one or stay at the end; nothing else moves the slide but GOTO', () => {
    for (const { state, event, nextState } of edges) {
      const before = state.context.index;
      const after = nextState.context.index;
      if (event.type === 'NEXT') expect(after).toBe(Math.min(before + 1, 2));
      else if (event.type === 'PREV') expect(after).toBe(Math.max(before - 1, 0));
      else if (event.type === 'GOTO') expect(after).toBe(Math.min(event.index, 2));
      else expect(after).toBe(before);
    }
  });

  it('every shortest path replays on a real actor with a SimulatedClock, which then autoplays only when allowed', () => {
    const paths = getShortestPaths(carouselMachine, {
      events: EVENTS,
      input,
      serializeState: (s) => key(s.value, s.context),
    });
    expect(paths).toHaveLength(48);
    for (const path of paths) {
      const { actor, clock, view } = start(input);
      for (const step of path.steps.slice(1)) actor.send(step.event as CarouselEvent);
      const c = actor.getSnapshot().context;
      expect(key(actor.getSnapshot().value, c)).toBe(key(path.state.value, path.state.context));
      const index = c.index;
      clock.increment(CAROUSEL_AUTOPLAY_MS);
      expect(view().index).toBe(expectedPlaying(c) ? (index + 1) % 3 : index);
    }
  });
});

describe('HM-05 carouselMachine: the 500 ms lock between moves (SimulatedClock)', () => {
  const locking: CarouselInput = { slides: 3, autoplay: false, lockMoves: true };

  it('refuses a move for MOVE_LOCK after a move, then takes the next', () => {
    const { actor, clock, view } = start(locking);
    actor.send({ type: 'NEXT' });
    expect(view()).toMatchObject({ index: 1, locked: true });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'GOTO', index: 0 });
    actor.send({ type: 'PREV' });
    expect(view().index).toBe(1);
    clock.increment(CAROUSEL_MOVE_LOCK_MS - 1);
    actor.send({ type: 'NEXT' });
    expect(view()).toMatchObject({ index: 1, locked: true });
    clock.increment(1);
    expect(view().locked).toBe(false);
    actor.send({ type: 'NEXT' });
    expect(view()).toMatchObject({ index: 2, locked: true, canNext: false });
  });

  it('HM-05 the lock holds through what a press brings along (focus, hover, visibility, slides, motion)', () => {
    const { actor, clock, view } = start(locking);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PAUSE', by: 'focus' });
    actor.send({ type: 'PAUSE', by: 'hover' });
    actor.send({ type: 'VISIBILITY', visible: true });
    actor.send({ type: 'SLIDES', count: 3 });
    actor.send({ type: 'REDUCED_MOTION', reduce: false });
    actor.send({ type: 'RESUME', by: 'hover' });
    actor.send({ type: 'PREV' });
    expect(view()).toMatchObject({ index: 1, locked: true });
    clock.increment(CAROUSEL_MOVE_LOCK_MS);
    actor.send({ type: 'PREV' });
    expect(view()).toMatchObject({ index: 0, locked: true });
  });

  it('a refused move at an end does not lock; the lock counts from the last move taken', () => {
    const { actor, clock, view } = start(locking);
    actor.send({ type: 'PREV' });
    expect(view()).toMatchObject({ index: 0, locked: false });
    actor.send({ type: 'GOTO', index: 2 });
    clock.increment(300);
    actor.send({ type: 'PREV' });
    clock.increment(200);
    expect(view()).toMatchObject({ index: 2, locked: false });
  });

  it('without lockMoves (AR-17) moves are never held off', () => {
    const { actor, view } = start({ slides: 3 });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(view()).toMatchObject({ index: 2, locked: false });
  });

  it('model-based: every slide is reached locked and free; a lock holds moves off and always ends after 500 ms', () => {
    // The lock's end as the graph's event (a delayed transition's own event); replayed as time.
    const LOCK_ENDS = { type: 'xstate.after.MOVE_LOCK.carousel.moves.locked' } as unknown as CarouselEvent;
    const events: CarouselEvent[] = [
      { type: 'NEXT' },
      { type: 'PREV' },
      { type: 'GOTO', index: 0 },
      { type: 'GOTO', index: 2 },
      { type: 'GOTO', index: 7 },
      LOCK_ENDS,
    ];
    const key = (value: unknown, c: CarouselContext) => `${JSON.stringify(value)} i${c.index}`;
    const options = {
      events,
      input: locking,
      serializeState: (s: { value: unknown; context: CarouselContext }) => key(s.value, s.context),
    };
    const edges = adjacencyMapToArray(getAdjacencyMap(carouselMachine, options));
    for (const { state, event, nextState } of edges) {
      const locked = (state.value as { moves: string }).moves === 'locked';
      if (locked) expect(nextState.context.index).toBe(state.context.index);
      const moved = nextState.context.index !== state.context.index;
      if (moved) expect((nextState.value as { moves: string }).moves).toBe('locked');
      if (!locked && event.type === 'NEXT')
        expect(nextState.context.index).toBe(Math.min(state.context.index + 1, 2));
    }
    const paths = getShortestPaths(carouselMachine, options);
    expect(paths).toHaveLength(6);
    for (const path of paths) {
      const { actor, clock, view } = start(locking);
      for (const step of path.steps.slice(1)) {
        if (step.event.type === LOCK_ENDS.type) clock.increment(CAROUSEL_MOVE_LOCK_MS);
        else actor.send(step.event as CarouselEvent);
      }
      expect(key(actor.getSnapshot().value, actor.getSnapshot().context)).toBe(
        key(path.state.value, path.state.context),
      );
      clock.increment(CAROUSEL_MOVE_LOCK_MS);
      expect(view().locked).toBe(false);
    }
  });
});

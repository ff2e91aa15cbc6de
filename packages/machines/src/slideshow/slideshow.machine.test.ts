import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap } from 'xstate/graph';
import {
  SLIDESHOW_INTERVAL_MS,
  type SlideshowContext,
  type SlideshowEvent,
  type SlideshowInput,
  selectSlideshowView,
  slideshowMachine,
} from './slideshow.machine.ts';

// AB-18 slideshow slider (spec §4): wraps around with arrows; PLAY/PAUSE advances every 5000 ms
// (only while in view); the arrows look disabled at the ends although they wrap.

function start(input: SlideshowInput) {
  const clock = new SimulatedClock();
  let report: ((visible: boolean) => void) | null = null;
  const machine = slideshowMachine.provide({
    actors: {
      visibilitySource: fromCallback<SlideshowEvent>(({ sendBack }) => {
        report = (visible) => sendBack({ type: 'VISIBILITY', visible });
        return () => {
          report = null;
        };
      }),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  const view = () => selectSlideshowView(actor.getSnapshot());
  const see = (visible: boolean) => report?.(visible);
  return { actor, clock, view, see };
}

describe('AB-18 slideshowMachine: arrows wrap, and look disabled at the ends', () => {
  it('starts on the first slide, paused; the previous arrow looks disabled', () => {
    const { view } = start({ slides: 4 });
    expect(view()).toEqual({
      index: 0,
      slides: 4,
      playing: false,
      running: false,
      atStart: true,
      atEnd: false,
      animate: true,
    });
  });

  it('PREV on the first goes to the last (which looks like the end); NEXT there comes back to the first', () => {
    const { actor, view } = start({ slides: 4 });
    actor.send({ type: 'PREV' });
    expect(view()).toMatchObject({ index: 3, atStart: false, atEnd: true });
    actor.send({ type: 'NEXT' });
    expect(view()).toMatchObject({ index: 0, atStart: true, atEnd: false });
  });

  it.each([
    [-1, 0],
    [2, 2],
    [40, 3],
    [Number.NaN, 0],
    [2.9, 2],
  ])('GOTO %s lands on %s', (index, expected) => {
    const { actor, view } = start({ slides: 4 });
    actor.send({ type: 'GOTO', index: 1 });
    actor.send({ type: 'GOTO', index });
    expect(view().index).toBe(expected);
  });

  it('hostile counts are no slides; fewer slides keep the index in range; one slide never moves', () => {
    expect(start({ slides: Number.NaN }).view()).toMatchObject({ slides: 0, index: 0 });
    const { actor, view } = start({ slides: 5 });
    actor.send({ type: 'GOTO', index: 4 });
    actor.send({ type: 'SLIDES', count: 2 });
    expect(view()).toMatchObject({ slides: 2, index: 1 });
    const single = start({ slides: 1 });
    single.actor.send({ type: 'NEXT' });
    single.actor.send({ type: 'PREV' });
    expect(single.view()).toMatchObject({ index: 0, atStart: true, atEnd: true });
  });
});

describe('AB-18 slideshowMachine: PLAY/PAUSE every 5 s, only in view (SimulatedClock)', () => {
  it('paused, nothing moves however long', () => {
    const { clock, view, see } = start({ slides: 3 });
    see(true);
    clock.increment(SLIDESHOW_INTERVAL_MS * 5);
    expect(view()).toMatchObject({ index: 0, playing: false });
  });

  it('PLAY advances one slide every 5000 ms, wrapping after the last; PAUSE stops it', () => {
    const { actor, clock, view, see } = start({ slides: 3 });
    see(true);
    actor.send({ type: 'PLAY' });
    expect(view()).toMatchObject({ playing: true, running: true });
    clock.increment(SLIDESHOW_INTERVAL_MS - 1);
    expect(view().index).toBe(0);
    clock.increment(1);
    expect(view().index).toBe(1);
    clock.increment(SLIDESHOW_INTERVAL_MS);
    expect(view().index).toBe(2);
    clock.increment(SLIDESHOW_INTERVAL_MS);
    expect(view().index).toBe(0);
    actor.send({ type: 'PAUSE' });
    clock.increment(SLIDESHOW_INTERVAL_MS * 3);
    expect(view()).toMatchObject({ index: 0, playing: false, running: false });
  });

  it('TOGGLE is the one button: play, then pause', () => {
    const { actor, view } = start({ slides: 3, visible: true });
    actor.send({ type: 'TOGGLE' });
    expect(view().playing).toBe(true);
    actor.send({ type: 'TOGGLE' });
    expect(view().playing).toBe(false);
  });

  it('playing but out of view: held; back in view it waits a full interval', () => {
    const { actor, clock, view, see } = start({ slides: 3 });
    actor.send({ type: 'PLAY' });
    expect(view()).toMatchObject({ playing: true, running: false });
    clock.increment(SLIDESHOW_INTERVAL_MS * 3);
    expect(view().index).toBe(0);
    see(true);
    clock.increment(SLIDESHOW_INTERVAL_MS - 100);
    see(false);
    clock.increment(SLIDESHOW_INTERVAL_MS * 2);
    expect(view()).toMatchObject({ index: 0, running: false });
    see(true);
    clock.increment(SLIDESHOW_INTERVAL_MS - 1);
    expect(view().index).toBe(0);
    clock.increment(1);
    expect(view().index).toBe(1);
  });

  it('a move by the reader while playing restarts the interval', () => {
    const { actor, clock, view } = start({ slides: 4, visible: true });
    actor.send({ type: 'PLAY' });
    clock.increment(SLIDESHOW_INTERVAL_MS - 10);
    actor.send({ type: 'NEXT' });
    clock.increment(SLIDESHOW_INTERVAL_MS - 1);
    expect(view().index).toBe(1);
    clock.increment(1);
    expect(view().index).toBe(2);
  });

  it('under reduced motion PLAY still plays (the reader asked), jumping instead of sliding', () => {
    const { actor, clock, view } = start({ slides: 3, visible: true, reducedMotion: true });
    actor.send({ type: 'PLAY' });
    clock.increment(SLIDESHOW_INTERVAL_MS);
    expect(view()).toMatchObject({ index: 1, animate: false });
  });

  it('a single slide: PLAY is taken, but nothing runs', () => {
    const { actor, clock, view } = start({ slides: 1, visible: true });
    actor.send({ type: 'PLAY' });
    clock.increment(SLIDESHOW_INTERVAL_MS * 2);
    expect(view()).toMatchObject({ index: 0, playing: true, running: false });
  });
});

describe('AB-18 slideshowMachine: model-based (xstate/graph)', () => {
  const EVENTS: SlideshowEvent[] = [
    { type: 'NEXT' },
    { type: 'PREV' },
    { type: 'GOTO', index: 2 },
    { type: 'PLAY' },
    { type: 'PAUSE' },
    { type: 'TOGGLE' },
    { type: 'VISIBILITY', visible: true },
    { type: 'VISIBILITY', visible: false },
    { type: 'REDUCED_MOTION', reduce: true },
    { type: 'REDUCED_MOTION', reduce: false },
  ];
  const key = (value: unknown, c: SlideshowContext) =>
    `${JSON.stringify(value)} i${c.index} v${+c.visible} r${+c.reducedMotion}`;
  const edges = adjacencyMapToArray(
    getAdjacencyMap(slideshowMachine, {
      events: EVENTS,
      input: { slides: 3 },
      serializeState: (s) => key(s.value, s.context),
    }),
  );

  it('reaches every slide × paused/running/held × visibility × motion combination', () => {
    const states = new Set(edges.map((e) => key(e.nextState.value, e.nextState.context)));
    // Paused: 3 slides × 2 visibility × 2 motion = 12; playing: running only when visible, held
    // only when not (3 × 2 motion each) = 12.
    expect(states.size).toBe(24);
    const values = new Set(edges.map((e) => JSON.stringify(e.nextState.value)));
    expect([...values].sort()).toEqual(['"paused"', '{"playing":"held"}', '{"playing":"running"}']);
  });

  it('on every edge: the index stays in range, arrows step round the ring, running exactly when playing in view', () => {
    for (const { state, event, nextState } of edges) {
      const c = nextState.context;
      expect(c.index).toBeGreaterThanOrEqual(0);
      expect(c.index).toBeLessThan(3);
      if (event.type === 'NEXT') expect(c.index).toBe((state.context.index + 1) % 3);
      if (event.type === 'PREV') expect(c.index).toBe((state.context.index + 2) % 3);
      const view = selectSlideshowView(nextState);
      expect(view.running).toBe(view.playing && c.visible);
      expect(view.atStart).toBe(c.index === 0);
      expect(view.atEnd).toBe(c.index === 2);
      if (event.type === 'PLAY') expect(view.playing).toBe(true);
      if (event.type === 'PAUSE') expect(view.playing).toBe(false);
      if (event.type === 'TOGGLE') expect(view.playing).toBe(!selectSlideshowView(state).playing);
    }
  });
});

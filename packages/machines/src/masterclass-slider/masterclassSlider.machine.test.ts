import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap } from 'xstate/graph';
import {
  MASTERCLASS_AUTO_SLIDE_MS,
  type MasterclassSliderContext,
  type MasterclassSliderEvent,
  type MasterclassSliderInput,
  masterclassSliderMachine,
  selectMasterclassView,
} from './masterclassSlider.machine.ts';

// AB-10 / AB-25 masterclass slider (spec §4): the index cycles with wraparound; optional
// auto-slide every 6000 ms only while visible, never under reduced motion.

function start(input: MasterclassSliderInput) {
  const clock = new SimulatedClock();
  let report: ((visible: boolean) => void) | null = null;
  const machine = masterclassSliderMachine.provide({
    actors: {
      visibilitySource: fromCallback<MasterclassSliderEvent>(({ sendBack }) => {
        report = (visible) => sendBack({ type: 'VISIBILITY', visible });
        return () => {
          report = null;
        };
      }),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  const view = () => selectMasterclassView(actor.getSnapshot());
  const see = (visible: boolean) => report?.(visible);
  return { actor, clock, view, see };
}

describe('AB-25 masterclassSliderMachine: wraparound', () => {
  it('starts on the first item, still', () => {
    const { view, actor } = start({ items: 3 });
    expect(view()).toEqual({ index: 0, items: 3, playing: false, animate: true });
    expect(actor.getSnapshot().hasTag('still')).toBe(true);
  });

  it('NEXT after the last item comes back to the first; PREV before the first goes to the last', () => {
    const { actor, view } = start({ items: 3 });
    actor.send({ type: 'PREV' });
    expect(view().index).toBe(2);
    actor.send({ type: 'NEXT' });
    expect(view().index).toBe(0);
    for (let i = 0; i < 7; i++) actor.send({ type: 'NEXT' });
    expect(view().index).toBe(1);
  });

  it.each([
    [-3, 0],
    [1, 1],
    [9, 2],
    [1.7, 1],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('GOTO %s lands on %s', (index, expected) => {
    const { actor, view } = start({ items: 3 });
    actor.send({ type: 'GOTO', index: 2 });
    actor.send({ type: 'GOTO', index });
    expect(view().index).toBe(expected);
  });

  it('a hostile item count is no items; a smaller list keeps the index in range', () => {
    expect(start({ items: Number.NaN }).view()).toMatchObject({ items: 0, index: 0 });
    expect(start({ items: -4 }).view()).toMatchObject({ items: 0, index: 0 });
    const { actor, view } = start({ items: 5 });
    actor.send({ type: 'GOTO', index: 4 });
    actor.send({ type: 'ITEMS', count: 2 });
    expect(view()).toMatchObject({ items: 2, index: 1 });
  });

  it('one item or none: nothing moves', () => {
    for (const items of [0, 1]) {
      const { actor, view } = start({ items });
      actor.send({ type: 'NEXT' });
      actor.send({ type: 'PREV' });
      expect(view().index).toBe(0);
    }
  });
});

describe('AB-25 masterclassSliderMachine: auto-slide every 6 s while visible (SimulatedClock)', () => {
  it('does not move while not in view', () => {
    const { clock, view } = start({ items: 3, autoSlide: true });
    clock.increment(MASTERCLASS_AUTO_SLIDE_MS * 4);
    expect(view()).toMatchObject({ index: 0, playing: false });
  });

  it('moves one item every 6000 ms while in view, wrapping after the last', () => {
    const { clock, view, see, actor } = start({ items: 3, autoSlide: true });
    see(true);
    expect(actor.getSnapshot().hasTag('playing')).toBe(true);
    clock.increment(MASTERCLASS_AUTO_SLIDE_MS - 1);
    expect(view().index).toBe(0);
    clock.increment(1);
    expect(view().index).toBe(1);
    clock.increment(MASTERCLASS_AUTO_SLIDE_MS);
    expect(view().index).toBe(2);
    clock.increment(MASTERCLASS_AUTO_SLIDE_MS);
    expect(view().index).toBe(0);
  });

  it('stops when scrolled out of view, and gives a full 6 s once back', () => {
    const { clock, view, see } = start({ items: 3, autoSlide: true });
    see(true);
    clock.increment(MASTERCLASS_AUTO_SLIDE_MS - 100);
    see(false);
    clock.increment(MASTERCLASS_AUTO_SLIDE_MS * 3);
    expect(view()).toMatchObject({ index: 0, playing: false });
    see(true);
    clock.increment(MASTERCLASS_AUTO_SLIDE_MS - 1);
    expect(view().index).toBe(0);
    clock.increment(1);
    expect(view().index).toBe(1);
  });

  it('is optional: without autoSlide it never moves by itself', () => {
    const { clock, view } = start({ items: 3, visible: true });
    clock.increment(MASTERCLASS_AUTO_SLIDE_MS * 3);
    expect(view()).toMatchObject({ index: 0, playing: false });
  });

  it('never auto-slides under reduced motion, and jumps instead of sliding', () => {
    const reduced = start({ items: 3, autoSlide: true, reducedMotion: true, visible: true });
    reduced.clock.increment(MASTERCLASS_AUTO_SLIDE_MS * 3);
    expect(reduced.view()).toEqual({ index: 0, items: 3, playing: false, animate: false });

    const later = start({ items: 3, autoSlide: true, visible: true });
    later.actor.send({ type: 'REDUCED_MOTION', reduce: true });
    later.clock.increment(MASTERCLASS_AUTO_SLIDE_MS * 3);
    expect(later.view()).toMatchObject({ index: 0, playing: false });
    later.actor.send({ type: 'REDUCED_MOTION', reduce: false });
    later.clock.increment(MASTERCLASS_AUTO_SLIDE_MS);
    expect(later.view()).toMatchObject({ index: 1, animate: true });
  });

  it('holds while hovered or focused, until both end', () => {
    const { actor, clock, view } = start({ items: 3, autoSlide: true, visible: true });
    actor.send({ type: 'PAUSE', by: 'hover' });
    actor.send({ type: 'PAUSE', by: 'focus' });
    clock.increment(MASTERCLASS_AUTO_SLIDE_MS * 2);
    actor.send({ type: 'RESUME', by: 'hover' });
    clock.increment(MASTERCLASS_AUTO_SLIDE_MS * 2);
    expect(view()).toMatchObject({ index: 0, playing: false });
    actor.send({ type: 'RESUME', by: 'focus' });
    clock.increment(MASTERCLASS_AUTO_SLIDE_MS);
    expect(view()).toMatchObject({ index: 1, playing: true });
  });

  it('a move by the reader restarts the interval', () => {
    const { actor, clock, view } = start({ items: 4, autoSlide: true, visible: true });
    clock.increment(MASTERCLASS_AUTO_SLIDE_MS - 10);
    actor.send({ type: 'NEXT' });
    clock.increment(MASTERCLASS_AUTO_SLIDE_MS - 1);
    expect(view().index).toBe(1);
    clock.increment(1);
    expect(view().index).toBe(2);
  });

  it('a single item never auto-slides', () => {
    const { clock, view } = start({ items: 1, autoSlide: true, visible: true });
    clock.increment(MASTERCLASS_AUTO_SLIDE_MS * 2);
    expect(view()).toMatchObject({ index: 0, playing: false });
  });
});

describe('AB-25 masterclassSliderMachine: model-based (xstate/graph)', () => {
  const EVENTS: MasterclassSliderEvent[] = [
    { type: 'NEXT' },
    { type: 'PREV' },
    { type: 'GOTO', index: 1 },
    { type: 'VISIBILITY', visible: true },
    { type: 'VISIBILITY', visible: false },
    { type: 'REDUCED_MOTION', reduce: true },
    { type: 'REDUCED_MOTION', reduce: false },
    { type: 'PAUSE', by: 'hover' },
    { type: 'RESUME', by: 'hover' },
    { type: 'PAUSE', by: 'focus' },
    { type: 'RESUME', by: 'focus' },
  ];
  const key = (value: unknown, c: MasterclassSliderContext) =>
    `${String(value)} i${c.index} v${+c.visible} r${+c.reducedMotion} h${+c.hovered} f${+c.focused}`;
  const edges = adjacencyMapToArray(
    getAdjacencyMap(masterclassSliderMachine, {
      events: EVENTS,
      input: { items: 3, autoSlide: true },
      serializeState: (s) => key(s.value, s.context),
    }),
  );

  it('reaches every item × visibility × motion × pause combination (3 × 2⁴)', () => {
    const states = new Set(edges.map((e) => key(e.nextState.value, e.nextState.context)));
    expect(states.size).toBe(48);
  });

  it('on every edge: the index stays in range, NEXT/PREV step round the ring, playing exactly when allowed', () => {
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
});

import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap } from 'xstate/graph';
import {
  type CourseCarouselEvent,
  courseCarouselMachine,
  selectCourseCarouselView,
} from './courseCarousel.machine.ts';

// AB-05 course widget (spec §4): the selected category starts as the first key; hovering a card
// shows its skills and duration panel, leaving hides it (and so for keyboard focus).

const start = (categories: readonly string[]) => {
  const actor = createActor(courseCarouselMachine, { input: { categories } }).start();
  return { actor, view: () => selectCourseCarouselView(actor.getSnapshot()) };
};

describe('AB-05 courseCarouselMachine', () => {
  it('starts on the first category with no panel open', () => {
    expect(start(['ldr', 'dsai', 'fin']).view()).toEqual({ selected: 'ldr', openCard: null });
    expect(start([]).view()).toEqual({ selected: null, openCard: null });
  });

  it('SELECT chooses another known category and closes the panel; an unknown one is ignored', () => {
    const { actor, view } = start(['ldr', 'dsai']);
    actor.send({ type: 'SHOW', card: 'A', by: 'hover' });
    actor.send({ type: 'SELECT', category: 'dsai' });
    expect(view()).toEqual({ selected: 'dsai', openCard: null });
    actor.send({ type: 'SELECT', category: 'nope' });
    expect(view().selected).toBe('dsai');
  });

  it('hovering a card shows its panel, leaving hides it; another card’s hover moves it', () => {
    const { actor, view } = start(['ldr']);
    actor.send({ type: 'SHOW', card: 'A', by: 'hover' });
    expect(view().openCard).toBe('A');
    actor.send({ type: 'SHOW', card: 'B', by: 'hover' });
    expect(view().openCard).toBe('B');
    actor.send({ type: 'HIDE', card: 'A', by: 'hover' });
    expect(view().openCard).toBe('B');
    actor.send({ type: 'HIDE', card: 'B', by: 'hover' });
    expect(view().openCard).toBeNull();
  });

  it('focus opens it too; the pointer leaving a focused card leaves its panel, blur closes it', () => {
    const { actor, view } = start(['ldr']);
    actor.send({ type: 'SHOW', card: 'A', by: 'hover' });
    actor.send({ type: 'SHOW', card: 'A', by: 'focus' });
    actor.send({ type: 'HIDE', card: 'A', by: 'hover' });
    expect(view().openCard).toBe('A');
    actor.send({ type: 'HIDE', card: 'A', by: 'focus' });
    expect(view().openCard).toBeNull();
  });

  it('ignores malformed events', () => {
    const { actor, view } = start(['ldr']);
    actor.send({ type: 'SHOW', card: '', by: 'hover' });
    actor.send({ type: 'SHOW', card: 'A', by: 'touch' as 'hover' });
    expect(view().openCard).toBeNull();
  });
});

describe('AB-05 courseCarouselMachine: model-based (xstate/graph)', () => {
  const EVENTS: CourseCarouselEvent[] = [
    { type: 'SELECT', category: 'ldr' },
    { type: 'SELECT', category: 'fin' },
    { type: 'SELECT', category: 'other' },
    { type: 'SHOW', card: 'A', by: 'hover' },
    { type: 'SHOW', card: 'A', by: 'focus' },
    { type: 'SHOW', card: 'B', by: 'hover' },
    { type: 'HIDE', card: 'A', by: 'hover' },
    { type: 'HIDE', card: 'A', by: 'focus' },
    { type: 'HIDE', card: 'B', by: 'hover' },
  ];
  const key = (s: {
    value: unknown;
    context: { selected: string | null; card: string | null; by: string | null };
  }) => `${String(s.value)} ${s.context.selected} ${s.context.card}/${s.context.by}`;
  const edges = adjacencyMapToArray(
    getAdjacencyMap(courseCarouselMachine, {
      events: EVENTS,
      input: { categories: ['ldr', 'fin'] },
      serializeState: key,
    }),
  );

  it('reaches both categories with the panel closed and open on each card, by each means', () => {
    const states = new Set(edges.map((e) => key(e.nextState)));
    // 2 categories × (closed + A/hover + A/focus + B/hover).
    expect(states.size).toBe(8);
  });

  it('on every edge: a panel names its card exactly when open; choosing another category closes it', () => {
    for (const { state, event, nextState } of edges) {
      const before = selectCourseCarouselView(state);
      const view = selectCourseCarouselView(nextState);
      expect(view.openCard !== null).toBe(nextState.hasTag('open'));
      if (event.type !== 'SELECT') continue;
      if (event.category !== before.selected && ['ldr', 'fin'].includes(event.category)) {
        expect(view).toEqual({ selected: event.category, openCard: null });
      } else {
        expect(view).toEqual(before);
      }
    }
  });
});

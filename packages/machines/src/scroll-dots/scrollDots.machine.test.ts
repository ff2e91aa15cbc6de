import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap } from 'xstate/graph';
import {
  SCROLL_DOTS_SEEK_TIMEOUT_MS,
  type ScrollDotsEvent,
  scrollDotsMachine,
} from './scrollDots.machine.ts';

// AB-12 upside radar: the dots follow the strip's scroll position; a dot pressed scrolls there.

function start(count = 3) {
  const clock = new SimulatedClock();
  const scrollTo = vi.fn();
  const machine = scrollDotsMachine.provide({
    actions: { scrollTo: (_, params: { index: number }) => scrollTo(params.index) },
  });
  const actor = createActor(machine, { input: { count }, clock }).start();
  return { actor, clock, scrollTo, active: () => actor.getSnapshot().context.active };
}

describe('AB-12 scrollDotsMachine', () => {
  it('follows the scroll position, bounded to the dots', () => {
    const { actor, active } = start(3);
    expect(active()).toBe(0);
    actor.send({ type: 'SCROLLED', index: 2 });
    expect(active()).toBe(2);
    actor.send({ type: 'SCROLLED', index: 7 });
    expect(active()).toBe(2);
    actor.send({ type: 'SCROLLED', index: Number.NaN });
    expect(active()).toBe(0);
  });

  it('a dot pressed is current at once and asks the strip to scroll there', () => {
    const { actor, active, scrollTo } = start(4);
    actor.send({ type: 'GOTO', index: 3 });
    expect(active()).toBe(3);
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(3);
    expect(actor.getSnapshot().value).toBe('seeking');
  });

  it('while seeking, the items passed on the way do not move the dot; reaching the item follows again', () => {
    const { actor, active } = start(4);
    actor.send({ type: 'GOTO', index: 3 });
    actor.send({ type: 'SCROLLED', index: 1 });
    actor.send({ type: 'SCROLLED', index: 2 });
    expect(active()).toBe(3);
    actor.send({ type: 'SCROLLED', index: 3 });
    expect(actor.getSnapshot().value).toBe('following');
    actor.send({ type: 'SCROLLED', index: 1 });
    expect(active()).toBe(1);
  });

  it('a strip that cannot reach the item (the last ones at the end) settles where it stops (scrollend)', () => {
    const { actor, active } = start(4);
    actor.send({ type: 'GOTO', index: 3 });
    actor.send({ type: 'SETTLED', index: 2 });
    expect(active()).toBe(2);
    expect(actor.getSnapshot().value).toBe('following');
  });

  it('without scrollend, follows again after the seek timeout (SimulatedClock)', () => {
    const { actor, clock, active } = start(4);
    actor.send({ type: 'GOTO', index: 2 });
    clock.increment(SCROLL_DOTS_SEEK_TIMEOUT_MS - 1);
    actor.send({ type: 'SCROLLED', index: 1 });
    expect(active()).toBe(2);
    clock.increment(1);
    actor.send({ type: 'SCROLLED', index: 1 });
    expect(active()).toBe(1);
  });

  it('model-based: both states reached; on every edge the dot is in range and a press lands on its dot', () => {
    const EVENTS: ScrollDotsEvent[] = [
      { type: 'SCROLLED', index: 0 },
      { type: 'SCROLLED', index: 2 },
      { type: 'GOTO', index: 1 },
      { type: 'GOTO', index: 2 },
      { type: 'SETTLED', index: 0 },
      { type: 'COUNT', count: 2 },
    ];
    const edges = adjacencyMapToArray(
      getAdjacencyMap(scrollDotsMachine, {
        events: EVENTS,
        input: { count: 3 },
        serializeState: (s) => `${String(s.value)} ${s.context.active}/${s.context.count}`,
      }),
    );
    expect(new Set(edges.map((e) => String(e.nextState.value)))).toEqual(new Set(['following', 'seeking']));
    for (const { state, event, nextState } of edges) {
      const { active, count } = nextState.context;
      expect(active).toBeGreaterThanOrEqual(0);
      expect(active).toBeLessThan(Math.max(1, count));
      if (event.type === 'GOTO') {
        expect(nextState.value).toBe('seeking');
        expect(active).toBe(Math.min(event.index, count - 1));
      }
      if (event.type === 'SCROLLED' && state.value === 'following') {
        expect(active).toBe(Math.min(event.index, count - 1));
      }
    }
  });
});

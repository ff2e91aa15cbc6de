import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import {
  PAGE_REFRESH_INTERVAL_MS,
  type PageRefreshContext,
  type PageRefreshEvent,
  type PageRefreshInput,
  pageRefreshMachine,
} from './pageRefresh.machine.ts';

// HM-13: the page refreshes every 6 minutes (360000 ms): at once in a hidden tab, in a shown tab
// unless the reader is busy (then as soon as they are not), and only once.

function start(input: PageRefreshInput = {}) {
  const clock = new SimulatedClock();
  let refreshes = 0;
  const machine = pageRefreshMachine.provide({ actions: { refresh: () => (refreshes += 1) } });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, refreshes: () => refreshes, status: () => actor.getSnapshot().value };
}

describe('HM-13 pageRefreshMachine (SimulatedClock)', () => {
  it('refreshes once, 360000 ms after the page started, in a shown tab', () => {
    expect(PAGE_REFRESH_INTERVAL_MS).toBe(360_000);
    const { clock, refreshes, status } = start();
    clock.increment(PAGE_REFRESH_INTERVAL_MS - 1);
    expect(refreshes()).toBe(0);
    clock.increment(1);
    expect(refreshes()).toBe(1);
    expect(status()).toBe('refreshing');
    clock.increment(PAGE_REFRESH_INTERVAL_MS * 3);
    expect(refreshes()).toBe(1);
  });

  it('in a hidden tab it refreshes on time, busy or not', () => {
    const { actor, clock, refreshes } = start({ hidden: true, busy: true });
    clock.increment(PAGE_REFRESH_INTERVAL_MS);
    expect(refreshes()).toBe(1);
    actor.send({ type: 'VISIBILITY', hidden: false });
    expect(refreshes()).toBe(1);
  });

  it('waits for a busy reader, and refreshes when they are done or leave the tab', () => {
    const done = start({ busy: true });
    done.clock.increment(PAGE_REFRESH_INTERVAL_MS * 2);
    expect(done.status()).toBe('due');
    expect(done.refreshes()).toBe(0);
    done.actor.send({ type: 'BUSY', busy: false });
    expect(done.refreshes()).toBe(1);

    const left = start();
    left.actor.send({ type: 'BUSY', busy: true });
    left.clock.increment(PAGE_REFRESH_INTERVAL_MS);
    expect(left.refreshes()).toBe(0);
    left.actor.send({ type: 'VISIBILITY', hidden: true });
    expect(left.refreshes()).toBe(1);
  });

  it('busy or hidden before the time does not change the time', () => {
    const { actor, clock, refreshes } = start();
    actor.send({ type: 'BUSY', busy: true });
    actor.send({ type: 'VISIBILITY', hidden: true });
    actor.send({ type: 'BUSY', busy: false });
    actor.send({ type: 'VISIBILITY', hidden: false });
    clock.increment(PAGE_REFRESH_INTERVAL_MS - 1);
    expect(refreshes()).toBe(0);
    clock.increment(1);
    expect(refreshes()).toBe(1);
  });
});

describe('HM-13 pageRefreshMachine: model-based (xstate/graph)', () => {
  const TIME = { type: 'xstate.after.REFRESH_INTERVAL.pageRefresh.counting' } as unknown as PageRefreshEvent;
  const EVENTS: PageRefreshEvent[] = [
    { type: 'VISIBILITY', hidden: true },
    { type: 'VISIBILITY', hidden: false },
    { type: 'BUSY', busy: true },
    { type: 'BUSY', busy: false },
    TIME,
  ];
  const key = (value: unknown, c: PageRefreshContext) => `${String(value)} h${+c.hidden} b${+c.busy}`;
  const options = {
    events: EVENTS,
    serializeState: (s: { value: unknown; context: PageRefreshContext }) => key(s.value, s.context),
  };

  it('reaches counting and due in every combination that allows them, and refreshing', () => {
    const edges = adjacencyMapToArray(getAdjacencyMap(pageRefreshMachine, options));
    const states = new Set(edges.flatMap((e) => [e.state, e.nextState]).map((s) => key(s.value, s.context)));
    for (const h of [0, 1]) for (const b of [0, 1]) expect(states).toContain(`counting h${h} b${b}`);
    // Due only while a shown tab's reader is busy; anything else refreshes at once.
    expect([...states].filter((s) => s.startsWith('due'))).toEqual(['due h0 b1']);
    expect([...states].some((s) => s.startsWith('refreshing'))).toBe(true);
    for (const { nextState } of edges) {
      if (nextState.value === 'due') expect(nextState.context).toEqual({ hidden: false, busy: true });
    }
  });

  it('every shortest path replays on a real actor with a SimulatedClock; a refresh happens exactly in `refreshing`', () => {
    const paths = getShortestPaths(pageRefreshMachine, options);
    for (const path of paths) {
      const { actor, clock, refreshes, status } = start();
      for (const step of path.steps.slice(1)) {
        if (step.event.type === TIME.type) clock.increment(PAGE_REFRESH_INTERVAL_MS);
        else actor.send(step.event);
      }
      expect(key(status(), actor.getSnapshot().context)).toBe(key(path.state.value, path.state.context));
      expect(refreshes()).toBe(status() === 'refreshing' ? 1 : 0);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap } from 'xstate/graph';
import { type ListExpanderEvent, listExpanderMachine, selectListExpander } from './listExpander.machine.ts';

// AB-12 most-searched stocks (spec §4, §9): 5 at first, load more adds 10, then load less.

const start = (total: number, first = 5, step = 10) => {
  const actor = createActor(listExpanderMachine, { input: { total, first, step } }).start();
  return { actor, view: () => selectListExpander(actor.getSnapshot()) };
};

describe('AB-12 listExpanderMachine', () => {
  it('15 stocks: 5, then 15 with load less, then 5 again', () => {
    const { actor, view } = start(15);
    expect(view()).toEqual({ state: 'collapsed', shown: 5, canLoadMore: true, canLoadLess: false });
    actor.send({ type: 'LOAD_MORE' });
    expect(view()).toEqual({ state: 'expanded', shown: 15, canLoadMore: false, canLoadLess: true });
    actor.send({ type: 'LOAD_MORE' });
    expect(view().shown).toBe(15);
    actor.send({ type: 'LOAD_LESS' });
    expect(view()).toEqual({ state: 'collapsed', shown: 5, canLoadMore: true, canLoadLess: false });
  });

  it('a longer list grows by 10 a press, offering both, until all show', () => {
    const { actor, view } = start(30);
    actor.send({ type: 'LOAD_MORE' });
    expect(view()).toEqual({ state: 'growing', shown: 15, canLoadMore: true, canLoadLess: true });
    actor.send({ type: 'LOAD_MORE' });
    expect(view()).toMatchObject({ state: 'growing', shown: 25 });
    actor.send({ type: 'LOAD_MORE' });
    expect(view()).toMatchObject({ state: 'expanded', shown: 30 });
  });

  it('a short list shows whole and offers nothing; LOAD_LESS in collapsed does nothing', () => {
    for (const total of [0, 3, 5]) {
      const { actor, view } = start(total);
      actor.send({ type: 'LOAD_LESS' });
      actor.send({ type: 'LOAD_MORE' });
      expect(view()).toEqual({ state: 'collapsed', shown: total, canLoadMore: false, canLoadLess: false });
    }
  });

  it('a hostile input is bounded; a shorter list on refresh keeps the count within it', () => {
    expect(start(Number.NaN).view().shown).toBe(0);
    expect(start(-3).view().shown).toBe(0);
    const { actor, view } = start(15);
    actor.send({ type: 'LOAD_MORE' });
    actor.send({ type: 'TOTAL', total: 8 });
    expect(view()).toMatchObject({ state: 'expanded', shown: 8 });
    actor.send({ type: 'TOTAL', total: 15 });
    expect(view()).toMatchObject({ state: 'growing', shown: 8 });
  });

  it('model-based: every state is reached; on every edge the count is within bounds and the offers match the state', () => {
    const EVENTS: ListExpanderEvent[] = [
      { type: 'LOAD_MORE' },
      { type: 'LOAD_LESS' },
      { type: 'TOTAL', total: 15 },
      { type: 'TOTAL', total: 30 },
      { type: 'TOTAL', total: 4 },
    ];
    const edges = adjacencyMapToArray(
      getAdjacencyMap(listExpanderMachine, {
        events: EVENTS,
        input: { total: 15, first: 5, step: 10 },
        serializeState: (s) => `${String(s.value)} ${s.context.shown}/${s.context.total}`,
      }),
    );
    const states = new Set(edges.map((e) => String(e.nextState.value)));
    expect([...states].sort()).toEqual(['collapsed', 'expanded', 'growing']);
    for (const { event, state, nextState } of edges) {
      const view = selectListExpander(nextState);
      const { shown, total } = nextState.context;
      expect(shown).toBeLessThanOrEqual(total);
      expect(shown).toBeGreaterThanOrEqual(Math.min(5, total));
      if (view.state === 'expanded') expect(view).toMatchObject({ canLoadMore: false, canLoadLess: true });
      if (view.state === 'collapsed') expect(view.canLoadLess).toBe(false);
      if (event.type === 'LOAD_LESS' && state.value !== 'collapsed') expect(shown).toBe(Math.min(5, total));
      if (event.type === 'LOAD_MORE' && state.context.shown < state.context.total) {
        expect(shown).toBe(Math.min(state.context.total, state.context.shown + 10));
      }
    }
  });
});

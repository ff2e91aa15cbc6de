import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap } from 'xstate/graph';
import { selectWebStoryView, type WebStoryEvent, webStoryMachine } from './webStory.machine.ts';

// AB-18 web-story slider (spec §4): index starts 0, previous and next bounded; the next image is
// preloaded; the synopsis expands and collapses.

function start(pages: number) {
  const preloaded: number[] = [];
  const machine = webStoryMachine.provide({
    actions: { preload: (_, params: { index: number }) => preloaded.push(params.index) },
  });
  const actor = createActor(machine, { input: { pages } }).start();
  const view = () => selectWebStoryView(actor.getSnapshot());
  return { actor, view, preloaded };
}

describe('AB-18 webStoryMachine', () => {
  it('starts on the first page, collapsed, and fetches the second page’s picture at once', () => {
    const { view, preloaded } = start(5);
    expect(view()).toEqual({ index: 0, pages: 5, canPrev: false, canNext: true, expanded: false });
    expect(preloaded).toEqual([1]);
  });

  it('NEXT and PREV stop at the ends (no wrap); each move forward fetches the page after it', () => {
    const { actor, view, preloaded } = start(3);
    actor.send({ type: 'PREV' });
    expect(view().index).toBe(0);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(view()).toMatchObject({ index: 2, canNext: false, canPrev: true });
    actor.send({ type: 'NEXT' });
    expect(view().index).toBe(2);
    expect(preloaded).toEqual([1, 2, 3]);
    actor.send({ type: 'PREV' });
    expect(view()).toMatchObject({ index: 1, canNext: true });
  });

  it('the synopsis opens and closes; another page starts closed', () => {
    const { actor, view } = start(3);
    actor.send({ type: 'TOGGLE' });
    expect(view().expanded).toBe(true);
    actor.send({ type: 'TOGGLE' });
    expect(view().expanded).toBe(false);
    actor.send({ type: 'EXPAND' });
    actor.send({ type: 'EXPAND' });
    expect(view().expanded).toBe(true);
    actor.send({ type: 'NEXT' });
    expect(view()).toMatchObject({ index: 1, expanded: false });
    actor.send({ type: 'EXPAND' });
    actor.send({ type: 'COLLAPSE' });
    expect(view().expanded).toBe(false);
  });

  it('GOTO is clamped and fetches ahead; hostile counts are no pages', () => {
    const { actor, view, preloaded } = start(4);
    actor.send({ type: 'GOTO', index: 99 });
    expect(view().index).toBe(3);
    actor.send({ type: 'GOTO', index: Number.NaN });
    expect(view().index).toBe(0);
    expect(preloaded).toEqual([1, 4, 1]);
    expect(start(-2).view()).toMatchObject({ pages: 0, index: 0, canNext: false, canPrev: false });
    actor.send({ type: 'GOTO', index: 3 });
    actor.send({ type: 'PAGES', count: 2 });
    expect(view().index).toBe(1);
  });
});

describe('AB-18 webStoryMachine: model-based (xstate/graph)', () => {
  const EVENTS: WebStoryEvent[] = [
    { type: 'NEXT' },
    { type: 'PREV' },
    { type: 'GOTO', index: 0 },
    { type: 'TOGGLE' },
    { type: 'EXPAND' },
    { type: 'COLLAPSE' },
  ];
  const edges = adjacencyMapToArray(
    getAdjacencyMap(webStoryMachine, {
      events: EVENTS,
      input: { pages: 4 },
      serializeState: (s) => `${String(s.value)} ${s.context.index}`,
    }),
  );

  it('reaches every page, with its synopsis open and closed (4 × 2)', () => {
    const states = new Set(edges.map((e) => `${String(e.nextState.value)} ${e.nextState.context.index}`));
    expect(states.size).toBe(8);
  });

  it('on every edge: bounded index, a move closes the synopsis, TOGGLE flips it', () => {
    for (const { state, event, nextState } of edges) {
      const before = selectWebStoryView(state);
      const after = selectWebStoryView(nextState);
      expect(after.index).toBeGreaterThanOrEqual(0);
      expect(after.index).toBeLessThan(4);
      if (event.type === 'NEXT') expect(after.index).toBe(Math.min(3, before.index + 1));
      if (event.type === 'PREV') expect(after.index).toBe(Math.max(0, before.index - 1));
      if (after.index !== before.index) expect(after.expanded).toBe(false);
      if (event.type === 'TOGGLE') expect(after.expanded).toBe(!before.expanded);
    }
  });
});

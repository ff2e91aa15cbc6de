import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import {
  selectVideoPopupState,
  VIDEO_POPUP_THRESHOLD,
  type VideoPopupContext,
  type VideoPopupEvent,
  type VideoPopupInput,
  videoPopupMachine,
} from './videoPopup.machine.ts';

// VD-03 (spec §4, §9): the player pops up past 500 px of scroll once played, docks back above
// it, and closed with the X stays closed.

function start(input: VideoPopupInput = {}) {
  let scroll: ((y: number) => void) | null = null;
  let watching = 0;
  const machine = videoPopupMachine.provide({
    actors: {
      scrollSource: fromCallback<VideoPopupEvent>(({ sendBack }) => {
        watching += 1;
        scroll = (y) => sendBack({ type: 'SCROLLED', y });
        return () => {
          watching -= 1;
          scroll = null;
        };
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return {
    actor,
    state: () => selectVideoPopupState(actor.getSnapshot()),
    scrollTo: (y: number) => scroll?.(y),
    watching: () => watching,
  };
}

describe('VD-03 videoPopupMachine', () => {
  it('VD-03: a scroll source that reports at once (as the window’s does) is started once, and moves settle', () => {
    let starts = 0;
    const machine = videoPopupMachine.provide({
      actors: {
        scrollSource: fromCallback<VideoPopupEvent>(({ sendBack }) => {
          starts += 1;
          // windowScroll reports the offset as soon as it starts.
          sendBack({ type: 'SCROLLED', y: 900 });
        }),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'PLAYED' });
    expect(selectVideoPopupState(actor.getSnapshot())).toBe('popped');
    actor.send({ type: 'SCROLLED', y: 10 });
    expect(selectVideoPopupState(actor.getSnapshot())).toBe('inline');
    expect(starts).toBe(1);
  });

  it('threshold is the spec’s 500 px', () => {
    expect(VIDEO_POPUP_THRESHOLD).toBe(500);
  });

  it('pops up only past 500 px (not at 500), once the reader has played the video', () => {
    const { actor, state, scrollTo } = start();
    scrollTo(900);
    expect(state()).toBe('inline');
    actor.send({ type: 'PLAYED' });
    expect(state()).toBe('popped');
    scrollTo(500);
    expect(state()).toBe('inline');
    scrollTo(501);
    expect(state()).toBe('popped');
  });

  it('docks back inline when scrolled back within 500 px, and pops again past it', () => {
    const { actor, state, scrollTo } = start();
    actor.send({ type: 'PLAYED' });
    scrollTo(120);
    expect(state()).toBe('inline');
    scrollTo(2400);
    expect(state()).toBe('popped');
    scrollTo(0);
    expect(state()).toBe('inline');
  });

  it('closes once with X: stays closed at any scroll and stops watching the page', () => {
    const { actor, state, scrollTo, watching } = start({ started: true });
    expect(watching()).toBe(1);
    scrollTo(800);
    actor.send({ type: 'CLOSE' });
    expect(state()).toBe('closed');
    expect(watching()).toBe(0);
    for (const y of [0, 300, 900, 5000]) {
      scrollTo(y);
      actor.send({ type: 'PLAYED' });
      expect(state()).toBe('closed');
    }
  });

  it('CLOSE does nothing while inline (there is no X to press)', () => {
    const { actor, state, scrollTo } = start({ started: true });
    actor.send({ type: 'CLOSE' });
    expect(state()).toBe('inline');
    scrollTo(700);
    expect(state()).toBe('popped');
  });

  it('a player woken while playing and already past 500 px starts popped', () => {
    expect(start({ started: true, y: 640 }).state()).toBe('popped');
    expect(start({ started: false, y: 640 }).state()).toBe('inline');
  });

  it('hostile offsets read as 0; a custom threshold is honoured', () => {
    const { actor, state } = start({ started: true });
    for (const y of [Number.NaN, Number.POSITIVE_INFINITY, -50, '900' as unknown as number]) {
      actor.send({ type: 'SCROLLED', y });
      expect(state()).toBe('inline');
    }
    const low = start({ started: true, threshold: 100 });
    low.scrollTo(101);
    expect(low.state()).toBe('popped');
  });
});

describe('VD-03 videoPopupMachine: model-based (xstate/graph)', () => {
  const EVENTS: VideoPopupEvent[] = [
    { type: 'SCROLLED', y: 0 },
    { type: 'SCROLLED', y: 500 },
    { type: 'SCROLLED', y: 501 },
    { type: 'SCROLLED', y: 2000 },
    { type: 'PLAYED' },
    { type: 'CLOSE' },
  ];
  const key = (value: unknown, c: VideoPopupContext) =>
    `${String(value)} past${+(c.y > c.threshold)} s${+c.started}`;
  const options = {
    events: EVENTS,
    serializeState: (s: { value: unknown; context: VideoPopupContext }) => key(s.value, s.context),
  };
  const edges = adjacencyMapToArray(getAdjacencyMap(videoPopupMachine, options));

  it('reaches every state: inline (played or not, above or past the line), popped and closed', () => {
    const states = new Set(edges.map((e) => key(e.nextState.value, e.nextState.context)));
    expect([...states].sort()).toEqual(
      [
        // Closed only from popped, so past the line; nothing moves it after.
        'closed past1 s1',
        'inline past0 s0',
        'inline past0 s1',
        'inline past1 s0',
        'popped past1 s1',
      ].sort(),
    );
  });

  it('on every edge: popped exactly when played and past 500 px, unless closed; closed is for good', () => {
    for (const { state, event, nextState } of edges) {
      const c = nextState.context;
      const value = String(nextState.value);
      if (state.value === 'closed') expect(value).toBe('closed');
      else if (event.type === 'CLOSE') expect(value).toBe(state.value === 'popped' ? 'closed' : 'inline');
      else expect(value).toBe(c.started && c.y > c.threshold ? 'popped' : 'inline');
      expect(['inline', 'popped', 'closed'].filter((tag) => nextState.hasTag(tag as never))).toEqual([value]);
    }
  });

  it('every state has a shortest path from the start, replayed on a live actor to the same state', () => {
    const paths = getShortestPaths(videoPopupMachine, options);
    expect(paths.length).toBe(5);
    for (const path of paths) {
      const actor = createActor(videoPopupMachine, { input: {} }).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(key(actor.getSnapshot().value, actor.getSnapshot().context)).toBe(
        key(path.state.value, path.state.context),
      );
    }
  });
});

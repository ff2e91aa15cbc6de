import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import {
  selectTopNewsTabsView,
  TOP_NEWS_BADGE_DELAY_MS,
  type TopNewsTabsContext,
  type TopNewsTabsEvent,
  type TopNewsTabsInput,
  topNewsTabsMachine,
} from './topNewsTabs.machine.ts';

// HM-02 top news tabs: Top News first; Latest fetched once when first opened (again only after a
// failure); the badge 1–5 after 1000 ms, cleared for good when Latest opens; the list's length.

const STORIES = [{ msid: '1' }, { msid: '2' }];

function start(
  input: TopNewsTabsInput = { fitted: 22 },
  fetch: () => Promise<readonly unknown[]> = async () => STORIES,
) {
  const clock = new SimulatedClock();
  const asked: number[] = [];
  const failures: unknown[] = [];
  const machine = topNewsTabsMachine.provide({
    actors: {
      fetchLatest: fromPromise<readonly unknown[], { count: number }>(async ({ input: { count } }) => {
        asked.push(count);
        return fetch();
      }),
    },
    actions: { reportFailure: (_, params) => failures.push(params.error) },
  });
  const actor = createActor(machine, { input: { random: () => 0.5, ...input }, clock }).start();
  const view = () => selectTopNewsTabsView(actor.getSnapshot());
  return { actor, clock, view, asked, failures };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('HM-02 topNewsTabsMachine: tabs and the Latest list', () => {
  it('opens on Top News, with nothing fetched', () => {
    const { view, asked } = start();
    expect(view()).toMatchObject({ tab: 'top', latestStatus: 'idle', latest: [], badge: null, limit: 22 });
    expect(asked).toEqual([]);
  });

  it('fetches Latest the first time it opens, as many as the list shows, and never again', async () => {
    const { actor, view, asked } = start();
    actor.send({ type: 'SHOW_LATEST' });
    expect(view()).toMatchObject({ tab: 'latest', latestStatus: 'loading' });
    await settle();
    expect(view()).toMatchObject({ latestStatus: 'loaded', latest: STORIES });
    actor.send({ type: 'SHOW_TOP' });
    actor.send({ type: 'SHOW_LATEST' });
    await settle();
    expect(asked).toEqual([22]);
    expect(view()).toMatchObject({ tab: 'latest', latestStatus: 'loaded' });
  });

  it('a failed fetch is reported and leaves the list empty; opening Latest again asks again', async () => {
    let fail = true;
    const { actor, view, asked, failures } = start({ fitted: 17 }, async () => {
      if (fail) throw new Error('502');
      return STORIES;
    });
    actor.send({ type: 'SHOW_LATEST' });
    await settle();
    expect(view()).toMatchObject({ latestStatus: 'failed', latest: [] });
    expect(failures).toHaveLength(1);
    // Pressing the open tab again asks nothing; coming back to it from Top News does.
    actor.send({ type: 'SHOW_LATEST' });
    expect(view().latestStatus).toBe('failed');
    fail = false;
    actor.send({ type: 'SHOW_TOP' });
    actor.send({ type: 'SHOW_LATEST' });
    await settle();
    expect(view()).toMatchObject({ latestStatus: 'loaded', latest: STORIES });
    expect(asked).toEqual([17, 17]);
  });
});

describe('HM-02, issue 27 topNewsTabsMachine: opening on the tab the address chose', () => {
  it('the server rendered Latest with its list: open there, nothing fetched, ever; no badge', async () => {
    const { actor, clock, view, asked } = start({ fitted: 22, opensOn: 'latest', latestInPage: 'served' });
    expect(view()).toMatchObject({ tab: 'latest', latestStatus: 'served', badge: null });
    clock.increment(TOP_NEWS_BADGE_DELAY_MS * 3);
    actor.send({ type: 'SHOW_TOP' });
    expect(view()).toMatchObject({ tab: 'top', latestStatus: 'served', badge: null });
    actor.send({ type: 'SHOW_LATEST' });
    await settle();
    expect(view()).toMatchObject({ tab: 'latest', latestStatus: 'served' });
    expect(asked).toEqual([]);
  });

  it('the server could not have the list: open on the failure; coming back to Latest asks again', async () => {
    const { actor, view, asked } = start({ fitted: 22, opensOn: 'latest', latestInPage: 'failed' });
    expect(view()).toMatchObject({ tab: 'latest', latestStatus: 'failed' });
    actor.send({ type: 'SHOW_LATEST' });
    expect(asked).toEqual([]);
    actor.send({ type: 'SHOW_TOP' });
    actor.send({ type: 'SHOW_LATEST' });
    await settle();
    expect(view()).toMatchObject({ latestStatus: 'loaded', latest: STORIES });
    expect(asked).toEqual([22]);
  });

  it('Latest with nothing in the page fetches it at once; anything else opens on Top News', async () => {
    const latest = start({ fitted: 17, opensOn: 'latest' });
    expect(latest.view()).toMatchObject({ tab: 'latest', latestStatus: 'loading' });
    await settle();
    expect(latest.asked).toEqual([17]);
    for (const odd of [{ opensOn: 'top' }, { latestInPage: 'served' }, { opensOn: 'x', latestInPage: 'x' }]) {
      const { view } = start({ ...(odd as Partial<TopNewsTabsInput>), fitted: 22 });
      expect(view()).toMatchObject({ tab: 'top', latestStatus: 'idle' });
    }
  });
});

describe('HM-02 topNewsTabsMachine: the badge (SimulatedClock)', () => {
  it('shows a number from 1 to 5 after 1000 ms, and clears when Latest opens, for good', () => {
    const { actor, clock, view } = start({ fitted: 22, random: () => 0.99 });
    clock.increment(TOP_NEWS_BADGE_DELAY_MS - 1);
    expect(view().badge).toBeNull();
    clock.increment(1);
    expect(view().badge).toBe(5);
    actor.send({ type: 'SHOW_LATEST' });
    expect(view().badge).toBeNull();
    actor.send({ type: 'SHOW_TOP' });
    clock.increment(TOP_NEWS_BADGE_DELAY_MS * 10);
    expect(view().badge).toBeNull();
  });

  it('Latest opened within the first second: the badge never shows', () => {
    const { actor, clock, view } = start();
    clock.increment(400);
    actor.send({ type: 'SHOW_LATEST' });
    actor.send({ type: 'SHOW_TOP' });
    clock.increment(TOP_NEWS_BADGE_DELAY_MS * 5);
    expect(view().badge).toBeNull();
  });

  it('draws each number 1–5 from the random source', () => {
    const shown = [0, 0.2, 0.4, 0.6, 0.8].map((value) => {
      const { clock, view } = start({ fitted: 17, random: () => value });
      clock.increment(TOP_NEWS_BADGE_DELAY_MS);
      return view().badge;
    });
    expect(shown).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('HM-02 topNewsTabsMachine: list length', () => {
  it('17 beside live TV or an active IPL widget, the fitted count otherwise; the column can change', () => {
    expect(start({ fitted: 24, column: { liveTvInColumn: true } }).view().limit).toBe(17);
    const { actor, view } = start({ fitted: 24 });
    expect(view().limit).toBe(24);
    actor.send({ type: 'COLUMN', column: { iplActive: true } });
    expect(view().limit).toBe(17);
    actor.send({ type: 'COLUMN', column: { iplActive: false } });
    expect(view().limit).toBe(24);
    expect(start({ fitted: 3 }).view().limit).toBe(17);
  });
});

describe('HM-02 topNewsTabsMachine: model-based (xstate/graph)', () => {
  const BADGE_TIME = {
    type: 'xstate.after.BADGE_DELAY.topNewsTabs.badge.waiting',
  } as unknown as TopNewsTabsEvent;
  const DONE = { type: 'xstate.done.actor.fetchLatest', output: STORIES } as unknown as TopNewsTabsEvent;
  const ERROR = {
    type: 'xstate.error.actor.fetchLatest',
    error: new Error('x'),
  } as unknown as TopNewsTabsEvent;
  const EVENTS: TopNewsTabsEvent[] = [
    { type: 'SHOW_TOP' },
    { type: 'SHOW_LATEST' },
    { type: 'COLUMN', column: { iplActive: true } },
    { type: 'COLUMN', column: { iplActive: false } },
    BADGE_TIME,
    DONE,
    ERROR,
  ];
  const input: TopNewsTabsInput = { fitted: 22, random: () => 0.3 };
  const key = (value: unknown, c: TopNewsTabsContext) => `${JSON.stringify(value)} l${c.limit} b${c.badge}`;
  const options = {
    events: EVENTS,
    input,
    serializeState: (s: { value: unknown; context: TopNewsTabsContext }) => key(s.value, s.context),
  };
  const edges = adjacencyMapToArray(getAdjacencyMap(topNewsTabsMachine, options));

  it('reaches every state of every region', () => {
    const values = new Set(
      edges.flatMap((e) => [e.state.value, e.nextState.value]).map((v) => JSON.stringify(v)),
    );
    const seen = (region: string, state: string) =>
      [...values].some((value) => (JSON.parse(value) as Record<string, string>)[region] === state);
    for (const state of ['top', 'latest']) expect(seen('tab', state), state).toBe(true);
    for (const state of ['idle', 'loading', 'loaded', 'failed'])
      expect(seen('latest', state), state).toBe(true);
    for (const state of ['waiting', 'shown', 'cleared']) expect(seen('badge', state), state).toBe(true);
  });

  it('on every edge: the badge shows only in `shown`; loading starts only from opening Latest; the limit follows the rule', () => {
    for (const { state, event, nextState } of edges) {
      const after = nextState.value as { tab: string; latest: string; badge: string };
      const before = state.value as { tab: string; latest: string; badge: string };
      expect(nextState.context.badge !== null).toBe(after.badge === 'shown');
      if (after.latest === 'loading' && before.latest !== 'loading') expect(event.type).toBe('SHOW_LATEST');
      if (before.badge === 'cleared') expect(after.badge).toBe('cleared');
      expect(nextState.context.limit).toBe(nextState.context.column.iplActive ? 17 : 22);
    }
  });

  it('every shortest path replays on a real actor (time on a SimulatedClock, the fetch as a promise)', async () => {
    const paths = getShortestPaths(topNewsTabsMachine, options);
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      // Each fetch waits until the path says how it ends.
      let settleFetch: {
        resolve: (stories: readonly unknown[]) => void;
        reject: (error: Error) => void;
      } | null = null;
      const { actor, clock } = start(
        input,
        () =>
          new Promise((resolve, reject) => {
            settleFetch = { resolve, reject };
          }),
      );
      for (const step of path.steps.slice(1)) {
        const { type } = step.event;
        if (type === BADGE_TIME.type) clock.increment(TOP_NEWS_BADGE_DELAY_MS);
        else if (type === DONE.type) settleFetch!.resolve(STORIES);
        else if (type === ERROR.type) settleFetch!.reject(new Error('x'));
        else actor.send(step.event as TopNewsTabsEvent);
        await settle();
      }
      const snapshot = actor.getSnapshot();
      expect(key(snapshot.value, snapshot.context)).toBe(key(path.state.value, path.state.context));
    }
  });
});

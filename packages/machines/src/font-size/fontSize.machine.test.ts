import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { adjacencyMapToArray, createTestModel, getAdjacencyMap } from 'xstate/graph';
import {
  type FontSizeEvent,
  type FontSizeInput,
  fontSizeMachine,
  selectFontSize,
} from './fontSize.machine.ts';
import { FONT_SIZES, type FontSize } from './fontSize.ts';

// AR-10 font size: small / medium (default) / large; persist + apply come from the caller.

/** Every event the machine understands, with every payload it can carry. */
const ALL_EVENTS: FontSizeEvent[] = [
  ...FONT_SIZES.map((size): FontSizeEvent => ({ type: 'CHOOSE', size })),
  { type: 'INCREASE' },
  { type: 'DECREASE' },
];

const eventKey = (event: FontSizeEvent) => (event.type === 'CHOOSE' ? `CHOOSE ${event.size}` : event.type);

/** An actor whose `apply` and `persist` are spies, as the UI provides them. */
function start(input: FontSizeInput = {}) {
  const apply = vi.fn<(size: FontSize) => void>();
  const persist = vi.fn<(size: FontSize) => void>();
  const calls: string[] = [];
  const machine = fontSizeMachine.provide({
    actions: {
      apply: (_, { size }) => {
        calls.push(`apply ${size}`);
        apply(size);
      },
      persist: (_, { size }) => {
        calls.push(`persist ${size}`);
        persist(size);
      },
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, apply, persist, calls, size: () => selectFontSize(actor.getSnapshot()) };
}

/** The specification, written out: from, event, to. A row whose `to` equals `from` is a no-op. */
const TRANSITIONS: ReadonlyArray<readonly [FontSize, string, FontSize]> = [
  ['small', 'CHOOSE small', 'small'],
  ['small', 'CHOOSE medium', 'medium'],
  ['small', 'CHOOSE large', 'large'],
  ['small', 'INCREASE', 'medium'],
  ['small', 'DECREASE', 'small'],
  ['medium', 'CHOOSE small', 'small'],
  ['medium', 'CHOOSE medium', 'medium'],
  ['medium', 'CHOOSE large', 'large'],
  ['medium', 'INCREASE', 'large'],
  ['medium', 'DECREASE', 'small'],
  ['large', 'CHOOSE small', 'small'],
  ['large', 'CHOOSE medium', 'medium'],
  ['large', 'CHOOSE large', 'large'],
  ['large', 'INCREASE', 'large'],
  ['large', 'DECREASE', 'medium'],
];

const eventFromKey = (key: string): FontSizeEvent => {
  const event = ALL_EVENTS.find((e) => eventKey(e) === key);
  if (!event) throw new Error(`unknown event ${key}`);
  return event;
};

describe('AR-10 fontSizeMachine: initial size from input', () => {
  it('starts in medium when no initial size is given', () => {
    const { actor, size } = start();
    expect(actor.getSnapshot().value).toBe('medium');
    expect(size()).toBe('medium');
  });

  it.each(FONT_SIZES)('starts in %s when input.initial says so', (initial) => {
    expect(start({ initial }).size()).toBe(initial);
  });

  it.each([null, undefined, 'huge'])('starts in medium for an invalid initial %j', (initial) => {
    // A serialised island prop or a tampered storage value may be anything at run time.
    expect(start({ initial: initial as FontSize }).size()).toBe('medium');
  });

  it('keeps the parsed initial in context and never observes the transient state', () => {
    const { actor } = start({ initial: 'large' });
    expect(actor.getSnapshot().context).toEqual({ initial: 'large' });
    expect(actor.getSnapshot().matches('restoring')).toBe(false);
  });

  it.each(FONT_SIZES)('runs no side effect when starting in %s', (initial) => {
    // The pre-hydration script has already applied the stored size; starting must not rewrite it.
    const { apply, persist } = start({ initial });
    expect(apply).not.toHaveBeenCalled();
    expect(persist).not.toHaveBeenCalled();
  });
});

describe('AR-10 fontSizeMachine: every transition', () => {
  it.each(TRANSITIONS)('%s --%s--> %s', (from, key, to) => {
    const { actor, apply, persist, calls, size } = start({ initial: from });
    actor.send(eventFromKey(key));
    expect(size()).toBe(to);
    expect(actor.getSnapshot().status).toBe('active');
    if (to === from) {
      // Bounds and re-choosing the current size are no-ops: nothing applied, nothing written.
      expect(calls).toEqual([]);
    } else {
      expect(apply).toHaveBeenCalledExactlyOnceWith(to);
      expect(persist).toHaveBeenCalledExactlyOnceWith(to);
      expect(calls).toEqual([`apply ${to}`, `persist ${to}`]);
    }
  });

  it('is bounded: INCREASE stops at large, DECREASE stops at small', () => {
    const { actor, persist, size } = start({ initial: 'small' });
    for (let i = 0; i < 5; i++) actor.send({ type: 'INCREASE' });
    expect(size()).toBe('large');
    expect(persist.mock.calls).toEqual([['medium'], ['large']]);
    for (let i = 0; i < 5; i++) actor.send({ type: 'DECREASE' });
    expect(size()).toBe('small');
    expect(persist.mock.calls).toEqual([['medium'], ['large'], ['medium'], ['small']]);
  });

  it('passes the chosen size to persist and apply', () => {
    const { actor, apply, persist } = start();
    actor.send({ type: 'CHOOSE', size: 'large' });
    actor.send({ type: 'CHOOSE', size: 'small' });
    expect(apply.mock.calls).toEqual([['large'], ['small']]);
    expect(persist.mock.calls).toEqual([['large'], ['small']]);
  });

  it('works without provided actions (the placeholders are no-ops)', () => {
    const actor = createActor(fontSizeMachine, { input: {} }).start();
    actor.send({ type: 'INCREASE' });
    expect(actor.getSnapshot().value).toBe('large');
  });
});

describe('AR-10 fontSizeMachine: model-based (xstate/graph)', () => {
  const edge = (from: unknown, event: FontSizeEvent, to: unknown) =>
    `${String(from)} --${eventKey(event)}--> ${String(to)}`;

  it('has exactly the transitions of the specification table, from every starting size', () => {
    const fromGraph = new Set<string>();
    for (const initial of FONT_SIZES) {
      const adjacency = getAdjacencyMap(fontSizeMachine, { events: ALL_EVENTS, input: { initial } });
      for (const { state, event, nextState } of adjacencyMapToArray(adjacency)) {
        fromGraph.add(edge(state.value, event, nextState.value));
      }
    }
    const fromSpec = new Set(TRANSITIONS.map(([from, key, to]) => edge(from, eventFromKey(key), to)));
    expect([...fromGraph].sort()).toEqual([...fromSpec].sort());
  });

  // createTestModel tells states apart by the transition that reached them, so its shortest paths
  // reach every state through every state-changing transition (transition coverage).
  const covered = new Set<string>();
  describe.each(FONT_SIZES)('paths starting in %s', (initial) => {
    const model = createTestModel(fontSizeMachine, { events: ALL_EVENTS, input: { initial } });
    const paths = model.getShortestPaths();

    it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
      const { actor, apply, persist, size } = start({ initial });
      const sizeIs = (expected: FontSize) => () => {
        expect(size()).toBe(expected);
      };
      await path.test({
        states: { small: sizeIs('small'), medium: sizeIs('medium'), large: sizeIs('large') },
        // xstate/graph types an executor's event by its type only; the step carries the whole event.
        events: {
          CHOOSE: ({ event }) => send(event as FontSizeEvent),
          INCREASE: ({ event }) => send(event as FontSizeEvent),
          DECREASE: ({ event }) => send(event as FontSizeEvent),
        },
      });
      function send(event: FontSizeEvent) {
        const before = size();
        const applied = apply.mock.calls.length;
        actor.send(event);
        const after = size();
        covered.add(edge(before, event, after));
        const changed = after === before ? 0 : 1;
        expect(apply.mock.calls.length - applied).toBe(changed);
        if (changed) {
          expect(apply).toHaveBeenLastCalledWith(after);
          expect(persist).toHaveBeenLastCalledWith(after);
        }
      }
      expect(size()).toBe(path.state.value);
    });
  });

  it('reached every state and every state-changing transition', () => {
    const changing = TRANSITIONS.filter(([from, , to]) => from !== to).map(([from, key, to]) =>
      edge(from, eventFromKey(key), to),
    );
    expect(changing).toHaveLength(10);
    for (const transition of changing) expect(covered).toContain(transition);
    const states = new Set([...covered].map((e) => e.split(' ').at(-1)));
    expect([...states].sort()).toEqual(['large', 'medium', 'small']);
  });
});

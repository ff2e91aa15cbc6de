import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, and, fromPromise, not, setup } from 'xstate';
import * as machines from '../index.ts';
import { machineDiagram } from './machineGraph.ts';

/** Every machine the package exports, found by shape so a new machine is checked without a list. */
const allMachines = Object.entries(machines).filter(
  (entry): entry is [string, AnyStateMachine] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'root' in entry[1] && 'config' in entry[1],
);

interface RawState {
  id?: string;
  states?: Record<string, RawState>;
  on?: Record<string, unknown>;
  after?: Record<string, unknown>;
  always?: unknown;
  invoke?: unknown;
}

/** What the machine's own config declares, read from the raw config (not through xstate/graph). */
function declared(machine: AnyStateMachine) {
  const states: string[] = [];
  const triggers: string[] = [];
  const visit = (id: string, config: RawState) => {
    states.push(id);
    for (const event of Object.keys(config.on ?? {})) triggers.push(`${id} ${event}`);
    for (const delay of Object.keys(config.after ?? {}))
      triggers.push(`${id} after ${/^\d+$/.test(delay) ? `${delay} ms` : delay}`);
    if (config.always) triggers.push(`${id} always`);
    for (const [key, child] of Object.entries(config.states ?? {})) visit(child.id ?? `${id}.${key}`, child);
  };
  visit(machine.id, machine.config as RawState);
  return { states, triggers };
}

describe('machineDiagram (DV-01): a diagram read from the machine definition', () => {
  it('finds the package machines by shape', () => {
    expect(allMachines.length).toBeGreaterThanOrEqual(30);
  });

  it.each(allMachines)(
    '%s: one box a declared state, an arrow for every declared event, delay and always',
    (_, machine) => {
      const diagram = machineDiagram(machine);
      const { states, triggers } = declared(machine);
      expect(diagram.states.map((state) => state.id).sort()).toEqual([...states].sort());
      const drawn = new Set(
        diagram.transitions.map((transition) => `${transition.source} ${transition.trigger}`),
      );
      for (const trigger of triggers) expect(drawn, `${machine.id}: ${trigger}`).toContain(trigger);
      const ids = new Set(states);
      for (const transition of diagram.transitions) {
        expect(ids).toContain(transition.source);
        expect(ids).toContain(transition.target);
      }
      // Each compound state has exactly one initial child.
      for (const state of diagram.states.filter((each) => each.kind === 'compound'))
        expect(diagram.states.filter((each) => each.parent === state.id && each.initial)).toHaveLength(1);
    },
  );

  it('names delays, guards, invoked actors and eventless transitions as the config says them', () => {
    const machine = setup({
      actors: { fetchStories: fromPromise(async () => 1) },
      guards: { hasMore: () => true, online: () => true },
      delays: { lockMoves: 500 },
    }).createMachine({
      id: 'sample',
      initial: 'idle',
      states: {
        idle: {
          tags: ['quiet'],
          on: { LOAD: { target: 'loading', guard: and(['hasMore', not('online')]) } },
          after: { lockMoves: 'done', 3000: 'idle' },
        },
        loading: {
          invoke: { id: 'fetch', src: 'fetchStories', onDone: 'checking', onError: { target: 'idle' } },
        },
        checking: { always: [{ target: 'done', guard: 'hasMore' }, { target: 'idle' }] },
        done: { type: 'final' },
      },
    });
    const diagram = machineDiagram(machine);
    expect(diagram.states).toEqual([
      { id: 'sample', path: [], name: 'sample', kind: 'compound', initial: false, tags: [], invokes: [] },
      {
        id: 'sample.idle',
        path: ['idle'],
        name: 'idle',
        kind: 'atomic',
        parent: 'sample',
        initial: true,
        tags: ['quiet'],
        invokes: [],
      },
      {
        id: 'sample.loading',
        path: ['loading'],
        name: 'loading',
        kind: 'atomic',
        parent: 'sample',
        initial: false,
        tags: [],
        invokes: ['fetch'],
      },
      {
        id: 'sample.checking',
        path: ['checking'],
        name: 'checking',
        kind: 'atomic',
        parent: 'sample',
        initial: false,
        tags: [],
        invokes: [],
      },
      {
        id: 'sample.done',
        path: ['done'],
        name: 'done',
        kind: 'final',
        parent: 'sample',
        initial: false,
        tags: [],
        invokes: [],
      },
    ]);
    expect(diagram.transitions.map(({ source, target, label }) => `${source} → ${target}: ${label}`)).toEqual(
      [
        'sample.idle → sample.loading: LOAD [hasMore & !online]',
        // Object keys: integer-like first, as JavaScript orders them.
        'sample.idle → sample.idle: after 3000 ms',
        'sample.idle → sample.done: after lockMoves',
        'sample.loading → sample.checking: done: fetch',
        'sample.loading → sample.idle: error: fetch',
        'sample.checking → sample.done: always [hasMore]',
        'sample.checking → sample.idle: always',
      ],
    );
  });
});

import { expect } from 'vitest';
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  fromPromise,
  type SimulatedClock,
  type StateValue,
} from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';

/**
 * Test support for every machine (imported by the `*.test.ts` files only).
 *
 * Model-based coverage with `xstate/graph`: `transitionPaths` walks the machine's state graph
 * (with a finite set of events and a serializer that keeps the context features that matter),
 * takes the shortest path to every state and extends it by every transition leaving that state.
 * Running all of them on a real actor reaches every state and takes every transition.
 */

/** A fake of an injected `fromPromise` actor: every call waits until the test settles it. */
export function deferredActor<TInput>() {
  interface Call {
    input: TInput;
    signal: AbortSignal;
    resolve: (output: unknown) => void;
    reject: (error: unknown) => void;
  }
  const calls: Call[] = [];
  const logic = fromPromise<unknown, TInput>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        calls.push({ input, signal, resolve, reject });
      }),
  );
  const last = (): Call => {
    const call = calls.at(-1);
    if (!call) throw new Error('the actor was not invoked');
    return call;
  };
  return { logic, calls, last };
}

/** Lets promise callbacks (an actor's resolution) run. */
export const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A state value as its leaf paths: `open.details`, `voted.request.sent|voted.toast.hidden`. */
export function stateKey(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .flatMap(([key, child]) =>
      child === undefined
        ? [key]
        : stateKey(child as StateValue)
            .split('|')
            .map((path) => `${key}.${path}`),
    )
    .join('|');
}

/** Each leaf path of a state value on its own. */
export const leafStates = (value: StateValue) => stateKey(value).split('|');

/** The observable atomic (and final) states of a machine, as leaf paths; transient ones excluded. */
export function atomicStates(machine: AnyStateMachine, transient: readonly string[] = []): string[] {
  const prefix = `${machine.root.id}.`;
  return getStateNodes(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.id.slice(prefix.length))
    .filter((path) => !transient.includes(path))
    .sort();
}

export interface ModelStep<E extends EventObject> {
  event: E;
  /** The snapshot the model expects after the event. */
  state: AnyMachineSnapshot;
}

export interface ModelPath<E extends EventObject> {
  description: string;
  /** The first step is the initial state (event `xstate.init`). */
  steps: ModelStep<E>[];
}

export interface ModelOptions<E extends EventObject> {
  /** Every event the model may send; events a state does not handle are left out per state. */
  events: readonly E[];
  /** A short name for an event (paths and edges are described with it). */
  label: (event: E) => string;
  /** The features of a snapshot the model tells states apart by (and the test compares). */
  features: (snapshot: AnyMachineSnapshot) => unknown;
  input?: unknown;
  /** Leaves out events in some states (e.g. to keep the state space finite). */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: E) => boolean;
}

export interface Model<E extends EventObject> {
  paths: ModelPath<E>[];
  /** Every transition that changes the snapshot's features: `from --event--> to` (leaf paths). */
  edges: Set<string>;
  /** Every state reached, as leaf paths. */
  states: Set<string>;
}

export function edgeKey(from: StateValue, event: string, to: StateValue): string {
  return `${stateKey(from)} --${event}--> ${stateKey(to)}`;
}

export function transitionPaths<E extends EventObject>(
  machine: AnyStateMachine,
  options: ModelOptions<E>,
): Model<E> {
  const serializeState = (snapshot: AnyMachineSnapshot) =>
    JSON.stringify({ value: snapshot.value, features: options.features(snapshot) });
  const traversal = {
    events: options.events as unknown as EventObject[],
    input: options.input,
    serializeState,
    // Only events with an enabled transition: an unhandled `xstate.error.actor.*` would stop the
    // machine, which is not a transition of the model.
    filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) =>
      snapshot.can(event) && (options.filterEvents?.(snapshot, event as E) ?? true),
  };
  const adjacency = getAdjacencyMap(machine, traversal);
  const shortest = new Map(
    getShortestPaths(machine, traversal).map((path) => [serializeState(path.state), path] as const),
  );
  const paths: ModelPath<E>[] = [];
  const edges = new Set<string>();
  const states = new Set<string>();
  for (const { state, event, nextState } of adjacencyMapToArray(adjacency)) {
    for (const leaf of leafStates(state.value)) states.add(leaf);
    for (const leaf of leafStates(nextState.value)) states.add(leaf);
    if (serializeState(state) === serializeState(nextState)) continue; // not handled here
    const to = shortest.get(serializeState(state));
    if (!to) throw new Error(`no path to ${serializeState(state)}`);
    const steps = [...(to.steps as ModelStep<E>[]), { event: event as E, state: nextState }];
    const labels = steps.slice(1).map((step) => options.label(step.event));
    paths.push({ description: labels.join(' → ') || '(initial)', steps });
    edges.add(edgeKey(state.value, options.label(event as E), nextState.value));
  }
  return { paths, edges, states };
}

type Settle = { resolve: (output: unknown) => void; reject: (error: unknown) => void };

/**
 * Invoked actors for replaying model paths: each `logic<Input>()` is a `fromPromise` whose newest
 * call waits until `replayPath` settles it with the path's own done or error event.
 */
export function pendingActors() {
  let newest: Settle | undefined;
  const logic = <TInput, TOutput = unknown>() =>
    fromPromise<TOutput, TInput>(
      () =>
        new Promise((resolve, reject) => {
          // The path's done event carries the output the model chose for this actor.
          newest = { resolve: resolve as Settle['resolve'], reject };
        }),
    );
  return { logic, newest: () => newest };
}

export interface ReplayOptions {
  /** The actors the machine was given (from `pendingActors`). */
  pending: { newest: () => Settle | undefined };
  /** The features the model tells states apart by: compared after every step. */
  features: (snapshot: AnyMachineSnapshot) => unknown;
  /** For machines with delays: the actor's clock, and how far a path's `after` step moves it (by its event type when the machine has several delays). */
  clock?: SimulatedClock;
  delayMs?: number | ((afterEventType: string) => number);
}

/**
 * Replays a model path on a real actor: invoked actors are settled with the path's done and error
 * events, delays are passed on the simulated clock, other events are sent; after every step the
 * actor must be in the state, with the features, the model says.
 */
export async function replayPath<E extends EventObject>(
  actor: AnyActorRef,
  path: ModelPath<E>,
  options: ReplayOptions,
): Promise<void> {
  for (const step of path.steps.slice(1)) {
    const event = step.event as EventObject & { output?: unknown; error?: unknown };
    if (event.type.startsWith('xstate.done.actor.')) {
      options.pending.newest()?.resolve(event.output);
      await flush();
    } else if (event.type.startsWith('xstate.error.actor.')) {
      options.pending.newest()?.reject(event.error);
      await flush();
    } else if (event.type.startsWith('xstate.after.')) {
      if (!options.clock || options.delayMs === undefined)
        throw new Error(`${path.description}: a delay needs the actor's clock and delayMs`);
      options.clock.increment(
        typeof options.delayMs === 'number' ? options.delayMs : options.delayMs(event.type),
      );
    } else {
      actor.send(step.event);
    }
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    expect(stateKey(snapshot.value)).toBe(stateKey(step.state.value));
    expect(options.features(snapshot)).toEqual(options.features(step.state));
  }
}

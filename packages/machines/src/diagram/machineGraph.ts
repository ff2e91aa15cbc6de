/**
 * DV-01: a machine's diagram, read from the machine definition itself (never drawn by hand).
 *
 * xstate/graph's `toDirectedGraph` gives the state tree and the event transitions; the eventless
 * (`always`) transitions it leaves out are added here, and every edge gets a label a developer
 * can read: the event, or `after {delay}` with the delay's name, `done:`/`error:` with the invoked
 * actor's id, and the guard's name in brackets. Pure data: the Storybook diagram lays it out.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { type DirectedGraphNode, toDirectedGraph } from 'xstate/graph';

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface DiagramState {
  /** The state node's id (`machine.parent.child`), as in a snapshot's `_nodes`. */
  id: string;
  /** The keys from the root down (empty for the root): `snapshot.matches` takes it as a state value. */
  path: string[];
  /** The name shown: the state's key (the machine's id for the root). */
  name: string;
  kind: StateKind;
  /** The parent state's id; none for the root. */
  parent?: string;
  /** True for the state its parent enters first. */
  initial: boolean;
  tags: string[];
  /** Ids of the actors the state invokes while it is active. */
  invokes: string[];
}

export interface DiagramTransition {
  id: string;
  source: string;
  target: string;
  /** What takes it: `CLICK`, `after lockMoves`, `done: fetchStories`, `always`… */
  trigger: string;
  /** The guard's name, `!name` for not(…), `a & b` / `a | b` for and/or; none when unguarded. */
  guard?: string;
  /** The trigger and the guard, as the diagram writes them. */
  label: string;
}

export interface MachineDiagram {
  id: string;
  states: DiagramState[];
  transitions: DiagramTransition[];
}

export function machineDiagram(machine: AnyStateMachine): MachineDiagram {
  const states: DiagramState[] = [];
  const transitions: DiagramTransition[] = [];
  const visit = (node: DirectedGraphNode) => {
    const stateNode = node.stateNode;
    states.push(stateOf(stateNode));
    for (const edge of node.edges) {
      const transition = edge.transition;
      transitions.push(
        transitionOf(
          `${edge.id}`,
          stateNode.id,
          edge.target.id,
          triggerOf(transition.eventType),
          transition.guard,
        ),
      );
    }
    stateNode.always?.forEach((transition, index) => {
      for (const target of transition.target ?? [stateNode]) {
        transitions.push(
          transitionOf(
            `${stateNode.id}:always:${index}:${target.id}`,
            stateNode.id,
            target.id,
            'always',
            transition.guard,
          ),
        );
      }
    });
    node.children.forEach(visit);
  };
  visit(toDirectedGraph(machine));
  return { id: machine.id, states, transitions };
}

function stateOf(stateNode: AnyStateNode): DiagramState {
  const parent = stateNode.parent;
  return {
    id: stateNode.id,
    path: [...stateNode.path],
    name: parent ? stateNode.key : stateNode.machine.id,
    kind: stateNode.type,
    ...(parent ? { parent: parent.id } : {}),
    initial: parent?.initial?.target.includes(stateNode) ?? false,
    tags: [...stateNode.tags],
    invokes: stateNode.invoke.map((invoke) => invoke.id),
  };
}

function transitionOf(
  id: string,
  source: string,
  target: string,
  trigger: string,
  guard: unknown,
): DiagramTransition {
  const guardName = guardNameOf(guard);
  return {
    id,
    source,
    target,
    trigger,
    ...(guardName ? { guard: guardName } : {}),
    label: guardName ? `${trigger} [${guardName}]` : trigger,
  };
}

/** xstate's internal event names, written as a reader of the machine's config would say them. */
export function triggerOf(eventType: string): string {
  if (eventType.startsWith('xstate.after.')) return `after ${delayName(eventType)}`;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  // An invoke without an id gets xstate's made-up `{index}.{state id}`: the state already says which.
  if (actor) return /^\d+\./.test(actor[2] ?? '') ? `${actor[1]}` : `${actor[1]}: ${actor[2]}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

/** `xstate.after.{delay}.{state id}`: the delay is a number of ms or a named delay (no dots in either). */
function delayName(eventType: string): string {
  const delay = eventType.slice('xstate.after.'.length).split('.')[0] ?? '';
  return /^\d+$/.test(delay) ? `${delay} ms` : delay;
}

/** Named guards by name; and/or/not (functions carrying their `guards`) spelled out; inline ones as `inline`. */
export function guardNameOf(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] }).guards;
    const names = (inner ?? []).map((each) => guardNameOf(each) ?? 'inline');
    switch (guard.name) {
      case 'not':
        return `!${names[0] ?? 'inline'}`;
      case 'and':
        return names.join(' & ');
      case 'or':
        return names.join(' | ');
      default:
        return guard.name && guard.name !== 'guard' ? guard.name : 'inline';
    }
  }
  return 'inline';
}

/**
 * DV-01: the machines running in the story on screen, and the state each is in, for the diagrams
 * beside it. Fed by the inspection that `inspectedXstateReact.ts` gives every actor a story's
 * components create; read with `useLiveActors`.
 */
import { useSyncExternalStore } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine, InspectionEvent } from 'xstate';

export interface LiveActor {
  /** The actor's session id: two widgets on one machine are two diagrams. */
  sessionId: string;
  machine: AnyStateMachine;
  snapshot: AnyMachineSnapshot;
  /** The last event the actor received, as its type. */
  lastEvent?: string;
}

let actors: readonly LiveActor[] = [];
const listeners = new Set<() => void>();

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'config' in logic;

function publish(next: readonly LiveActor[]) {
  actors = next;
  for (const listener of listeners) listener();
}

/** An `inspect` observer: keeps each machine actor's newest snapshot and last event. */
export function inspectForDiagrams(event: InspectionEvent): void {
  const actorRef = event.actorRef as { sessionId: string; logic?: unknown };
  if (!isMachine(actorRef.logic)) return;
  const machine = actorRef.logic;
  const known = actors.find((actor) => actor.sessionId === actorRef.sessionId);
  if (event.type === '@xstate.snapshot') {
    const snapshot = event.snapshot as AnyMachineSnapshot;
    if (snapshot.status === 'stopped') return;
    const updated: LiveActor = { ...(known ?? { sessionId: actorRef.sessionId, machine }), snapshot };
    publish(known ? actors.map((actor) => (actor === known ? updated : actor)) : [...actors, updated]);
  } else if (event.type === '@xstate.event' && known && !event.event.type.startsWith('xstate.')) {
    publish(actors.map((actor) => (actor === known ? { ...known, lastEvent: event.event.type } : actor)));
  }
}

/** Forgets every actor: a new story starts with no diagrams of the last one's machines. */
export function forgetLiveActors(): void {
  publish([]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useLiveActors = (): readonly LiveActor[] =>
  useSyncExternalStore(
    subscribe,
    () => actors,
    () => actors,
  );

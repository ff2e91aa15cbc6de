import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, SimulatedClock } from 'xstate';
import { atomicStates, pendingActors, replayPath, stateKey, transitionPaths } from '../testing/model.ts';
import {
  DRAFT_PREVIEW_SETTLE_MS,
  type DraftPreviewContext,
  draftPreviewMachine,
} from './draftPreview.machine.ts';

// ED-04: the preview beside the editor follows the draft, asking once the editor pauses
// (SimulatedClock), never once per change.

function start() {
  const clock = new SimulatedClock();
  let requested = 0;
  const actor = createActor(
    draftPreviewMachine.provide({
      actions: {
        requestPreview: () => {
          requested += 1;
        },
      },
    }),
    { clock },
  ).start();
  return { actor, clock, state: () => stateKey(actor.getSnapshot().value), requested: () => requested };
}

describe('ED-04 draftPreview on the clock', () => {
  it('shows the loaded layout at once, then asks once after a run of changes has paused', () => {
    const { actor, clock, state, requested } = start();
    expect(state()).toBe('waiting');
    actor.send({ type: 'DRAFT' });
    expect(state()).toBe('loading');
    expect(requested()).toBe(1);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'LOADED' });
    expect(state()).toBe('shown');
    // Ten changes, each within the pause of the one before: no request until the last has settled.
    for (let change = 0; change < 10; change += 1) {
      actor.send({ type: 'DRAFT' });
      clock.increment(DRAFT_PREVIEW_SETTLE_MS - 1);
    }
    expect(state()).toBe('settling');
    expect(requested()).toBe(1);
    clock.increment(1);
    expect(state()).toBe('loading');
    expect(requested()).toBe(2);
    expect(actor.getSnapshot().context.requests).toBe(2);
  });

  it('a change while the frame loads waits for a pause again, then asks for the newest draft', () => {
    const { actor, clock, state, requested } = start();
    actor.send({ type: 'DRAFT' });
    actor.send({ type: 'DRAFT' });
    expect(state()).toBe('settling');
    // The frame's answer to the older draft is no longer what is shown.
    actor.send({ type: 'LOADED' });
    expect(state()).toBe('settling');
    clock.increment(DRAFT_PREVIEW_SETTLE_MS);
    expect(requested()).toBe(2);
    actor.send({ type: 'LOADED' });
    expect(state()).toBe('shown');
    clock.increment(DRAFT_PREVIEW_SETTLE_MS * 10);
    expect(requested()).toBe(2);
  });
});

describe('ED-04 draftPreview: model-based, every state and transition', () => {
  const events = [
    { type: 'DRAFT' },
    { type: 'LOADED' },
    { type: 'xstate.after.SETTLE.draftPreview.settling' },
  ] as EventObject[];
  const label = (event: EventObject) => (event.type.startsWith('xstate.after') ? 'SETTLE' : event.type);
  // Requests counted up to 2: enough to tell the first from a later one, and the graph stays finite.
  const features = (snapshot: AnyMachineSnapshot) => ({
    requests: Math.min((snapshot.context as DraftPreviewContext).requests, 2),
  });
  const model = transitionPaths(draftPreviewMachine, { events, label, features });

  it('reaches every state', () => {
    expect([...model.states].sort()).toEqual(atomicStates(draftPreviewMachine));
  });

  it('takes every transition', () => {
    expect([...model.edges].sort()).toEqual(
      expect.arrayContaining([
        'waiting --DRAFT--> loading',
        'loading --DRAFT--> settling',
        'loading --LOADED--> shown',
        'settling --SETTLE--> loading',
        'shown --DRAFT--> settling',
      ]),
    );
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    const clock = new SimulatedClock();
    const actor = createActor(draftPreviewMachine, { clock }).start();
    await replayPath(actor, path, {
      pending: pendingActors(),
      features,
      clock,
      delayMs: DRAFT_PREVIEW_SETTLE_MS,
    });
  });
});

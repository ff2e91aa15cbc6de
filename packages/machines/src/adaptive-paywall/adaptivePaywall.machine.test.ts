import { describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, waitFor } from 'xstate';
import { atomicStates, pendingActors, replayPath, transitionPaths } from '../testing/model.ts';
import {
  type AdaptivePaywallInput,
  adaptivePaywallMachine,
  type MeterAnswer,
  readMeterAnswer,
  selectAdaptivePaywallView,
} from './adaptivePaywall.machine.ts';

// AB-08 adaptive paywall in the browser: the backend's meter decides; a failure shows no paywall.

function run(answer: () => Promise<MeterAnswer>) {
  const logFailure = vi.fn();
  const asked = vi.fn();
  const machine = adaptivePaywallMachine.provide({
    actors: {
      askMeter: fromPromise(async ({ input }) => {
        asked(input);
        return answer();
      }),
    },
    actions: { logFailure },
  });
  const actor = createActor(machine, { input: { msid: '125400327' } }).start();
  return { actor, logFailure, asked };
}

describe('AB-08 adaptivePaywallMachine', () => {
  it('asks the meter once for its story, and closes the gate on a hit', async () => {
    const { actor, asked } = run(async () => ({ hit: true }));
    expect(selectAdaptivePaywallView(actor.getSnapshot())).toBe('asking');
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(selectAdaptivePaywallView(actor.getSnapshot())).toBe('gated');
    expect(actor.getSnapshot().hasTag('gated')).toBe(true);
    expect(asked).toHaveBeenCalledExactlyOnceWith({ msid: '125400327' });
  });

  it('leaves the story open when the meter says no', async () => {
    const { actor, logFailure } = run(async () => ({ hit: false }));
    await waitFor(actor, (s) => s.status === 'done');
    expect(selectAdaptivePaywallView(actor.getSnapshot())).toBe('open');
    expect(logFailure).not.toHaveBeenCalled();
  });

  it('logs a failed call and shows no paywall (spec §8)', async () => {
    const { actor, logFailure } = run(async () => Promise.reject(new Error('503')));
    await waitFor(actor, (s) => s.status === 'done');
    expect(selectAdaptivePaywallView(actor.getSnapshot())).toBe('open');
    expect(logFailure).toHaveBeenCalledOnce();
  });
});

describe('readMeterAnswer', () => {
  it.each([
    [{ articleResponseDtos: [{ msid: '7', paywalHitStatus: true }] }, true],
    [{ articleResponseDtos: [{ msid: 7, paywalHitStatus: true }] }, true],
    [{ articleResponseDtos: [{ msid: '7', paywalHitStatus: 'true' }] }, false],
    [{ articleResponseDtos: [{ msid: '8', paywalHitStatus: true }] }, false],
    [{ articleResponseDtos: [] }, false],
  ])('%j → hit %s', (body, hit) => {
    expect(readMeterAnswer(body, '7')).toEqual({ hit });
  });

  it.each([[null], [{}], [{ articleResponseDtos: 'no' }], ['text']])('refuses %j', (body) => {
    expect(() => readMeterAnswer(body, '7')).toThrow();
  });
});

describe('AB-08 adaptivePaywallMachine: model-based (xstate/graph)', () => {
  const invoked = 'xstate.done.actor.0.adaptivePaywall.asking';
  const events = [
    { type: invoked, output: { hit: true } },
    { type: invoked, output: { hit: false } },
    { type: 'xstate.error.actor.0.adaptivePaywall.asking', error: new Error('meter down') },
  ] as never[];
  const label = (event: { type: string; output?: MeterAnswer }) =>
    event.output ? `meter hit=${event.output.hit}` : 'meter failed';
  const features = (snapshot: AnyMachineSnapshot) => ({
    open: snapshot.hasTag('open'),
    gated: snapshot.hasTag('gated'),
  });
  const model = transitionPaths(adaptivePaywallMachine, {
    events,
    label,
    features,
    input: { msid: '125400327' },
  });

  it('reaches every state: a hit gates, no hit or a failure leaves the story open', () => {
    expect([...model.states].sort()).toEqual(atomicStates(adaptivePaywallMachine));
    expect([...model.edges].sort()).toEqual([
      'asking --meter failed--> open',
      'asking --meter hit=false--> open',
      'asking --meter hit=true--> gated',
    ]);
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    const pending = pendingActors();
    const logFailure = vi.fn();
    const actor = createActor(
      adaptivePaywallMachine.provide({
        actors: { askMeter: pending.logic<AdaptivePaywallInput, MeterAnswer>() },
        actions: { logFailure },
      }),
      { input: { msid: '125400327' } },
    ).start();
    await replayPath(actor, path, { pending, features });
    expect(logFailure).toHaveBeenCalledTimes(path.description === 'meter failed' ? 1 : 0);
  });
});

import { msToNextTick } from '@newsroom/rules/countdown';
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, assign, createActor, SimulatedClock } from 'xstate';
import { atomicStates, stateKey, transitionPaths } from '../testing/model.ts';
import {
  type CountdownEvent,
  type CountdownInput,
  countdownMachine,
  selectCountdownFace,
} from './countdown.machine.ts';

// HM-08 countdown (spec §4): before zero hours, minutes and seconds, once a second; at zero live.

const TARGET = Date.parse('2026-11-28T19:30:00+05:30');

/** The machine on a simulated clock, reading that clock on every tick (as the browser reads its own). */
function start(input: CountdownInput) {
  const clock = new SimulatedClock();
  clock.set(input.now);
  const machine = countdownMachine.provide({
    actions: { readClock: assign({ now: () => clock.now() }) },
  });
  const actor = createActor(machine, { input, clock }).start();
  const face = () => selectCountdownFace(actor.getSnapshot());
  return { actor, clock, face };
}

describe('HM-08 countdownMachine: ticking on the clock', () => {
  it('before zero it counts, a second at a time', () => {
    const { actor, clock, face } = start({ target: TARGET, now: TARGET - (2 * 3600 + 5) * 1000 });
    expect(actor.getSnapshot().hasTag('counting')).toBe(true);
    expect(face()).toEqual({ state: 'counting', hours: 2, minutes: 0, seconds: 5 });
    clock.increment(999);
    expect(face().seconds).toBe(5);
    clock.increment(1);
    expect(face()).toEqual({ state: 'counting', hours: 2, minutes: 0, seconds: 4 });
    for (let second = 0; second < 5; second++) clock.increment(1000);
    expect(face()).toEqual({ state: 'counting', hours: 1, minutes: 59, seconds: 59 });
  });

  it('its first tick lands on the next whole second left', () => {
    const { clock, face } = start({ target: TARGET, now: TARGET - 4500 });
    expect(face().seconds).toBe(5);
    clock.increment(499);
    expect(face().seconds).toBe(5);
    clock.increment(1);
    expect(face().seconds).toBe(4);
  });

  it('at zero it goes live and stays live (final)', () => {
    const { actor, clock, face } = start({ target: TARGET, now: TARGET - 2000 });
    clock.increment(1999);
    expect(face().seconds).toBe(1);
    clock.increment(1);
    expect(face().state).toBe('live');
    expect(actor.getSnapshot().hasTag('live')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('is live at once at or after zero, and for a bad target (the epoch, NaN)', () => {
    for (const input of [
      { target: TARGET, now: TARGET },
      { target: TARGET, now: TARGET + 60_000 },
      { target: 0, now: TARGET },
      { target: Number.NaN, now: TARGET },
    ]) {
      expect(start(input).face().state).toBe('live');
    }
  });

  it('a late timer (a busy or hidden page) shows the clock’s second, not one step on', () => {
    const { clock, face } = start({ target: TARGET, now: TARGET - 60_000 });
    // The timer fires 4.3 s late: the face follows the clock, not the count of ticks.
    clock.set(TARGET - 55_700);
    clock.increment(1000);
    expect(face().seconds).toBe(55);
  });

  it('SYNC brings the page’s clock in; one past zero makes it live; junk is ignored', () => {
    const { actor, face } = start({ target: TARGET, now: TARGET - 3_600_000 });
    actor.send({ type: 'SYNC', now: TARGET - 61_000 });
    expect(face()).toEqual({ state: 'counting', hours: 0, minutes: 1, seconds: 1 });
    actor.send({ type: 'SYNC', now: Number.NaN });
    expect(face().seconds).toBe(1);
    actor.send({ type: 'SYNC', now: TARGET });
    expect(face().state).toBe('live');
  });

  it('without a clock of its own it assumes the delay passed exactly (the pure placeholder)', () => {
    const clock = new SimulatedClock();
    const actor = createActor(countdownMachine, { input: { target: 3000, now: 500 }, clock }).start();
    clock.increment(500);
    expect(selectCountdownFace(actor.getSnapshot()).seconds).toBe(2);
    clock.increment(1000);
    expect(selectCountdownFace(actor.getSnapshot()).seconds).toBe(1);
    clock.increment(1000);
    expect(selectCountdownFace(actor.getSnapshot()).state).toBe('live');
  });
});

describe('HM-08 countdownMachine: model-based (xstate/graph)', () => {
  const input: CountdownInput = { target: TARGET, now: TARGET - 2500 };
  const tick = { type: 'xstate.after.TICK.countdown.counting' } as unknown as CountdownEvent;
  const events: CountdownEvent[] = [
    tick,
    { type: 'SYNC', now: TARGET - 1500 },
    { type: 'SYNC', now: TARGET + 1 },
  ];
  const features = (snapshot: AnyMachineSnapshot) =>
    selectCountdownFace(snapshot as unknown as { context: { target: number; now: number } });
  const model = transitionPaths(countdownMachine, {
    events,
    label: (event) => (event.type === 'SYNC' ? `SYNC ${event.now - TARGET}` : 'TICK'),
    features,
    input,
  });

  it('reaches every state (counting, live)', () => {
    expect([...model.states].sort()).toEqual(atomicStates(countdownMachine, ['deciding']));
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    const { actor, clock } = start(input);
    for (const step of path.steps.slice(1)) {
      if (step.event.type.startsWith('xstate.after.')) {
        const { target, now } = actor.getSnapshot().context;
        clock.increment(msToNextTick(target, now));
      } else {
        // The page's clock as the event says; a SYNC to an earlier moment leaves the simulated one.
        const { now } = step.event as { now: number };
        if (now > clock.now()) clock.set(now);
        actor.send(step.event);
      }
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      expect(stateKey(snapshot.value)).toBe(stateKey(step.state.value));
      expect(features(snapshot)).toEqual(features(step.state));
    }
  });
});

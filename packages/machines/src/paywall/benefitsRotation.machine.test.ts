import { BENEFIT_ROTATION_MS } from '@newsroom/rules/paywall';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  BENEFIT_STORIES_MAX,
  type BenefitsRotationEvent,
  type BenefitsRotationInput,
  benefitsRotationMachine,
  selectBenefitsRotationView,
} from './benefitsRotation.machine.ts';

// AB-09 benefits section: a story every 3500 ms while in view, wrapping; held while out of view,
// hovered or focused; 0 or 1 stories never rotate.

function start(input: BenefitsRotationInput) {
  const clock = new SimulatedClock();
  let report: ((visible: boolean) => void) | null = null;
  const machine = benefitsRotationMachine.provide({
    actors: {
      visibilitySource: fromCallback<BenefitsRotationEvent>(({ sendBack }) => {
        report = (visible) => sendBack({ type: visible ? 'VISIBLE' : 'HIDDEN' });
        return () => {
          report = null;
        };
      }),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  const index = () => actor.getSnapshot().context.index;
  const view = () => selectBenefitsRotationView(actor.getSnapshot());
  /** As the section's observer reports it. */
  const observe = (visible: boolean) => report?.(visible);
  /** Moves the simulated clock to `ms` after the start. */
  const at = (ms: number) => clock.set(ms);
  return { actor, clock, index, view, observe, at };
}

describe('AB-09 benefitsRotationMachine: every 3500 ms while in view (SimulatedClock)', () => {
  it('advances at 3500, 7000, then wraps to the first at 10500', () => {
    const { index, at, view } = start({ count: 3, visible: true });
    expect(view()).toEqual({ index: 0, count: 3, rotating: true });
    at(BENEFIT_ROTATION_MS - 1);
    expect(index()).toBe(0);
    at(BENEFIT_ROTATION_MS);
    expect(index()).toBe(1);
    at(2 * BENEFIT_ROTATION_MS);
    expect(index()).toBe(2);
    at(3 * BENEFIT_ROTATION_MS);
    expect(index()).toBe(0);
  });

  it('does not rotate until the section comes into view, then waits a whole 3500 ms', () => {
    const { index, at, observe, view } = start({ count: 3 });
    at(10_000);
    expect(view()).toEqual({ index: 0, count: 3, rotating: false });
    observe(true);
    at(10_000 + BENEFIT_ROTATION_MS - 1);
    expect(index()).toBe(0);
    at(10_000 + BENEFIT_ROTATION_MS);
    expect(index()).toBe(1);
  });

  it('HIDDEN holds it; back in view, the story shown gets a whole 3500 ms', () => {
    const { index, at, observe, view } = start({ count: 3, visible: true });
    at(BENEFIT_ROTATION_MS);
    at(5000); // 1500 ms into the second story
    observe(false);
    at(60_000);
    expect(view()).toEqual({ index: 1, count: 3, rotating: false });
    observe(true);
    at(60_000 + BENEFIT_ROTATION_MS - 1);
    expect(index()).toBe(1);
    at(60_000 + BENEFIT_ROTATION_MS);
    expect(index()).toBe(2);
  });

  it('repeated VISIBLE reports while in view do not restart the timer', () => {
    const { index, at, observe } = start({ count: 2, visible: true });
    for (const ms of [1000, 2000, 3000]) {
      at(ms);
      observe(true);
    }
    at(BENEFIT_ROTATION_MS);
    expect(index()).toBe(1);
    observe(false);
    observe(false);
    at(20_000);
    expect(index()).toBe(1);
  });

  it.each([0, 1])('%i stories never rotate, in view or not', (count) => {
    const { at, observe, view } = start({ count, visible: true });
    at(BENEFIT_ROTATION_MS * 5);
    observe(false);
    observe(true);
    at(BENEFIT_ROTATION_MS * 10);
    expect(view()).toEqual({ index: 0, count, rotating: false });
  });
});

describe('AB-09 benefitsRotationMachine: pausing', () => {
  it('hover and focus each hold it until both are gone', () => {
    const { actor, index, at } = start({ count: 3, visible: true });
    at(1000);
    actor.send({ type: 'PAUSE', by: 'hover' });
    actor.send({ type: 'PAUSE', by: 'focus' });
    at(20_000);
    expect(index()).toBe(0);
    actor.send({ type: 'RESUME', by: 'hover' });
    at(30_000);
    expect(index()).toBe(0);
    actor.send({ type: 'RESUME', by: 'focus' });
    at(30_000 + BENEFIT_ROTATION_MS);
    expect(index()).toBe(1);
  });

  it('a pause reason that is not one changes nothing', () => {
    const { actor, index, at } = start({ count: 3, visible: true });
    actor.send({ type: 'PAUSE', by: 'scroll' } as never);
    at(BENEFIT_ROTATION_MS);
    expect(index()).toBe(1);
  });

  it('never rotates for readers who asked for reduced motion', () => {
    const { at, view } = start({ count: 3, visible: true, reducedMotion: true });
    at(BENEFIT_ROTATION_MS * 4);
    expect(view()).toEqual({ index: 0, count: 3, rotating: false });
  });

  it.each<[unknown, number]>([
    [-3, 0],
    [2.7, 2],
    [Number.NaN, 0],
    ['3', 0],
    [1e9, BENEFIT_STORIES_MAX],
  ])('a count of %j reads as %i', (count, read) => {
    const { view } = start({ count: count as number, visible: true });
    expect(view().count).toBe(read);
  });
});

describe('AB-09 benefitsRotationMachine: model-based (xstate/graph)', () => {
  const rotationEnd = { type: 'xstate.after.ROTATION.benefitsRotation.rotating' };
  const EVENTS = [
    { type: 'VISIBLE' },
    { type: 'HIDDEN' },
    { type: 'PAUSE', by: 'hover' },
    { type: 'RESUME', by: 'hover' },
    { type: 'PAUSE', by: 'focus' },
    { type: 'RESUME', by: 'focus' },
    rotationEnd,
  ] as BenefitsRotationEvent[];
  const INPUTS: BenefitsRotationInput[] = [
    { count: 3, visible: true },
    { count: 3 },
    { count: 1, visible: true },
    { count: 0 },
    { count: 2, visible: true, reducedMotion: true },
  ];
  const key = (value: unknown) => JSON.stringify(value);

  it('reaches every index of 3 stories, rotating and still; never rotates 0, 1 or with reduced motion', () => {
    const reached = new Set<string>();
    for (const input of INPUTS) {
      for (const path of getShortestPaths(benefitsRotationMachine, { events: EVENTS, input })) {
        const { value, context } = path.state;
        reached.add(`${input.count} ${key(value)} ${context.index}`);
        if (input.count < 2 || input.reducedMotion) expect(value).toBe('still');
      }
    }
    for (const index of [0, 1, 2]) {
      expect(reached).toContain(`3 "rotating" ${index}`);
      expect(reached).toContain(`3 "still" ${index}`);
    }
  });

  describe.each(INPUTS.map((input) => [key(input), input] as const))('paths for input %s', (_, input) => {
    const paths = getShortestPaths(benefitsRotationMachine, { events: EVENTS, input });
    const name = (path: (typeof paths)[number]) =>
      path.steps
        .map(({ event }) =>
          event.type === rotationEnd.type
            ? 'ROTATION'
            : `${event.type}${'by' in event ? ` ${event.by}` : ''}`,
        )
        .join(' → ') || 'initial';

    it.each(
      paths.map(
        (path) => [`${name(path)} ⇒ ${key(path.state.value)} #${path.state.context.index}`, path] as const,
      ),
    )('%s', (_, path) => {
      const run = start(input);
      for (const step of path.steps) {
        if (step.event.type === rotationEnd.type) run.clock.increment(BENEFIT_ROTATION_MS);
        else run.actor.send(step.event);
        expect(run.actor.getSnapshot().value).toEqual(step.state.value);
        expect(run.actor.getSnapshot().context).toEqual(step.state.context);
      }
    });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import {
  PRIME_NUDGE_THROTTLE_MS,
  type PrimeNudgeEvent,
  type PrimeNudgeInput,
  type PrimeNudgeView,
  primeNudgeMachine,
  selectPrimeNudgeView,
} from './primeNudge.machine.ts';

// AR-16 Prime nudge bar: shown after a scroll of more than 100px (reports throttled to 100 ms),
// never for Prime or first-time-eligible readers, the trial start action for trial-eligible readers.

function start(input: PrimeNudgeInput = {}) {
  const clock = new SimulatedClock();
  const listening = vi.fn();
  const stopped = vi.fn();
  let report: ((y: number) => void) | null = null;
  const startTrial = vi.fn();
  const startSubscription = vi.fn();
  const machine = primeNudgeMachine.provide({
    actors: {
      scrollSource: fromCallback<PrimeNudgeEvent>(({ sendBack }) => {
        listening();
        report = (y) => sendBack({ type: 'SCROLL', y });
        return () => {
          report = null;
          stopped();
        };
      }),
    },
    actions: { startTrial, startSubscription },
  });
  const actor = createActor(machine, { input, clock }).start();
  const view = () => selectPrimeNudgeView(actor.getSnapshot());
  /** A scroll position as the page's listener reports it (nothing when nobody listens). */
  const scroll = (y: number) => report?.(y);
  return { actor, clock, view, scroll, listening, stopped, startTrial, startSubscription };
}

describe('AR-16 primeNudgeMachine: who sees the bar', () => {
  it('starts hidden and listening for an anonymous or signed-in reader', () => {
    const { view, listening } = start();
    expect(view()).toBe('hidden');
    expect(listening).toHaveBeenCalledOnce();
  });

  it.each<[string, PrimeNudgeInput]>([
    ['a Prime reader', { isPrime: true }],
    ['a first-time-eligible reader', { firstTimeEligible: true }],
    ['a Prime reader flagged trial eligible', { isPrime: true, trialEligible: true }],
  ])('never shows for %s, and nothing listens to scrolling', (_, input) => {
    const { view, listening, scroll, clock } = start(input);
    expect(view()).toBe('never');
    scroll(5000);
    clock.increment(1000);
    expect(view()).toBe('never');
    expect(listening).not.toHaveBeenCalled();
  });
});

describe('AR-16 primeNudgeMachine: scroll threshold and throttle', () => {
  it('shows once the reported position is past 100px, not at exactly 100px', () => {
    const { view, scroll, clock } = start();
    scroll(100);
    expect(view()).toBe('hidden');
    clock.increment(PRIME_NUDGE_THROTTLE_MS);
    scroll(101);
    expect(view()).toBe('shown');
  });

  it('judges the first report at once (the leading edge of the throttle)', () => {
    const { view, scroll } = start();
    scroll(400);
    expect(view()).toBe('shown');
  });

  it('within a 100 ms window only records reports; the window end judges the last one', () => {
    const { actor, view, scroll, clock } = start();
    scroll(10);
    scroll(60);
    scroll(150);
    expect(view()).toBe('hidden');
    expect(actor.getSnapshot().context.y).toBe(150);
    clock.increment(PRIME_NUDGE_THROTTLE_MS - 1);
    expect(view()).toBe('hidden');
    clock.increment(1);
    expect(view()).toBe('shown');
  });

  it('a scroll that goes back above the line inside the window does not show it', () => {
    const { view, scroll, clock } = start();
    scroll(10);
    scroll(300);
    scroll(40);
    clock.increment(PRIME_NUDGE_THROTTLE_MS);
    expect(view()).toBe('hidden');
    scroll(120);
    expect(view()).toBe('shown');
  });

  it('stops listening once shown; a bad position (NaN) counts as the top', () => {
    const { view, scroll, clock, stopped } = start();
    scroll(Number.NaN);
    clock.increment(PRIME_NUDGE_THROTTLE_MS);
    expect(view()).toBe('hidden');
    scroll(500);
    expect(view()).toBe('shown');
    expect(stopped).toHaveBeenCalledOnce();
  });

  it('stays hidden without a scroll source (the placeholder reports nothing)', () => {
    const clock = new SimulatedClock();
    const actor = createActor(primeNudgeMachine, { input: {}, clock }).start();
    clock.increment(10_000);
    expect(selectPrimeNudgeView(actor.getSnapshot())).toBe('hidden');
  });
});

describe('AR-16 primeNudgeMachine: start and dismiss', () => {
  it('starts the subscription for a reader who is not trial eligible', () => {
    const { actor, scroll, startTrial, startSubscription } = start({ trialEligible: false });
    scroll(200);
    expect(actor.getSnapshot().context.offer).toBe('subscribe');
    actor.send({ type: 'START' });
    expect(startSubscription).toHaveBeenCalledOnce();
    expect(startTrial).not.toHaveBeenCalled();
  });

  it('starts the trial for a trial-eligible reader', () => {
    const { actor, scroll, startTrial, startSubscription } = start({ trialEligible: true });
    scroll(200);
    expect(actor.getSnapshot().context.offer).toBe('trial');
    actor.send({ type: 'START' });
    expect(startTrial).toHaveBeenCalledOnce();
    expect(startSubscription).not.toHaveBeenCalled();
  });

  it('ignores START while hidden; dismiss hides it for good', () => {
    const { actor, view, scroll, clock, startSubscription } = start();
    actor.send({ type: 'START' });
    expect(startSubscription).not.toHaveBeenCalled();
    scroll(200);
    actor.send({ type: 'DISMISS' });
    expect(view()).toBe('dismissed');
    scroll(900);
    clock.increment(1000);
    actor.send({ type: 'START' });
    expect(view()).toBe('dismissed');
    expect(startSubscription).not.toHaveBeenCalled();
  });
});

describe('AR-16 primeNudgeMachine: model-based (xstate/graph)', () => {
  const throttleEnd = { type: 'xstate.after.SCROLL_THROTTLE.primeNudge.hidden.throttled' };
  const EVENTS = [
    { type: 'SCROLL', y: 50 },
    { type: 'SCROLL', y: 150 },
    { type: 'START' },
    { type: 'DISMISS' },
    throttleEnd,
  ] as PrimeNudgeEvent[];
  const INPUTS: PrimeNudgeInput[] = [
    {},
    { trialEligible: true },
    { isPrime: true },
    { firstTimeEligible: true },
  ];
  const key = (value: unknown) => JSON.stringify(value);
  const ALL_VIEWS: PrimeNudgeView[] = ['dismissed', 'hidden', 'never', 'shown'];

  it('reaches every view over the inputs, and never leaves `never`', () => {
    const views = new Set<PrimeNudgeView>();
    for (const input of INPUTS) {
      const adjacency = getAdjacencyMap(primeNudgeMachine, { events: EVENTS, input });
      for (const { state, nextState } of adjacencyMapToArray(adjacency)) {
        views.add(selectPrimeNudgeView(state));
        views.add(selectPrimeNudgeView(nextState));
        if (state.matches('never')) expect(nextState.matches('never')).toBe(true);
      }
    }
    expect([...views].sort()).toEqual(ALL_VIEWS);
  });

  // createTestModel refuses machines with delays: the paths come from getShortestPaths and the
  // throttle window is played with the SimulatedClock, on a real actor with a real scroll source.
  const reached = new Set<string>();
  describe.each(INPUTS.map((input) => [key(input), input] as const))('paths for input %s', (_, input) => {
    const paths = getShortestPaths(primeNudgeMachine, { events: EVENTS, input });
    const name = (path: (typeof paths)[number]) =>
      path.steps
        .map(({ event }) =>
          event.type === 'SCROLL'
            ? `SCROLL ${(event as PrimeNudgeEvent & { y: number }).y}`
            : event.type.replace(/^xstate\.after\.(\w+).*/, '$1'),
        )
        .join(' → ') || 'initial';

    it.each(paths.map((path) => [`${name(path)} ⇒ ${key(path.state.value)}`, path] as const))(
      '%s',
      (_, path) => {
        const run = start(input);
        for (const step of path.steps) {
          const event = step.event as PrimeNudgeEvent;
          if (event.type === 'SCROLL') run.scroll(event.y);
          else if ((event.type as string) === throttleEnd.type) run.clock.increment(PRIME_NUDGE_THROTTLE_MS);
          else run.actor.send(event);
          expect(key(run.actor.getSnapshot().value)).toBe(key(step.state.value));
          expect(run.actor.getSnapshot().context).toEqual(step.state.context);
          reached.add(`${key(input)} ${key(step.state.value)}`);
        }
        expect(key(run.actor.getSnapshot().value)).toBe(key(path.state.value));
      },
    );
  });

  it('the replayed paths reached hidden.ready, hidden.throttled, shown and dismissed', () => {
    for (const input of [{}, { trialEligible: true }]) {
      for (const value of [{ hidden: 'ready' }, { hidden: 'throttled' }, 'shown', 'dismissed']) {
        expect(reached).toContain(`${key(input)} ${key(value)}`);
      }
    }
  });
});

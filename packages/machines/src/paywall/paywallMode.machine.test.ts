import { PAYWALL_MODES, type PaywallMode, type PaywallModeFacts } from '@newsroom/rules/paywall';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { type PaywallModeEvent, paywallModeMachine, selectPaywallModeView } from './paywallMode.machine.ts';

// AB-09 paywall mode: chosen once login status is known, in the spec's priority order.

const NONE: PaywallModeFacts = {
  primeLoginNudge: false,
  trialEligible: false,
  tablet: false,
  stickySplit: false,
};
const known = (facts: Partial<PaywallModeFacts>): PaywallModeEvent => ({
  type: 'LOGIN_KNOWN',
  facts: { ...NONE, ...facts },
});

function start() {
  const actor = createActor(paywallModeMachine).start();
  return { actor, view: () => selectPaywallModeView(actor.getSnapshot()) };
}

describe('AB-09 paywallModeMachine: waiting for login status', () => {
  it('starts awaiting login, with no mode and no blocker', () => {
    const { actor, view } = start();
    expect(actor.getSnapshot().value).toBe('awaitingLogin');
    expect(actor.getSnapshot().hasTag('awaitingLogin')).toBe(true);
    expect(view()).toEqual({ mode: null, offer: null, nudge: false, showsBlocker: false });
  });
});

describe('AB-09 paywallModeMachine: the mode is chosen once', () => {
  it.each<[Partial<PaywallModeFacts>, PaywallMode, PaywallMode, boolean]>([
    [
      { primeLoginNudge: true, trialEligible: true, tablet: true, stickySplit: true },
      'primeUserLogin',
      'trialBlocker',
      true,
    ],
    [{ primeLoginNudge: true, tablet: true }, 'primeUserLogin', 'iPadBlocker', true],
    [{ primeLoginNudge: true }, 'primeUserLogin', 'default', true],
    [{ trialEligible: true, tablet: true, stickySplit: true }, 'trialBlocker', 'trialBlocker', true],
    [{ tablet: true, stickySplit: true }, 'iPadBlocker', 'iPadBlocker', true],
    [{ stickySplit: true }, 'defaultSticky', 'defaultSticky', false],
    [{}, 'default', 'default', true],
  ])('%j → %s over the offer %s (blocker %s), tagged with its name', (facts, mode, offer, blocker) => {
    const { actor, view } = start();
    actor.send(known(facts));
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe(mode);
    expect(snapshot.hasTag(mode)).toBe(true);
    expect(snapshot.hasTag('awaitingLogin')).toBe(false);
    expect(view()).toEqual({ mode, offer, nudge: mode === 'primeUserLogin', showsBlocker: blocker });
  });

  it('primeUserLogin in the sticky split: the nudge over no blocker, as the split is decided before the first paint', () => {
    const { actor, view } = start();
    actor.send(known({ primeLoginNudge: true, stickySplit: true }));
    expect(view()).toEqual({
      mode: 'primeUserLogin',
      offer: 'defaultSticky',
      nudge: true,
      showsBlocker: false,
    });
  });

  it('ignores a later LOGIN_KNOWN: the paywall does not change under the reader', () => {
    const { actor, view } = start();
    actor.send(known({ stickySplit: true }));
    actor.send(known({ primeLoginNudge: true }));
    actor.send(known({ trialEligible: true }));
    expect(view()).toEqual({
      mode: 'defaultSticky',
      offer: 'defaultSticky',
      nudge: false,
      showsBlocker: false,
    });
  });

  it('a malformed LOGIN_KNOWN picks default', () => {
    const { actor, view } = start();
    actor.send({ type: 'LOGIN_KNOWN', facts: { primeLoginNudge: 'yes' } } as never);
    expect(view().mode).toBe('default');
  });
});

describe('AB-09 paywallModeMachine: model-based (xstate/graph)', () => {
  const EVENTS: PaywallModeEvent[] = [
    known({ primeLoginNudge: true }),
    known({ trialEligible: true }),
    known({ tablet: true }),
    known({ stickySplit: true }),
    known({}),
  ];
  const paths = getShortestPaths(paywallModeMachine, { events: EVENTS });

  it('reaches awaitingLogin and every mode, never the transient choosing', () => {
    const reached = paths.map((path) => path.state.value).sort();
    expect(reached).toEqual(['awaitingLogin', ...PAYWALL_MODES].sort());
  });

  it.each(paths.map((path) => [String(path.state.value), path] as const))(
    'replays the path to %s',
    (_, path) => {
      const { actor } = start();
      for (const step of path.steps) {
        actor.send(step.event);
        expect(actor.getSnapshot().value).toEqual(step.state.value);
        expect(actor.getSnapshot().context).toEqual(step.state.context);
      }
      // Once a mode is chosen, every event leaves it alone.
      if (path.state.value !== 'awaitingLogin') {
        for (const event of EVENTS) actor.send(event);
        expect(actor.getSnapshot().value).toEqual(path.state.value);
      }
    },
  );
});

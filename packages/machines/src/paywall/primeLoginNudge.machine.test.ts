import { PRIME_LOGIN_NUDGE_PER_DAY, type PrimeLoginMap } from '@newsroom/rules/paywall';
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  type PrimeLoginNudgeEvent,
  type PrimeLoginNudgeInput,
  primeLoginNudgeMachine,
  selectPrimeLoginNudgeView,
} from './primeLoginNudge.machine.ts';

// AB-09 Prime login nudge: shown for a stored, unexpired Prime login that is not the current
// reader, at most 2 times per India day; the browser stores the map the machine hands back.

const HOUR = 3_600_000;
/** Midnight IST of 24 November 2025 (18:30 UTC the day before). */
const MIDNIGHT_IST = Date.parse('2025-11-23T18:30:00Z');
const EVENING = MIDNIGHT_IST - 3 * HOUR; // 21:00 IST, 23 November

const STORED: PrimeLoginMap = {
  loginId: 'rahulsharma@gmail.com',
  expiry: MIDNIGHT_IST + 30 * 24 * HOUR,
  lastClosedNudgeDate: null,
  lastClosedNudgeDate_web_pw: null,
  count_web: 0,
  count_web_pw: 0,
  count_web_pw_perday: 0,
  count_web_pw_perday_date: null,
};

function start(input: PrimeLoginNudgeInput) {
  const persist = vi.fn<(map: PrimeLoginMap) => void>();
  const signIn = vi.fn<(loginId: string) => void>();
  const machine = primeLoginNudgeMachine.provide({
    actions: {
      persist: (_, { map }) => persist(map),
      signIn: (_, { loginId }) => signIn(loginId),
    },
  });
  const actor = createActor(machine, { input }).start();
  const view = () => selectPrimeLoginNudgeView(actor.getSnapshot());
  return { actor, view, persist, signIn };
}

describe('AB-09 primeLoginNudgeMachine: who sees it', () => {
  it('shows for a stored Prime login when nobody is signed in, names it masked, and stores the count', () => {
    const { actor, view, persist } = start({ stored: JSON.stringify(STORED), now: EVENING });
    expect(actor.getSnapshot().value).toBe('shown');
    expect(view()).toEqual({ shown: true, maskedLogin: 'rah*****rma@gmail.com' });
    expect(persist).toHaveBeenCalledExactlyOnceWith({
      ...STORED,
      count_web_pw: 1,
      count_web_pw_perday: 1,
      count_web_pw_perday_date: '2025-11-23',
    });
  });

  it('shows when another account is signed in', () => {
    expect(start({ stored: STORED, currentLoginId: 'someone@else.in', now: EVENING }).view().shown).toBe(
      true,
    );
  });

  it.each<[string, PrimeLoginNudgeInput]>([
    [
      'the stored login is the current reader',
      { stored: STORED, currentLoginId: 'RahulSharma@gmail.com', now: EVENING },
    ],
    ['the stored login has expired', { stored: STORED, now: STORED.expiry }],
    [
      'it showed twice today',
      { stored: { ...STORED, count_web_pw_perday: 2, count_web_pw_perday_date: '2025-11-23' }, now: EVENING },
    ],
    ['nothing is stored', { stored: null, now: EVENING }],
    ['the store holds garbage', { stored: '{"loginId":', now: EVENING }],
    ['the page time is no time', { stored: STORED, now: Number.NaN }],
  ])('not shown, and nothing stored, when %s', (_, input) => {
    const { actor, view, persist } = start(input);
    expect(actor.getSnapshot().value).toBe('notShown');
    expect(view()).toEqual({ shown: false, maskedLogin: '' });
    expect(persist).not.toHaveBeenCalled();
  });
});

describe('AB-09 primeLoginNudgeMachine: close and sign in', () => {
  it('CLOSE stores the close time and uses up the day', () => {
    const { actor, view, persist } = start({ stored: STORED, now: EVENING });
    actor.send({ type: 'CLOSE', at: EVENING + 30_000 });
    expect(view().shown).toBe(false);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(persist).toHaveBeenLastCalledWith({
      ...STORED,
      lastClosedNudgeDate_web_pw: EVENING + 30_000,
      count_web_pw: 1,
      count_web_pw_perday: PRIME_LOGIN_NUDGE_PER_DAY,
      count_web_pw_perday_date: '2025-11-23',
    });
  });

  it('CLOSE without a time uses the page’s', () => {
    const { actor, persist } = start({ stored: STORED, now: EVENING });
    actor.send({ type: 'CLOSE' });
    expect(persist.mock.lastCall?.[0].lastClosedNudgeDate_web_pw).toBe(EVENING);
  });

  it('SIGN_IN starts the sign-in with the stored login; it stays shown', () => {
    const { actor, signIn, view } = start({ stored: STORED, now: EVENING });
    actor.send({ type: 'SIGN_IN' });
    expect(signIn).toHaveBeenCalledExactlyOnceWith('rahulsharma@gmail.com');
    expect(view().shown).toBe(true);
  });

  it('ignores CLOSE and SIGN_IN when not shown', () => {
    const { actor, persist, signIn } = start({ stored: null, now: EVENING });
    actor.send({ type: 'SIGN_IN' });
    actor.send({ type: 'CLOSE', at: EVENING });
    expect(actor.getSnapshot().value).toBe('notShown');
    expect(persist).not.toHaveBeenCalled();
    expect(signIn).not.toHaveBeenCalled();
  });
});

describe('AB-09 primeLoginNudgeMachine: per-day count 2 across an India-time midnight (SimulatedClock)', () => {
  /** A browser: one stored map, page views at the clock's time. */
  function browser(initial: PrimeLoginMap) {
    const clock = new SimulatedClock();
    let storage: string | null = JSON.stringify(initial);
    const pageView = () => {
      const machine = primeLoginNudgeMachine.provide({
        actions: {
          persist: (_, { map }) => {
            storage = JSON.stringify(map);
          },
        },
      });
      const actor = createActor(machine, { input: { stored: storage, now: clock.now() }, clock }).start();
      return actor;
    };
    return { clock, pageView, stored: () => JSON.parse(storage ?? 'null') as PrimeLoginMap };
  }

  it('twice in the evening, not a third time before midnight IST, again from midnight', () => {
    const { clock, pageView, stored } = browser(STORED);
    clock.set(EVENING);
    expect(pageView().getSnapshot().value).toBe('shown');
    clock.set(EVENING + HOUR);
    expect(pageView().getSnapshot().value).toBe('shown');
    clock.set(MIDNIGHT_IST - 1);
    expect(pageView().getSnapshot().value).toBe('notShown');
    expect(stored()).toMatchObject({ count_web_pw: 2, count_web_pw_perday: 2 });
    clock.set(MIDNIGHT_IST);
    expect(pageView().getSnapshot().value).toBe('shown');
    expect(stored()).toMatchObject({
      count_web_pw: 3,
      count_web_pw_perday: 1,
      count_web_pw_perday_date: '2025-11-24',
    });
  });

  it('a close before midnight IST keeps it away until midnight', () => {
    const { clock, pageView } = browser(STORED);
    clock.set(EVENING);
    pageView().send({ type: 'CLOSE', at: clock.now() });
    clock.set(MIDNIGHT_IST - 1);
    expect(pageView().getSnapshot().value).toBe('notShown');
    clock.set(MIDNIGHT_IST + 9 * HOUR);
    expect(pageView().getSnapshot().value).toBe('shown');
  });
});

describe('AB-09 primeLoginNudgeMachine: model-based (xstate/graph)', () => {
  const EVENTS: PrimeLoginNudgeEvent[] = [
    { type: 'CLOSE', at: EVENING + 1000 },
    { type: 'CLOSE' },
    { type: 'SIGN_IN' },
  ];
  const INPUTS: PrimeLoginNudgeInput[] = [
    { stored: STORED, now: EVENING },
    { stored: STORED, currentLoginId: STORED.loginId, now: EVENING },
    { stored: null, now: EVENING },
  ];
  const key = (value: unknown) => JSON.stringify(value);
  const reached = new Set<string>();

  describe.each(INPUTS.map((input) => [key(input), input] as const))('paths for input %s', (_, input) => {
    const paths = getShortestPaths(primeLoginNudgeMachine, { events: EVENTS, input });
    it.each(
      paths.map(
        (path) =>
          [
            `${path.steps.map(({ event }) => key(event)).join(' → ') || 'initial'} ⇒ ${key(path.state.value)}`,
            path,
          ] as const,
      ),
    )('%s', (_, path) => {
      const run = start(input);
      const shownAtStart = run.actor.getSnapshot().value === 'shown';
      reached.add(key(run.actor.getSnapshot().value));
      for (const step of path.steps) {
        run.actor.send(step.event);
        expect(run.actor.getSnapshot().value).toEqual(step.state.value);
        expect(run.actor.getSnapshot().context).toEqual(step.state.context);
        reached.add(key(step.state.value));
      }
      // The map is stored once when shown, once more when closed, never when not shown.
      const stores = shownAtStart ? 1 + (path.state.value === 'closed' ? 1 : 0) : 0;
      expect(run.persist).toHaveBeenCalledTimes(stores);
    });
  });

  it('the replayed paths reached shown, notShown and closed', () => {
    expect([...reached].sort()).toEqual(['"closed"', '"notShown"', '"shown"']);
  });
});

import { countdownMachine, selectCountdownFace } from '@newsroom/machines';
import { paintCountdown } from '@newsroom/ui/countdown/paint';
import { type ActorOptions, type AnyActorLogic, assign, createActor } from 'xstate';

/** xstate's timers (its `Clock` type is not exported by name). */
type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/** The island's sense of time: the page's clock and timers, unless a story gives its own. */
export interface CountdownTime {
  now: () => number;
  /** The timers the machine's ticks wait on (xstate's; a SimulatedClock in the stories). */
  clock?: Clock;
}

const PAGE_TIME: CountdownTime = { now: () => Date.now() };

/**
 * HM-08 the countdown island (widget `countdown`, hydrate "visible"): a script island (no React)
 * that runs the countdown machine on the page's clock and paints its face on the server's
 * markup once a second. A tab shown again brings its clock in at once (browsers slow a hidden
 * tab's timers). Resolves once it has taken the markup over (the island is then `hydrated`);
 * the machine ends itself at zero (LIVE stays). `time` is for the stories (DV-02): the page
 * passes none and runs on `Date.now()` and real timers.
 */
export function start(
  marker: HTMLElement,
  props: Record<string, unknown>,
  doc: Document = document,
  time: CountdownTime = PAGE_TIME,
): Promise<void> {
  const root = marker.querySelector<HTMLElement>('[data-countdown]');
  const target = (props.data as { target?: unknown } | null | undefined)?.target;
  if (!root || typeof target !== 'number' || !Number.isFinite(target)) return Promise.resolve();
  const actor = createActor(
    countdownMachine.provide({ actions: { readClock: assign({ now: () => time.now() }) } }),
    { input: { target, now: time.now() }, ...(time.clock ? { clock: time.clock } : {}) },
  );
  const sync = () => {
    if (doc.visibilityState === 'visible') actor.send({ type: 'SYNC', now: time.now() });
  };
  actor.subscribe((snapshot) => {
    paintCountdown(root, selectCountdownFace(snapshot));
    if (snapshot.status !== 'active') doc.removeEventListener('visibilitychange', sync);
  });
  doc.addEventListener('visibilitychange', sync);
  actor.start();
  return Promise.resolve();
}

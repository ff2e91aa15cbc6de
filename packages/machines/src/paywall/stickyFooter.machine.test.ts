import { STICKY_FOOTER_DISMISS_MS } from '@newsroom/rules/paywall';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  type StickyFooterEvent,
  type StickyFooterInput,
  type StickyFooterView,
  selectStickyFooterView,
  stickyFooterMachine,
} from './stickyFooter.machine.ts';

// AB-09 sticky footer band: shown once the benefits section is within 100 px of the top; a close
// hides it for 24 hours, across page views.

const HOUR = 3_600_000;
/** The page's wall-clock time; the simulated clock counts from 0 alongside it. */
const PAGE_TIME = Date.parse('2025-11-23T10:00:00Z');

function start(input: StickyFooterInput) {
  const clock = new SimulatedClock();
  const listening = vi.fn();
  const stopped = vi.fn();
  const persistDismissal = vi.fn();
  let report: ((top: number) => void) | null = null;
  const machine = stickyFooterMachine.provide({
    actors: {
      positionSource: fromCallback<StickyFooterEvent>(({ sendBack }) => {
        listening();
        report = (top) => sendBack({ type: 'BENEFITS_POSITION', top });
        return () => {
          report = null;
          stopped();
        };
      }),
    },
    actions: { persistDismissal: (_, params) => persistDismissal(params) },
  });
  const actor = createActor(machine, { input, clock }).start();
  const view = () => selectStickyFooterView(actor.getSnapshot());
  /** The benefits section's top as the page reports it (nothing when nobody listens). */
  const position = (top: number) => report?.(top);
  /** The wall-clock time now, for CLOSE. */
  const wallTime = () => PAGE_TIME + clock.now();
  return { actor, clock, view, position, listening, stopped, persistDismissal, wallTime };
}

describe('AB-09 stickyFooterMachine: the 100 px trigger', () => {
  it('stays hidden above 100 px, shows at 100 px and stays when the reader scrolls back up', () => {
    const { view, position, actor } = start({ now: PAGE_TIME });
    position(101);
    position(Number.NaN);
    expect(view()).toBe('hidden');
    position(100);
    expect(view()).toBe('shown');
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    position(900);
    expect(view()).toBe('shown');
  });

  it('listens to positions only while hidden', () => {
    const { position, listening, stopped } = start({ now: PAGE_TIME });
    expect(listening).toHaveBeenCalledOnce();
    position(40);
    expect(stopped).toHaveBeenCalledOnce();
  });

  it('stays hidden without a position source (the placeholder reports nothing)', () => {
    const clock = new SimulatedClock();
    const actor = createActor(stickyFooterMachine, { input: { now: PAGE_TIME }, clock }).start();
    clock.increment(48 * HOUR);
    expect(selectStickyFooterView(actor.getSnapshot())).toBe('hidden');
  });
});

describe('AB-09 stickyFooterMachine: closing hides it for 24 h (SimulatedClock)', () => {
  it('CLOSE persists the time; 24 h later it shows again at the next report within 100 px', () => {
    const { actor, view, position, clock, persistDismissal, wallTime, listening } = start({ now: PAGE_TIME });
    position(50);
    clock.increment(5 * 60_000);
    actor.send({ type: 'CLOSE', at: wallTime() });
    expect(persistDismissal).toHaveBeenCalledExactlyOnceWith({ dismissedAt: PAGE_TIME + 5 * 60_000 });
    expect(view()).toBe('dismissed');
    position(10);
    clock.increment(STICKY_FOOTER_DISMISS_MS - 1);
    expect(view()).toBe('dismissed');
    clock.increment(1);
    expect(view()).toBe('hidden');
    expect(listening).toHaveBeenCalledTimes(2);
    position(10);
    expect(view()).toBe('shown');
  });

  it('a close stored an hour ago starts the next page dismissed for the other 23 h', () => {
    const { view, position, clock } = start({ now: PAGE_TIME, dismissedAt: PAGE_TIME - HOUR });
    expect(view()).toBe('dismissed');
    position(0);
    clock.increment(23 * HOUR - 1);
    expect(view()).toBe('dismissed');
    clock.increment(1);
    expect(view()).toBe('hidden');
    position(0);
    expect(view()).toBe('shown');
  });

  it('a close carried from page to page: dismissed, then shown again once 24 h have passed', () => {
    const first = start({ now: PAGE_TIME });
    first.position(20);
    first.actor.send({ type: 'CLOSE', at: PAGE_TIME });
    const dismissedAt = first.persistDismissal.mock.calls[0]?.[0].dismissedAt;
    expect(start({ now: PAGE_TIME + 12 * HOUR, dismissedAt }).view()).toBe('dismissed');
    expect(start({ now: PAGE_TIME + 24 * HOUR - 1, dismissedAt }).view()).toBe('dismissed');
    expect(start({ now: PAGE_TIME + 24 * HOUR, dismissedAt }).view()).toBe('hidden');
  });

  it.each<[string, StickyFooterInput, StickyFooterView]>([
    ['never dismissed', { now: PAGE_TIME, dismissedAt: null }, 'hidden'],
    ['dismissed 25 h ago', { now: PAGE_TIME, dismissedAt: PAGE_TIME - 25 * HOUR }, 'hidden'],
    ['a dismissal that is no time', { now: PAGE_TIME, dismissedAt: 'yesterday' as never }, 'hidden'],
    ['a page time that is no time', { now: Number.NaN, dismissedAt: PAGE_TIME }, 'hidden'],
  ])('starts hidden when %s', (_, input, view) => {
    expect(start(input).view()).toBe(view);
  });

  it('a dismissal stored in the future (a wrong clock, an edited store) hides it for 24 h at most', () => {
    const { view, clock } = start({ now: PAGE_TIME, dismissedAt: PAGE_TIME + 1e12 });
    expect(view()).toBe('dismissed');
    clock.increment(STICKY_FOOTER_DISMISS_MS);
    expect(view()).toBe('hidden');
  });

  it('CLOSE without a usable time still closes it for 24 h but stores nothing', () => {
    const { actor, view, position, clock, persistDismissal } = start({ now: PAGE_TIME });
    position(0);
    actor.send({ type: 'CLOSE', at: Number.NaN });
    expect(view()).toBe('dismissed');
    expect(persistDismissal).not.toHaveBeenCalled();
    clock.increment(STICKY_FOOTER_DISMISS_MS);
    expect(view()).toBe('hidden');
  });

  it('ignores CLOSE while hidden', () => {
    const { actor, view, persistDismissal } = start({ now: PAGE_TIME });
    actor.send({ type: 'CLOSE', at: PAGE_TIME });
    expect(view()).toBe('hidden');
    expect(persistDismissal).not.toHaveBeenCalled();
  });
});

describe('AB-09 stickyFooterMachine: model-based (xstate/graph)', () => {
  const dismissalEnd = { type: 'xstate.after.DISMISSAL_LEFT.stickyFooter.dismissed' };
  const EVENTS = [
    { type: 'BENEFITS_POSITION', top: 50 },
    { type: 'BENEFITS_POSITION', top: 300 },
    { type: 'CLOSE', at: PAGE_TIME },
    dismissalEnd,
  ] as StickyFooterEvent[];
  const INPUTS: StickyFooterInput[] = [{ now: PAGE_TIME }, { now: PAGE_TIME, dismissedAt: PAGE_TIME - HOUR }];
  const key = (value: unknown) => JSON.stringify(value);
  const reached = new Set<string>();

  describe.each(INPUTS.map((input) => [key(input), input] as const))('paths for input %s', (_, input) => {
    const paths = getShortestPaths(stickyFooterMachine, { events: EVENTS, input });
    const name = (path: (typeof paths)[number]) =>
      path.steps
        .map(({ event }) =>
          event.type === 'BENEFITS_POSITION'
            ? `TOP ${(event as { top: number }).top}`
            : event.type.replace(/^xstate\.after\.(\w+).*/, '$1'),
        )
        .join(' → ') || 'initial';

    it.each(paths.map((path) => [`${name(path)} ⇒ ${key(path.state.value)}`, path] as const))(
      '%s',
      (_, path) => {
        const run = start(input);
        reached.add(key(run.actor.getSnapshot().value));
        for (const step of path.steps) {
          const event = step.event as StickyFooterEvent;
          if ((event.type as string) === dismissalEnd.type) {
            run.clock.increment(run.actor.getSnapshot().context.dismissedFor);
          } else if (event.type === 'BENEFITS_POSITION') run.position(event.top);
          else run.actor.send(event);
          expect(run.actor.getSnapshot().value).toEqual(step.state.value);
          expect(run.actor.getSnapshot().context).toEqual(step.state.context);
          reached.add(key(step.state.value));
        }
      },
    );
  });

  it('the replayed paths reached hidden, shown and dismissed', () => {
    expect([...reached].sort()).toEqual(['"dismissed"', '"hidden"', '"shown"']);
  });
});

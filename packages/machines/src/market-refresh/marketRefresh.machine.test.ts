import { MARKET_REFRESH_MS } from '@newsroom/rules/markets';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap } from 'xstate/graph';
import {
  MARKET_REFRESH_INTERVAL_MS,
  type MarketRefreshAnswer,
  type MarketRefreshContext,
  type MarketRefreshEvent,
  type MarketRefreshInput,
  marketRefreshMachine,
  selectMarketRefreshPhase,
} from './marketRefresh.machine.ts';

// HM-02 / HM-04: figures shown while the market is open are asked for again every 60 s while the
// widget is in view; out of view or after the close nothing is asked.

function start(input: MarketRefreshInput, answers: (() => Promise<MarketRefreshAnswer>)[] = []) {
  const clock = new SimulatedClock();
  const failures: string[] = [];
  let asked = 0;
  let report: ((visible: boolean) => void) | null = null;
  const machine = marketRefreshMachine.provide({
    actors: {
      visibilitySource: fromCallback<MarketRefreshEvent>(({ sendBack }) => {
        report = (visible) => sendBack({ type: 'VISIBILITY', visible });
        return () => {
          report = null;
        };
      }),
      fetchLatest: fromPromise(async () => {
        const answer = answers[asked] ?? answers.at(-1);
        asked += 1;
        if (!answer) throw new Error('nothing to answer');
        return answer();
      }),
    },
    actions: { reportFailure: (_, params) => failures.push(params.reason) },
  });
  const actor = createActor(machine, { input, clock }).start();
  const phase = () => selectMarketRefreshPhase(actor.getSnapshot());
  const data = () => actor.getSnapshot().context.data;
  return { actor, clock, phase, data, failures, see: (v: boolean) => report?.(v), asked: () => asked };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const answer =
  (data: unknown, open = true) =>
  async () => ({ data, open });

describe('marketRefreshMachine: every 60 s while open and in view (SimulatedClock)', () => {
  it('one interval for every market widget: 60 s, from the shared rules', () => {
    expect(MARKET_REFRESH_INTERVAL_MS).toBe(MARKET_REFRESH_MS);
    expect(MARKET_REFRESH_MS).toBe(60_000);
  });

  it('asks after 60 s in view while open, and shows the new figures', async () => {
    const { clock, phase, data, see, asked } = start({ data: 'server', open: true }, [
      answer('11:43'),
      answer('11:44'),
    ]);
    expect(phase()).toBe('held');
    see(true);
    expect(phase()).toBe('live');
    clock.increment(MARKET_REFRESH_INTERVAL_MS - 1);
    expect(asked()).toBe(0);
    clock.increment(1);
    expect(phase()).toBe('fetching');
    await flush();
    expect(data()).toBe('11:43');
    expect(phase()).toBe('live');
    clock.increment(MARKET_REFRESH_INTERVAL_MS);
    await flush();
    expect(data()).toBe('11:44');
    expect(asked()).toBe(2);
  });

  it('asks nothing while out of view, and gives a full interval once back', async () => {
    const { clock, see, asked, phase } = start({ data: 'server', open: true, visible: true }, [answer('x')]);
    clock.increment(MARKET_REFRESH_INTERVAL_MS - 5);
    see(false);
    clock.increment(MARKET_REFRESH_INTERVAL_MS * 5);
    expect(asked()).toBe(0);
    expect(phase()).toBe('held');
    see(true);
    clock.increment(MARKET_REFRESH_INTERVAL_MS - 1);
    expect(asked()).toBe(0);
    clock.increment(1);
    await flush();
    expect(asked()).toBe(1);
  });

  it('a market that is closed is never asked about; one that closes stops being asked', async () => {
    const closed = start({ data: 'close', open: false, visible: true }, [answer('x')]);
    closed.clock.increment(MARKET_REFRESH_INTERVAL_MS * 10);
    expect(closed.asked()).toBe(0);
    expect(closed.phase()).toBe('held');
    const closing = start({ data: '15:29', open: true, visible: true }, [answer('15:30', false)]);
    closing.clock.increment(MARKET_REFRESH_INTERVAL_MS);
    await flush();
    expect(closing.data()).toBe('15:30');
    expect(closing.phase()).toBe('held');
    closing.clock.increment(MARKET_REFRESH_INTERVAL_MS * 5);
    expect(closing.asked()).toBe(1);
  });

  it('a failure keeps the figures shown, is reported, and is tried again a full interval later', async () => {
    const { clock, data, failures, asked, phase } = start({ data: 'server', open: true, visible: true }, [
      async () => {
        throw new Error('502');
      },
      answer('after'),
    ]);
    clock.increment(MARKET_REFRESH_INTERVAL_MS);
    await flush();
    expect(data()).toBe('server');
    expect(failures).toEqual(['502']);
    expect(phase()).toBe('live');
    clock.increment(MARKET_REFRESH_INTERVAL_MS);
    await flush();
    expect(asked()).toBe(2);
    expect(data()).toBe('after');
  });
});

describe('marketRefreshMachine: model-based (xstate/graph)', () => {
  const done = (open: boolean) =>
    ({ type: 'xstate.done.actor.fetch', output: { data: 'new', open } }) as unknown;
  const failed = { type: 'xstate.error.actor.fetch', error: new Error('502') } as unknown;
  const key = (value: unknown, c: MarketRefreshContext) =>
    `${JSON.stringify(value)} o${+c.open} v${+c.visible} f${c.failures > 0 ? 1 : 0}`;

  it('reaches held, waiting and fetching; live exactly when open and in view', () => {
    const events = [
      { type: 'VISIBILITY', visible: true },
      { type: 'VISIBILITY', visible: false },
      { type: 'xstate.after.REFRESH.marketRefresh.waiting' },
      done(true),
      done(false),
      failed,
    ] as MarketRefreshEvent[];
    const edges = adjacencyMapToArray(
      getAdjacencyMap(marketRefreshMachine, {
        events,
        input: { data: 'server', open: true },
        serializeState: (s) => key(s.value, s.context),
      }),
    );
    const values = new Set(edges.map((edge) => String(edge.nextState.value)));
    expect(values).toEqual(new Set(['held', 'waiting', 'fetching']));
    // From fetching: a good answer goes on (or holds after the close), a failure counts and goes on.
    const fromFetching = edges.filter((edge) => edge.state.value === 'fetching');
    expect(fromFetching.map((edge) => `${edge.event.type}:${String(edge.nextState.value)}`)).toEqual(
      expect.arrayContaining([
        'xstate.done.actor.fetch:waiting',
        'xstate.done.actor.fetch:held',
        'xstate.error.actor.fetch:waiting',
      ]),
    );
    expect(edges.some((edge) => edge.nextState.context.failures > 0)).toBe(true);
    for (const { nextState } of edges) {
      const c = nextState.context;
      expect(nextState.hasTag('live')).toBe(c.open && c.visible);
      expect(nextState.hasTag('held')).toBe(!(c.open && c.visible));
    }
  });
});

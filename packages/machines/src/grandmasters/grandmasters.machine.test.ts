import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap } from 'xstate/graph';
import {
  cardsAt,
  GRANDMASTERS_LEAVE_GRACE_MS,
  type GrandmastersEvent,
  grandmastersMachine,
  type LoginTicket,
} from './grandmasters.machine.ts';

// AB-18 grandmasters (spec §4, §6): series before 12:00 local time, leader cards after; a click
// posts the provider form only when a login ticket and token exist, else opens the page.

const ticket: LoginTicket = { ticketId: 't'.repeat(32), tokenId: 'k'.repeat(43) };
const open: GrandmastersEvent = { type: 'OPEN', href: '/etgrandmasters/3002', ru: '/etgrandmasters/3002' };

function start(hour: number, answer: () => Promise<LoginTicket | null>) {
  const clock = new SimulatedClock();
  const posted: { ticket: LoginTicket; ru: string }[] = [];
  const visited: string[] = [];
  let asks = 0;
  const machine = grandmastersMachine.provide({
    actors: {
      loginTicket: fromPromise(async () => {
        asks += 1;
        return answer();
      }),
    },
    actions: {
      postForm: (_, params) => posted.push(params),
      navigate: (_, params) => visited.push(params.href),
    },
  });
  const actor = createActor(machine, { input: { hour }, clock }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, clock, posted, visited, settle, asks: () => asks };
}

describe('AB-18 grandmasters: which cards', () => {
  it.each([
    [0, 'series'],
    [11, 'series'],
    [12, 'leaders'],
    [23, 'leaders'],
    [24, 'series'],
    [-1, 'series'],
    [11.5, 'series'],
    [Number.NaN, 'series'],
  ])('hour %s shows %s', (hour, cards) => {
    expect(cardsAt(hour)).toBe(cards);
  });

  it('starts with the page’s hour; the reader’s own clock corrects it', () => {
    const { actor } = start(10, async () => null);
    expect(actor.getSnapshot().context.cards).toBe('series');
    actor.send({ type: 'CLOCK', hour: 15 });
    expect(actor.getSnapshot().context.cards).toBe('leaders');
    actor.send({ type: 'CLOCK', hour: 9 });
    expect(actor.getSnapshot().context.cards).toBe('series');
  });
});

describe('AB-18 grandmasters: the click rule', () => {
  it('with a ticket and token: posts the provider form with them and the return address', async () => {
    const { actor, posted, visited, settle } = start(10, async () => ticket);
    actor.send(open);
    expect(actor.getSnapshot().value).toBe('checking');
    await settle();
    expect(actor.getSnapshot().value).toBe('posting');
    expect(posted).toEqual([{ ticket, ru: '/etgrandmasters/3002' }]);
    expect(visited).toEqual([]);
  });

  it('without a ticket (not signed in), with half of one, or when asking fails: opens the Grandmasters page', async () => {
    for (const answer of [
      async () => null,
      async () => ({ ticketId: 'abc', tokenId: '' }),
      async () => {
        throw new Error('offline');
      },
    ]) {
      const { actor, posted, visited, settle } = start(14, answer);
      actor.send(open);
      await settle();
      expect(actor.getSnapshot().value).toBe('navigating');
      expect(visited).toEqual(['/etgrandmasters/3002']);
      expect(posted).toEqual([]);
    }
  });

  it('a second click while asking is ignored; after the grace time clicks work again (SimulatedClock)', async () => {
    let release: (value: LoginTicket | null) => void = () => {};
    const { actor, clock, visited, settle, asks } = start(
      10,
      () =>
        new Promise((resolve) => {
          release = resolve;
        }),
    );
    actor.send(open);
    actor.send({ type: 'OPEN', href: '/etgrandmasters/3003', ru: '/etgrandmasters/3003' });
    release(null);
    await settle();
    expect(visited).toEqual(['/etgrandmasters/3002']);
    actor.send(open);
    expect(asks()).toBe(1);
    clock.increment(GRANDMASTERS_LEAVE_GRACE_MS - 1);
    expect(actor.getSnapshot().value).toBe('navigating');
    clock.increment(1);
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { opening: null, ticket: null } });
  });

  it('refuses a click whose addresses are not paths of the site', () => {
    const { actor } = start(10, async () => ticket);
    for (const [href, ru] of [
      ['https://evil.example/', '/x'],
      ['/etgrandmasters', 'javascript:alert(1)'],
      ['', '/x'],
    ]) {
      actor.send({ type: 'OPEN', href: href as string, ru: ru as string });
      expect(actor.getSnapshot().value).toBe('idle');
    }
  });
});

describe('AB-18 grandmasters: model-based (xstate/graph)', () => {
  const EVENTS: GrandmastersEvent[] = [
    { type: 'CLOCK', hour: 9 },
    { type: 'CLOCK', hour: 13 },
    open,
    { type: 'OPEN', href: 'https://x.example/', ru: '/' },
  ];
  // The actor's answer is outside the graph: model it as the events that end `checking`.
  const edges = adjacencyMapToArray(
    getAdjacencyMap(grandmastersMachine, {
      events: EVENTS,
      input: { hour: 10 },
      serializeState: (s) => `${String(s.value)} ${s.context.cards}`,
    }),
  );

  it('reaches idle and checking with either set of cards', () => {
    const states = new Set(edges.map((e) => `${String(e.nextState.value)} ${e.nextState.context.cards}`));
    expect([...states].sort()).toEqual([
      'checking leaders',
      'checking series',
      'idle leaders',
      'idle series',
    ]);
  });

  it('on every edge: CLOCK decides the cards; only a well-formed click starts checking', () => {
    for (const { state, event, nextState } of edges) {
      if (event.type === 'CLOCK') expect(nextState.context.cards).toBe(cardsAt(event.hour));
      if (event.type === 'OPEN' && state.value === 'idle')
        expect(nextState.value).toBe(event.href.startsWith('/') ? 'checking' : 'idle');
      if (event.type === 'OPEN' && state.value === 'checking') expect(nextState.value).toBe('checking');
    }
  });

  it('from checking, every answer ends in posting or navigating, then idle (SimulatedClock)', async () => {
    const reached = new Set<string>();
    for (const answer of [async () => ticket, async () => null]) {
      const { actor, clock, settle } = start(10, answer);
      actor.send(open);
      await settle();
      reached.add(String(actor.getSnapshot().value));
      clock.increment(GRANDMASTERS_LEAVE_GRACE_MS);
      reached.add(String(actor.getSnapshot().value));
    }
    expect([...reached].sort()).toEqual(['idle', 'navigating', 'posting']);
  });
});

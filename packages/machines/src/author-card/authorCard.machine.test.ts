import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import {
  AUTHOR_CARD_CLOSE_DELAY,
  AUTHOR_CARD_OPEN_DELAY,
  type AuthorCardEvent,
  type AuthorCardInput,
  type AuthorProfile,
  authorCardMachine,
  selectAuthorCardPhase,
  selectAuthorProfile,
} from './authorCard.machine.ts';

// AR-09 author hover card: opens on hover (after a delay) and on keyboard focus (at once),
// fetched on first open and cached per author id, a failure is logged and nothing is shown.

const PROFILE: AuthorProfile = {
  name: 'Asha Rao',
  img: 'https://img.example/asha.png',
  bio: 'Markets editor.',
  stories: [{ url: '/markets/a/articleshow/1.cms', title: 'Rupee firms', date: '2026-01-02T10:00:00+05:30' }],
};

/** Resolves the microtasks a settled fetch needs to reach the machine. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(
  input: AuthorCardInput = { authorId: '42' },
  fetchImpl?: (id: string) => Promise<AuthorProfile>,
) {
  const clock = new SimulatedClock();
  const fetchAuthor = vi.fn(fetchImpl ?? (async () => PROFILE));
  const log = vi.fn<(authorId: string, error: unknown) => void>();
  const remember = vi.fn<(authorId: string, profile: AuthorProfile) => void>();
  const machine = authorCardMachine.provide({
    actors: { fetchAuthor: fromPromise(({ input }) => fetchAuthor(input.authorId)) },
    actions: {
      log: (_, { authorId, error }) => log(authorId, error),
      remember: (_, { authorId, profile }) => remember(authorId, profile),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  const phase = () => selectAuthorCardPhase(actor.getSnapshot());
  const send = (type: AuthorCardEvent['type']) => actor.send({ type } as AuthorCardEvent);
  return { actor, clock, fetchAuthor, log, remember, phase, send };
}

describe('AR-09 authorCardMachine', () => {
  it('starts closed and fetches nothing', () => {
    const { phase, fetchAuthor } = start();
    expect(phase()).toBe('closed');
    expect(fetchAuthor).not.toHaveBeenCalled();
  });

  it('opens on hover only after the open delay, then fetches and shows the profile', async () => {
    const { send, phase, clock, fetchAuthor, remember, actor } = start();
    send('POINTER_ENTER');
    expect(phase()).toBe('opening');
    clock.increment(AUTHOR_CARD_OPEN_DELAY - 1);
    expect(phase()).toBe('opening');
    expect(fetchAuthor).not.toHaveBeenCalled();
    clock.increment(1);
    expect(phase()).toBe('loading');
    expect(fetchAuthor).toHaveBeenCalledExactlyOnceWith('42');
    await flush();
    expect(phase()).toBe('open');
    expect(selectAuthorProfile(actor.getSnapshot())).toEqual(PROFILE);
    expect(remember).toHaveBeenCalledExactlyOnceWith('42', PROFILE);
  });

  it('a quick pass over the link (leave before the delay) opens nothing and fetches nothing', () => {
    const { send, phase, clock, fetchAuthor } = start();
    send('POINTER_ENTER');
    clock.increment(AUTHOR_CARD_OPEN_DELAY / 2);
    send('POINTER_LEAVE');
    clock.increment(AUTHOR_CARD_OPEN_DELAY * 2);
    expect(phase()).toBe('closed');
    expect(fetchAuthor).not.toHaveBeenCalled();
  });

  it('opens at once on keyboard focus (no delay), also while the hover delay runs', async () => {
    const first = start();
    first.send('FOCUS');
    expect(first.phase()).toBe('loading');
    const second = start();
    second.send('POINTER_ENTER');
    second.send('FOCUS');
    expect(second.phase()).toBe('loading');
    await flush();
    expect(first.phase()).toBe('open');
  });

  it('closes after the close delay when the pointer leaves, unless it comes back onto the card', async () => {
    const { send, phase, clock } = start();
    send('FOCUS');
    await flush();
    send('POINTER_LEAVE');
    expect(phase()).toBe('closing');
    clock.increment(AUTHOR_CARD_CLOSE_DELAY - 1);
    send('POINTER_ENTER'); // onto the card
    expect(phase()).toBe('open');
    clock.increment(AUTHOR_CARD_CLOSE_DELAY * 3);
    expect(phase()).toBe('open');
    send('POINTER_LEAVE');
    clock.increment(AUTHOR_CARD_CLOSE_DELAY);
    expect(phase()).toBe('closed');
  });

  it('Escape and blur close at once', async () => {
    const { send, phase } = start();
    send('FOCUS');
    await flush();
    send('ESCAPE');
    expect(phase()).toBe('closed');
    send('FOCUS');
    send('BLUR');
    expect(phase()).toBe('closed');
  });

  it('caches per author id: the second open does not fetch', async () => {
    const { send, phase, clock, fetchAuthor, actor } = start();
    send('FOCUS');
    await flush();
    send('ESCAPE');
    send('POINTER_ENTER');
    clock.increment(AUTHOR_CARD_OPEN_DELAY);
    expect(phase()).toBe('open');
    expect(fetchAuthor).toHaveBeenCalledTimes(1);
    expect(Object.keys(actor.getSnapshot().context.cache)).toEqual(['42']);
  });

  it('uses a cache given at start (a page-wide cache): no fetch at all', () => {
    const { send, phase, fetchAuthor } = start({ authorId: '7', cache: { '7': PROFILE } });
    send('FOCUS');
    expect(phase()).toBe('open');
    expect(fetchAuthor).not.toHaveBeenCalled();
  });

  it('a cached profile of another author is not used', () => {
    const { send, phase, fetchAuthor } = start({ authorId: '8', cache: { '7': PROFILE } });
    send('FOCUS');
    expect(phase()).toBe('loading');
    expect(fetchAuthor).toHaveBeenCalledWith('8');
  });

  it('a failed fetch is logged, nothing is shown, and the next open tries again', async () => {
    const error = new Error('HTTP 500');
    const { send, phase, log, fetchAuthor, actor } = start({ authorId: '42' }, async () => {
      throw error;
    });
    send('FOCUS');
    await flush();
    expect(phase()).toBe('failed');
    expect(selectAuthorProfile(actor.getSnapshot())).toBeNull();
    expect(log).toHaveBeenCalledExactlyOnceWith('42', error);
    send('FOCUS'); // still on the link: no refetch loop
    expect(fetchAuthor).toHaveBeenCalledTimes(1);
    send('POINTER_LEAVE');
    expect(phase()).toBe('closed');
    send('FOCUS');
    await flush();
    expect(fetchAuthor).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.cache).toEqual({});
  });

  it('without a provided fetchAuthor every open fails and is logged', async () => {
    const log = vi.fn();
    const actor = createActor(authorCardMachine.provide({ actions: { log: (_, p) => log(p) } }), {
      input: { authorId: '1' },
    }).start();
    actor.send({ type: 'FOCUS' });
    await flush();
    expect(selectAuthorCardPhase(actor.getSnapshot())).toBe('failed');
    expect(log).toHaveBeenCalledOnce();
  });

  it('Escape while loading closes at once and shows nothing later', async () => {
    let resolve: (p: AuthorProfile) => void = () => {};
    const { send, phase } = start({ authorId: '42' }, () => new Promise((r) => (resolve = r)));
    send('FOCUS');
    send('ESCAPE');
    resolve(PROFILE);
    await flush();
    expect(phase()).toBe('closed');
  });
});

describe('AR-09 authorCardMachine: model-based (xstate/graph)', () => {
  const doneEvent = { type: 'xstate.done.actor.fetchAuthor', output: PROFILE } as unknown as AuthorCardEvent;
  const errorEvent = {
    type: 'xstate.error.actor.fetchAuthor',
    error: new Error('x'),
  } as unknown as AuthorCardEvent;
  const openDelay = { type: 'xstate.after.OPEN_DELAY.authorCard.opening' } as unknown as AuthorCardEvent;
  const closeDelay = {
    type: 'xstate.after.CLOSE_DELAY.authorCard.shown.pointer.closing',
  } as unknown as AuthorCardEvent;
  const EVENTS: AuthorCardEvent[] = [
    { type: 'POINTER_ENTER' },
    { type: 'POINTER_LEAVE' },
    { type: 'FOCUS' },
    { type: 'BLUR' },
    { type: 'ESCAPE' },
    openDelay,
    closeDelay,
    doneEvent,
    errorEvent,
  ];
  const key = (value: unknown) => JSON.stringify(value);

  it('reaches every state: closed, opening, loading, open, closing, failed', () => {
    const adjacency = getAdjacencyMap(authorCardMachine, { events: EVENTS, input: { authorId: '42' } });
    const phases = new Set(
      adjacencyMapToArray(adjacency).flatMap(({ state, nextState }) => [
        selectAuthorCardPhase(state),
        selectAuthorCardPhase(nextState),
      ]),
    );
    expect([...phases].sort()).toEqual(['closed', 'closing', 'failed', 'loading', 'open', 'opening']);
  });

  // Every shortest path replayed on a real actor with a simulated clock and a controlled fetch.
  // (createTestModel refuses machines with delays, so the paths come from getShortestPaths and the
  // delays are played with the SimulatedClock.)
  const paths = getShortestPaths(authorCardMachine, { events: EVENTS, input: { authorId: '42' } });
  const describePath = (path: (typeof paths)[number]) =>
    path.steps.map((step) => step.event.type.replace(/^xstate\.(\w+)\.(\w+).*$/, '$1.$2')).join(' → ') ||
    'initial';
  const reached = new Set<string>();

  it('has paths', () => {
    expect(paths.length).toBeGreaterThan(8);
  });

  it.each(paths.map((path) => [`${describePath(path)} ⇒ ${key(path.state.value)}`, path] as const))(
    '%s',
    async (_, path) => {
      let settle: { resolve: (p: AuthorProfile) => void; reject: (e: unknown) => void } | null = null;
      const { actor, clock, phase } = start(
        { authorId: '42' },
        () =>
          new Promise<AuthorProfile>((resolve, reject) => {
            settle = { resolve, reject };
          }),
      );
      const expectSame = (expected: unknown) => {
        expect(key(actor.getSnapshot().value)).toBe(key(expected));
      };
      for (const step of path.steps) {
        const event = step.event as { type: string };
        switch (event.type) {
          case 'xstate.after.OPEN_DELAY.authorCard.opening':
            clock.increment(AUTHOR_CARD_OPEN_DELAY);
            break;
          case 'xstate.after.CLOSE_DELAY.authorCard.shown.pointer.closing':
            clock.increment(AUTHOR_CARD_CLOSE_DELAY);
            break;
          case 'xstate.done.actor.fetchAuthor':
            (settle as { resolve: (p: AuthorProfile) => void } | null)?.resolve(PROFILE);
            await flush();
            break;
          case 'xstate.error.actor.fetchAuthor':
            (settle as { reject: (e: unknown) => void } | null)?.reject(new Error('x'));
            await flush();
            break;
          default:
            actor.send(event as AuthorCardEvent);
        }
        expectSame(step.state.value);
        reached.add(phase());
      }
      expectSame(path.state.value);
    },
  );

  it('the replayed paths reached every phase', () => {
    expect([...reached].sort()).toEqual(['closed', 'closing', 'failed', 'loading', 'open', 'opening']);
  });
});

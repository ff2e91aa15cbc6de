import { describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, SimulatedClock } from 'xstate';
import {
  atomicStates,
  deferredActor,
  edgeKey,
  flush,
  leafStates,
  stateKey,
  transitionPaths,
} from '../testing/model.ts';
import { CommentWriteError } from './refusal.ts';
import {
  selectToastShown,
  type Vote,
  type VoteContext,
  type VoteEvent,
  type VoteInput,
  type VoteRequest,
  voteMachine,
} from './vote.machine.ts';

// AR-07 votes: agree 100 / disagree 101, rateid 1; one per comment per browser; the count rises at
// once; a repeat shows "You've already voted!" for 3 s (the named delay `toastDuration`).

/** A stand-in for the site's localStorage-backed memory. */
function memory(initial: Record<string, Vote> = {}) {
  const votes = new Map(Object.entries(initial));
  return {
    votes,
    recall: (id: string) => votes.get(id) ?? null,
    remember: vi.fn((id: string, vote: Vote) => void votes.set(id, vote)),
    forget: vi.fn((id: string) => void votes.delete(id)),
  };
}

function start(input: VoteInput = { commentId: '55', agree: 4, disagree: 2 }, stored = memory()) {
  const send = deferredActor<VoteRequest>();
  const log = vi.fn<(error: unknown) => void>();
  const clock = new SimulatedClock();
  const machine = voteMachine.provide({
    actors: { send: send.logic },
    guards: { rememberedAs: ({ context }, { vote }) => stored.recall(context.commentId) === vote },
    actions: {
      remember: (_, { commentId, vote }) => stored.remember(commentId, vote),
      forget: (_, { commentId }) => stored.forget(commentId),
      log: (_, { error }) => log(error),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  const vote = (v: Vote) => actor.send({ type: 'VOTE', vote: v });
  const context = () => actor.getSnapshot().context;
  const toast = () => selectToastShown(actor.getSnapshot());
  const value = () => stateKey(actor.getSnapshot().value);
  return { actor, send, log, clock, stored, vote, context, toast, value };
}

describe('AR-07 vote: first vote', () => {
  it('starts ready with the served counts', () => {
    const { value, context, toast } = start();
    expect(value()).toBe('ready');
    expect(context()).toEqual({
      commentId: '55',
      agree: 4,
      disagree: 2,
      voted: null,
      counted: null,
      refusal: null,
    });
    expect(toast()).toBe(false);
  });

  it.each([
    ['agree', 100, { agree: 5, disagree: 2 }],
    ['disagree', 101, { agree: 4, disagree: 3 }],
  ] as const)(
    '%s: the count rises at once, is remembered and sent with typeid %i',
    (vote, typeid, counts) => {
      const v = start();
      v.vote(vote);
      expect(v.context()).toMatchObject({ ...counts, voted: vote });
      expect(v.stored.remember).toHaveBeenCalledExactlyOnceWith('55', vote);
      expect(v.send.last().input).toEqual({ opinionid: '55', typeid, rateid: 1 });
      expect(v.value()).toBe('voted.request.sending|voted.toast.hidden');
    },
  );

  it('the answer is noted; the count stays as the reader saw it', async () => {
    const v = start();
    v.vote('agree');
    v.send.last().resolve({ counted: true });
    await flush();
    expect(v.value()).toBe('voted.request.sent|voted.toast.hidden');
    expect(v.context()).toMatchObject({ agree: 5, counted: true });
  });

  it.each([
    [{ counted: false }, false],
    [{ counted: true }, true],
    [null, true],
    ['ok', true],
    [{}, true],
  ])('answer %j → counted %s; the local count is kept', async (answer, counted) => {
    const v = start();
    v.vote('disagree');
    v.send.last().resolve(answer);
    await flush();
    expect(v.context()).toMatchObject({ disagree: 3, voted: 'disagree', counted });
  });

  it('a failed send takes the vote back: count, memory; shown and logged; the reader can vote again', async () => {
    const v = start();
    v.vote('agree');
    const error = new TypeError('Failed to fetch');
    v.send.last().reject(error);
    await flush();
    expect(v.value()).toBe('ready');
    expect(v.context()).toMatchObject({
      agree: 4,
      voted: null,
      refusal: 'We could not reach the server. Please check your connection and try again.',
    });
    expect(v.stored.forget).toHaveBeenCalledExactlyOnceWith('55');
    expect(v.stored.votes.has('55')).toBe(false);
    expect(v.log).toHaveBeenCalledExactlyOnceWith(error);
    v.vote('agree');
    expect(v.context()).toMatchObject({ agree: 5, refusal: null });
    expect(v.send.calls).toHaveLength(2);
  });

  it.each([
    [
      new CommentWriteError(429, 'rate_limit', 'Too many votes; try again in 30 s', 30),
      'Too many votes from you just now. Please try again in 30 seconds.',
    ],
    [
      new CommentWriteError(
        403,
        'reader',
        'We could not tell who is voting. Please allow cookies for this site, or sign in, and try again.',
      ),
      'We could not tell who is voting. Please allow cookies for this site, or sign in, and try again.',
    ],
    [
      new CommentWriteError(404, 'opinionid', 'no comment 77'),
      'This comment or story is no longer there. Please reload the page.',
    ],
  ])('a refused vote (%o) is shown in words', async (error, refusal) => {
    const v = start();
    v.vote('disagree');
    v.send.last().reject(error);
    await flush();
    expect(v.context()).toMatchObject({ disagree: 2, voted: null, refusal });
  });

  it('reads negative or missing counts as 0', () => {
    const v = start({ commentId: '1', agree: -3, disagree: Number.NaN });
    expect(v.context()).toMatchObject({ agree: 0, disagree: 0 });
  });
});

describe('AR-07 vote: a repeat shows the toast for 3 s', () => {
  it.each(['agree', 'disagree'] as const)('a second vote (%s) only shows the toast', async (second) => {
    const v = start();
    v.vote('agree');
    v.vote(second);
    expect(v.toast()).toBe(true);
    expect(v.context()).toMatchObject({ agree: 5, disagree: 2, voted: 'agree' });
    expect(v.send.calls).toHaveLength(1);
    v.clock.increment(2999);
    expect(v.toast()).toBe(true);
    v.clock.increment(1);
    expect(v.toast()).toBe(false);
  });

  it('another repeat while shown starts the 3 s again', () => {
    const v = start();
    v.vote('agree');
    v.vote('agree');
    v.clock.increment(2000);
    v.vote('agree');
    v.clock.increment(2000);
    expect(v.toast()).toBe(true);
    v.clock.increment(1000);
    expect(v.toast()).toBe(false);
  });

  it('the toast and the request run side by side', async () => {
    const v = start();
    v.vote('agree');
    v.vote('agree');
    v.send.last().resolve({});
    await flush();
    expect(v.value()).toBe('voted.request.sent|voted.toast.shown');
    v.clock.increment(3000);
    expect(v.value()).toBe('voted.request.sent|voted.toast.hidden');
  });

  it('a vote already in memory (another tab) shows the toast, sends and counts nothing', () => {
    const v = start(undefined, memory({ '55': 'disagree' }));
    v.vote('agree');
    expect(v.toast()).toBe(true);
    expect(v.context()).toMatchObject({ agree: 4, disagree: 2, voted: 'disagree' });
    expect(v.value()).toBe('voted.request.restored|voted.toast.shown');
    expect(v.send.calls).toHaveLength(0);
    expect(v.stored.remember).not.toHaveBeenCalled();
  });

  it('RESTORE (the memory read after mounting) marks the vote without toast or count', () => {
    const v = start();
    v.actor.send({ type: 'RESTORE', vote: 'agree' });
    expect(v.value()).toBe('voted.request.restored|voted.toast.hidden');
    expect(v.context()).toMatchObject({ agree: 4, voted: 'agree' });
    v.vote('disagree');
    expect(v.toast()).toBe(true);
  });

  it('input.voted starts in voted with nothing sent', () => {
    const v = start({ commentId: '55', agree: 4, disagree: 2, voted: 'disagree' });
    expect(v.value()).toBe('voted.request.restored|voted.toast.hidden');
    expect(v.send.calls).toHaveLength(0);
  });

  it('ignores an unknown vote', () => {
    const v = start();
    v.actor.send({ type: 'VOTE', vote: 'maybe' as Vote });
    v.actor.send({ type: 'RESTORE', vote: 'maybe' as Vote });
    expect(v.value()).toBe('ready');
  });
});

describe('AR-07 vote: model-based (xstate/graph, SimulatedClock)', () => {
  type Model = VoteEvent | { type: string; output?: unknown; error?: unknown };
  const TOAST_END = 'xstate.after.toastDuration.vote.voted.toast.shown';
  const EVENTS: Array<[string, Model]> = [
    ['agree', { type: 'VOTE', vote: 'agree' }],
    ['disagree', { type: 'VOTE', vote: 'disagree' }],
    ['restore agree', { type: 'RESTORE', vote: 'agree' }],
    ['counted', { type: 'xstate.done.actor.send', output: { counted: true } }],
    ['not counted', { type: 'xstate.done.actor.send', output: { counted: false } }],
    ['send failed', { type: 'xstate.error.actor.send', error: new Error('offline') }],
    [
      'send refused',
      {
        type: 'xstate.error.actor.send',
        error: new CommentWriteError(429, 'rate_limit', 'Too many votes', 30),
      },
    ],
    ['3 s later', { type: TOAST_END }],
  ];
  const labels = new Map(EVENTS.map(([label, event]) => [event, label]));
  const label = (event: Model) => labels.get(event) ?? event.type;
  const features = (snapshot: AnyMachineSnapshot) => snapshot.context as VoteContext;

  describe.each([
    ['no vote in memory', {}],
    ['a disagree vote in memory (another tab)', { '55': 'disagree' as Vote }],
  ])('%s', (_, remembered) => {
    // The model's guard reads the same fixed memory as the actor's.
    const modelMachine = voteMachine.provide({
      guards: { rememberedAs: (_, { vote }) => remembered['55' as keyof typeof remembered] === vote },
    });
    const model = transitionPaths<Model>(modelMachine, {
      events: EVENTS.map(([, event]) => event),
      label,
      features,
      input: { commentId: '55', agree: 4, disagree: 2 },
    });
    const covered = new Set<string>();
    const reached = new Set<string>();

    it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
      const v = start(undefined, memory(remembered));
      // The remembered vote is fixed for the model: memory writes are not read back.
      v.stored.remember.mockImplementation(() => {});
      v.stored.forget.mockImplementation(() => {});
      for (const leaf of leafStates(v.actor.getSnapshot().value)) reached.add(leaf);
      for (const step of path.steps.slice(1)) {
        const before = v.actor.getSnapshot().value;
        const event = step.event as { type: string; output?: unknown; error?: unknown };
        if (event.type === 'xstate.done.actor.send') v.send.last().resolve(event.output);
        else if (event.type === 'xstate.error.actor.send') v.send.last().reject(event.error);
        else if (event.type === TOAST_END) v.clock.increment(3000);
        else v.actor.send(event as VoteEvent);
        await flush();
        const after = v.actor.getSnapshot();
        expect(after.value).toEqual(step.state.value);
        expect(after.context).toEqual(step.state.context);
        covered.add(edgeKey(before, label(step.event), after.value));
        for (const leaf of leafStates(after.value)) reached.add(leaf);
      }
    });

    it('took every transition of the model', () => {
      for (const edge of model.edges) expect(covered).toContain(edge);
      const expected = atomicStates(voteMachine, ['starting']).filter(
        // With a vote in memory nothing is ever sent.
        (state) =>
          !('55' in remembered && (state === 'voted.request.sending' || state === 'voted.request.sent')),
      );
      expect([...reached].sort()).toEqual(expected);
    });
  });
});

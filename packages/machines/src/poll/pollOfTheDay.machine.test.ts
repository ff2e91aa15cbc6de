import { describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { commentWriteError } from '../comments/refusal.ts';
import {
  atomicStates,
  deferredActor,
  flush,
  pendingActors,
  replayPath,
  transitionPaths,
} from '../testing/model.ts';
import {
  POLL_TEXTS,
  type PollContext,
  type PollEvent,
  type PollInput,
  type PollReaderStatus,
  pollOfTheDayMachine,
  selectPollStatus,
  UnreadablePollAnswer,
} from './pollOfTheDay.machine.ts';

// AB-14 poll of the day: unvoted → voting → voted with percentages; anonymous readers get the
// sign-in prompt (and no results); a failure is logged and the reader can vote again.

const result = {
  totalvotes: 303,
  options: [
    { optionno: 1, optionperc: 39 },
    { optionno: 2, optionperc: 61 },
  ],
};
const notVoted: PollReaderStatus = { signedIn: true, voted: false, optionno: null, result: null };
const voted: PollReaderStatus = { signedIn: true, voted: true, optionno: 2, result };
const anonymous: PollReaderStatus = { signedIn: false, voted: false, optionno: null, result: null };
const signInRefusal = commentWriteError(
  401,
  { error: { param: 'session', message: 'Please sign in to vote.' } },
  null,
);
const serverDown = commentWriteError(503, null, null);
const tooMany = commentWriteError(429, { error: { param: 'rate_limit', message: 'Too many votes' } }, '30');

function start(input: PollInput = { pollId: '126000104', signedIn: true }) {
  const loadStatus = deferredActor<{ pollId: string }>();
  const vote = deferredActor<{ pollId: string; optionno: number }>();
  const log = vi.fn<(error: unknown) => void>();
  const machine = pollOfTheDayMachine.provide({
    actors: { loadStatus: loadStatus.logic, vote: vote.logic },
    actions: { log: (_, { error }) => log(error) },
  });
  const actor = createActor(machine, { input }).start();
  const send = (event: PollEvent) => actor.send(event);
  const status = () => selectPollStatus(actor.getSnapshot());
  const context = () => actor.getSnapshot().context;
  return { actor, loadStatus, vote, log, send, status, context };
}

async function atUnvoted() {
  const poll = start();
  poll.loadStatus.last().resolve(notVoted);
  await flush();
  return poll;
}

describe('AB-14 pollOfTheDayMachine', () => {
  it('AB-14 an anonymous reader’s page asks nothing and shows the sign-in prompt, never results', () => {
    const { status, loadStatus, send, context } = start({ pollId: '1', signedIn: false });
    expect(status()).toBe('anonymous');
    send({ type: 'SELECT', optionno: 1 });
    send({ type: 'VOTE' });
    expect(status()).toBe('anonymous');
    expect(loadStatus.calls).toEqual([]);
    expect(context().result).toBeNull();
  });

  it('AB-14 asks whether this reader voted, and shows the percentages when they did', async () => {
    const { status, loadStatus, context } = start();
    expect(status()).toBe('checking');
    expect(loadStatus.last().input).toEqual({ pollId: '126000104' });
    loadStatus.last().resolve(voted);
    await flush();
    expect(status()).toBe('voted');
    expect(context()).toMatchObject({ chosen: 2, result });
  });

  it('AB-14 a session the server does not know (ended) makes the reader anonymous', async () => {
    const told = start();
    told.loadStatus.last().resolve(anonymous);
    await flush();
    expect(told.status()).toBe('anonymous');
    const refused = start();
    refused.loadStatus.last().reject(signInRefusal);
    await flush();
    expect(refused.status()).toBe('anonymous');
    expect(refused.log).not.toHaveBeenCalled();
  });

  it('AB-14 votes the chosen answer and shows the server’s percentages', async () => {
    const { status, send, vote, context } = await atUnvoted();
    expect(status()).toBe('unvoted');
    send({ type: 'VOTE' });
    expect(status()).toBe('unvoted');
    expect(context().message).toBe(POLL_TEXTS.noChoice);
    send({ type: 'SELECT', optionno: 1 });
    expect(context().message).toBeNull();
    send({ type: 'SELECT', optionno: 2 });
    send({ type: 'VOTE' });
    expect(status()).toBe('voting');
    expect(vote.last().input).toEqual({ pollId: '126000104', optionno: 2 });
    // Only when not already voting or voted (spec §5).
    send({ type: 'VOTE' });
    send({ type: 'SELECT', optionno: 1 });
    expect(vote.calls).toHaveLength(1);
    expect(context().selected).toBe(2);
    vote.last().resolve(voted);
    await flush();
    expect(status()).toBe('voted');
    send({ type: 'VOTE' });
    expect(vote.calls).toHaveLength(1);
    expect(actorDone(context())).toBe(true);
  });

  it('AB-14 a vote during the check is cast once the check says "not voted", and dropped when voted', async () => {
    const first = start();
    first.send({ type: 'SELECT', optionno: 1 });
    first.send({ type: 'VOTE' });
    expect(first.status()).toBe('checking');
    first.loadStatus.last().resolve(notVoted);
    await flush();
    expect(first.status()).toBe('voting');
    expect(first.vote.last().input.optionno).toBe(1);

    const second = start();
    second.send({ type: 'SELECT', optionno: 1 });
    second.send({ type: 'VOTE' });
    second.loadStatus.last().resolve(voted);
    await flush();
    expect(second.status()).toBe('voted');
    expect(second.context().chosen).toBe(2);
    expect(second.vote.calls).toEqual([]);
  });

  it('AB-14 a failed vote is logged without a message and can be tried again (spec §8)', async () => {
    const { status, send, vote, log, context } = await atUnvoted();
    send({ type: 'SELECT', optionno: 1 });
    send({ type: 'VOTE' });
    vote.last().reject(serverDown);
    await flush();
    expect(status()).toBe('unvoted');
    expect(context()).toMatchObject({ selected: 1, message: null });
    expect(log).toHaveBeenCalledExactlyOnceWith(serverDown);
    send({ type: 'VOTE' });
    vote.last().reject(new TypeError('Failed to fetch'));
    await flush();
    expect(context().message).toBeNull();
    send({ type: 'VOTE' });
    vote.last().resolve(voted);
    await flush();
    expect(status()).toBe('voted');
  });

  it('AB-14 a refusal in words is shown until the next vote; a 401 asks to sign in', async () => {
    const poll = await atUnvoted();
    poll.send({ type: 'SELECT', optionno: 1 });
    poll.send({ type: 'VOTE' });
    poll.vote.last().reject(tooMany);
    await flush();
    expect(poll.context().message).toBe('Too many votes from you just now. Please try again in 30 seconds.');
    poll.send({ type: 'VOTE' });
    expect(poll.context().message).toBeNull();
    poll.vote.last().reject(signInRefusal);
    await flush();
    expect(poll.status()).toBe('anonymous');
  });

  it('AB-14 an answer without results is a failure, logged; a failed check still lets the reader vote', async () => {
    const poll = await atUnvoted();
    poll.send({ type: 'SELECT', optionno: 1 });
    poll.send({ type: 'VOTE' });
    poll.vote.last().resolve({ ...voted, result: null });
    await flush();
    expect(poll.status()).toBe('unvoted');
    expect(poll.log.mock.calls[0]?.[0]).toBeInstanceOf(UnreadablePollAnswer);

    const failedCheck = start();
    failedCheck.loadStatus.last().reject(serverDown);
    await flush();
    expect(failedCheck.status()).toBe('unvoted');
    expect(failedCheck.log).toHaveBeenCalledOnce();
  });

  it('AB-14 without provided actors the check fails and is logged (no crash)', async () => {
    const actor = createActor(pollOfTheDayMachine, { input: { pollId: '1', signedIn: true } }).start();
    await flush();
    expect(selectPollStatus(actor.getSnapshot())).toBe('unvoted');
  });
});

function actorDone(context: PollContext): boolean {
  return context.result !== null && context.chosen !== null;
}

describe('AB-14 pollOfTheDayMachine: model-based (xstate/graph)', () => {
  const events: PollEvent[] = [
    { type: 'SELECT', optionno: 1 },
    { type: 'VOTE' },
    { type: 'xstate.done.actor.loadStatus', output: notVoted } as never,
    { type: 'xstate.done.actor.loadStatus', output: voted } as never,
    { type: 'xstate.done.actor.loadStatus', output: anonymous } as never,
    { type: 'xstate.error.actor.loadStatus', error: signInRefusal } as never,
    { type: 'xstate.error.actor.loadStatus', error: serverDown } as never,
    { type: 'xstate.done.actor.vote', output: voted } as never,
    { type: 'xstate.done.actor.vote', output: { ...voted, result: null } } as never,
    { type: 'xstate.error.actor.vote', error: signInRefusal } as never,
    { type: 'xstate.error.actor.vote', error: serverDown } as never,
    { type: 'xstate.error.actor.vote', error: tooMany } as never,
  ];
  const label = (event: PollEvent) => {
    const e = event as { type: string; output?: PollReaderStatus; error?: { status?: number } };
    if (e.type === 'SELECT') return 'SELECT(1)';
    if (e.output) {
      const what = !e.output.signedIn ? 'anonymous' : e.output.result ? 'voted' : 'not voted';
      return `${e.type.replace('xstate.done.actor.', 'done ')}(${what})`;
    }
    if (e.error) return `${e.type.replace('xstate.error.actor.', 'error ')}(${e.error.status})`;
    return e.type;
  };
  const features = (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as PollContext;
    return {
      selected: context.selected,
      chosen: context.chosen,
      result: context.result !== null,
      message: context.message,
      wantsVote: context.wantsVote,
    };
  };
  const inputs: PollInput[] = [
    { pollId: '1', signedIn: true },
    { pollId: '1', signedIn: false },
  ];
  const models = inputs.map((input) => ({
    input,
    model: transitionPaths(pollOfTheDayMachine, { events, label, features, input }),
  }));

  it('AB-14 reaches every state of the machine from the two pages', () => {
    const reached = new Set(models.flatMap(({ model }) => [...model.states]));
    expect([...reached].sort()).toEqual(
      expect.arrayContaining(atomicStates(pollOfTheDayMachine, ['unknown'])),
    );
  });

  for (const { input, model } of models) {
    describe(`from ${input.signedIn ? 'a signed-in' : 'an anonymous'} reader’s page`, () => {
      it('starts where the page’s reader kind says', () => {
        const actor = createActor(pollOfTheDayMachine, { input });
        expect(selectPollStatus(actor.getSnapshot())).toBe(input.signedIn ? 'checking' : 'anonymous');
        // An anonymous reader's poll has nowhere to go: the prompt is the end.
        expect(model.paths.length > 0).toBe(input.signedIn);
      });
      it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
        const pending = pendingActors();
        const actor = createActor(
          pollOfTheDayMachine.provide({
            actors: {
              loadStatus: pending.logic<{ pollId: string }>(),
              vote: pending.logic<{ pollId: string; optionno: number }>(),
            },
          }),
          { input },
        ).start();
        await replayPath(actor, path, { pending, features });
      });
    });
  }
});

describe('issue 27: the page that answers a vote posted without script starts from what the server knows', () => {
  it('a known vote is the results at once, and nothing is asked', () => {
    const poll = start({ pollId: '126000104', signedIn: true, known: { status: voted } });
    expect(poll.status()).toBe('voted');
    expect(poll.context()).toMatchObject({ chosen: 2, result });
    expect(poll.loadStatus.calls).toHaveLength(0);
  });

  it('a refused vote keeps the answer chosen and says the refusal; the reader votes again', () => {
    const poll = start({
      pollId: '126000104',
      signedIn: true,
      known: { selected: 2, message: 'Too many votes from you just now. Please try again in 40 seconds.' },
    });
    expect(poll.status()).toBe('checking');
    expect(poll.context()).toMatchObject({
      selected: 2,
      message: 'Too many votes from you just now. Please try again in 40 seconds.',
    });
  });

  it('a status that is not one of votes with results is not taken', () => {
    const poll = start({ pollId: '126000104', signedIn: true, known: { status: notVoted } });
    expect(poll.status()).toBe('checking');
    expect(poll.context().result).toBeNull();
  });
});

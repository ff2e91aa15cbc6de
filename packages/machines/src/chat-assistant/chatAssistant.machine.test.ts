import { assistantTexts } from '@newsroom/rules/assistant';
import { describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, SimulatedClock } from 'xstate';
import {
  atomicStates,
  deferredActor,
  flush,
  pendingActors,
  replayPath,
  transitionPaths,
} from '../testing/model.ts';
import {
  ASSISTANT_ANSWER_TIMEOUT_MS,
  ASSISTANT_CONVERSATION_MAX,
  ASSISTANT_TEXTS,
  type AskInput,
  AssistantRequestError,
  AssistantTimeoutError,
  AssistantUnreadableAnswerError,
  assistantRefusal,
  assistantRequestError,
  type ChatAssistantContext,
  type ChatAssistantEvent,
  chatAssistantMachine,
  selectAssistantOpen,
  selectAssistantTalk,
} from './chatAssistant.machine.ts';

// AB-25 "Ask the Ledger": closed ⇄ open; idle → asking → answered | failed (retry), the
// conversation kept; questions the shared rules refuse never leave the browser.

const SOURCE = {
  msid: '125400066',
  title: 'Student visa rules tightened',
  url: '/nri/a/articleshow/125400066.cms',
};
const ANSWER = { answer: 'From “Student visa rules tightened”: Canada caps permits.', sources: [SOURCE] };

function start(msid: string | null = '125400177') {
  const clock = new SimulatedClock();
  const ask = deferredActor<AskInput>();
  const log = vi.fn<(error: unknown) => void>();
  const machine = chatAssistantMachine.provide({
    actors: { ask: ask.logic },
    actions: { log: (_, { error }) => log(error) },
  });
  const actor = createActor(machine, { input: { msid }, clock }).start();
  const send = (event: ChatAssistantEvent) => actor.send(event);
  const context = () => actor.getSnapshot().context;
  const talk = () => selectAssistantTalk(actor.getSnapshot());
  const open = () => selectAssistantOpen(actor.getSnapshot());
  const typeAndAsk = (value: string) => {
    send({ type: 'CHANGE', value });
    send({ type: 'SUBMIT' });
  };
  return { actor, clock, ask, log, send, context, talk, open, typeAndAsk };
}

describe('AB-25 chatAssistant: the panel', () => {
  it('starts closed and idle; OPEN, CLOSE and TOGGLE move the panel only', () => {
    const { send, open, talk } = start();
    expect([open(), talk()]).toEqual([false, 'idle']);
    send({ type: 'TOGGLE' });
    expect(open()).toBe(true);
    send({ type: 'OPEN' });
    expect(open()).toBe(true);
    send({ type: 'CLOSE' });
    expect(open()).toBe(false);
    send({ type: 'OPEN' });
    send({ type: 'TOGGLE' });
    expect([open(), talk()]).toEqual([false, 'idle']);
  });

  it('keeps only a story id as msid', () => {
    expect(start('42').context().msid).toBe('42');
    for (const msid of [null, '', '0', 'x1', '1'.repeat(21)]) expect(start(msid).context().msid).toBeNull();
  });
});

describe('AB-25 chatAssistant: questions the shared rules refuse never leave the browser', () => {
  it.each([
    ['', assistantTexts.required],
    ['   ', assistantTexts.required],
    ['x', assistantTexts.tooShort],
    ['x'.repeat(301), assistantTexts.tooLong],
  ])('%j: the rule’s words beside the field, nothing asked', (value, message) => {
    const { send, typeAndAsk, context, talk, ask } = start();
    send({ type: 'OPEN' });
    typeAndAsk(value);
    expect(talk()).toBe('idle');
    expect(context().fieldError).toBe(message);
    expect(ask.calls).toHaveLength(0);
    // Typing clears it.
    send({ type: 'CHANGE', value: `${value}?` });
    expect(context().fieldError).toBeNull();
  });
});

describe('AB-25 chatAssistant: asking and the conversation', () => {
  it('asks the normalised question with the story’s id, keeps the server’s answer and sources', async () => {
    const { send, typeAndAsk, context, talk, ask, actor } = start();
    send({ type: 'OPEN' });
    typeAndAsk('  Student   visas\nin Canada? ');
    expect(talk()).toBe('asking');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(ask.last().input).toEqual({ question: 'Student visas in Canada?', msid: '125400177' });
    ask.last().resolve(ANSWER);
    await flush();
    expect(talk()).toBe('answered');
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(context().exchanges).toEqual([{ seq: 1, question: 'Student visas in Canada?', ...ANSWER }]);
    expect(context().draft).toBe('');
  });

  it('asks again: the conversation keeps both, in order', async () => {
    const { send, typeAndAsk, context, ask } = start(null);
    send({ type: 'OPEN' });
    typeAndAsk('student visas');
    ask.last().resolve(ANSWER);
    await flush();
    typeAndAsk('and work permits?');
    expect(ask.last().input).toEqual({ question: 'and work permits?', msid: null });
    const second = { answer: 'No story.', sources: [] };
    ask.last().resolve(second);
    await flush();
    expect(context().exchanges.map(({ seq, question, answer }) => [seq, question, answer])).toEqual([
      [1, 'student visas', ANSWER.answer],
      [2, 'and work permits?', 'No story.'],
    ]);
  });

  it('a question out when the panel closes is answered all the same, there on reopening', async () => {
    const { send, typeAndAsk, context, talk, ask, open } = start();
    send({ type: 'OPEN' });
    typeAndAsk('visas');
    send({ type: 'CLOSE' });
    ask.last().resolve(ANSWER);
    await flush();
    expect([open(), talk()]).toEqual([false, 'answered']);
    send({ type: 'OPEN' });
    expect(context().exchanges).toHaveLength(1);
  });

  it(`keeps the last ${ASSISTANT_CONVERSATION_MAX} exchanges`, async () => {
    const { typeAndAsk, context, ask } = start();
    for (let i = 1; i <= ASSISTANT_CONVERSATION_MAX + 2; i++) {
      typeAndAsk(`question ${i}`);
      ask.last().resolve(ANSWER);
      await flush();
    }
    const kept = context().exchanges;
    expect(kept).toHaveLength(ASSISTANT_CONVERSATION_MAX);
    expect(kept[0]?.question).toBe('question 3');
    expect(kept.at(-1)?.seq).toBe(ASSISTANT_CONVERSATION_MAX + 2);
  });
});

describe('AB-25 chatAssistant: failures are logged, shown beside the field, and may be retried', () => {
  it('a refusal of the question is the server’s words beside the field; nothing to retry', async () => {
    const { typeAndAsk, context, talk, ask, send, log } = start();
    typeAndAsk('visas');
    ask.last().reject(new AssistantRequestError(400, 'question', 'Please keep your question shorter.'));
    await flush();
    expect(talk()).toBe('failed');
    expect(context().fieldError).toBe('Please keep your question shorter.');
    expect(context().failure).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    send({ type: 'RETRY' });
    expect(ask.calls).toHaveLength(1);
    expect(context().draft).toBe('visas');
  });

  it('too many questions: the server’s sentence, and RETRY sends the same question again', async () => {
    const { typeAndAsk, context, talk, ask, send } = start();
    typeAndAsk('visas');
    send({ type: 'CHANGE', value: 'something else' });
    ask
      .last()
      .reject(new AssistantRequestError(429, 'rate_limit', 'Too many questions; try again in 9 s', 9));
    await flush();
    expect(context().failure).toEqual({ message: 'Too many questions; try again in 9 s', retryable: true });
    send({ type: 'RETRY' });
    expect(talk()).toBe('asking');
    expect(context().failure).toBeNull();
    expect(ask.last().input.question).toBe('visas');
    ask.last().resolve(ANSWER);
    await flush();
    expect(context().exchanges[0]?.question).toBe('visas');
  });

  it('after a failure, SUBMIT asks what the field holds', async () => {
    const { typeAndAsk, ask, send } = start();
    typeAndAsk('visas');
    ask.last().reject(new TypeError('Failed to fetch'));
    await flush();
    send({ type: 'CHANGE', value: 'work permits' });
    send({ type: 'SUBMIT' });
    expect(ask.last().input.question).toBe('work permits');
  });

  it('an answer of the wrong shape is a failure, logged as such', async () => {
    const { typeAndAsk, context, talk, ask, log } = start();
    typeAndAsk('visas');
    ask.last().resolve({ answer: 'x', sources: [{ ...SOURCE, url: 'https://evil.example/' }] });
    await flush();
    expect(talk()).toBe('failed');
    expect(context().failure).toEqual({ message: ASSISTANT_TEXTS.unreadableAnswer, retryable: true });
    expect(log.mock.calls[0]?.[0]).toBeInstanceOf(AssistantUnreadableAnswerError);
    expect(context().exchanges).toEqual([]);
  });

  it('no answer within 15 s (SimulatedClock): the request is aborted, the failure shown and logged', async () => {
    const { typeAndAsk, context, talk, ask, clock, log } = start();
    typeAndAsk('visas');
    clock.increment(ASSISTANT_ANSWER_TIMEOUT_MS - 1);
    expect(talk()).toBe('asking');
    expect(ask.last().signal.aborted).toBe(false);
    clock.increment(1);
    expect(talk()).toBe('failed');
    expect(ask.last().signal.aborted).toBe(true);
    expect(context().failure).toEqual({ message: ASSISTANT_TEXTS.timedOut, retryable: true });
    expect(log.mock.calls[0]?.[0]).toBeInstanceOf(AssistantTimeoutError);
    // A late answer is not taken.
    ask.last().resolve(ANSWER);
    await flush();
    expect(context().exchanges).toEqual([]);
  });
});

describe('AB-25 assistantRefusal: which words, and whether to retry', () => {
  it.each([
    [
      new AssistantRequestError(400, 'question', 'Please type a question.'),
      { fieldError: 'Please type a question.', failure: null },
    ],
    [
      new AssistantRequestError(429, 'rate_limit', 'Too many questions; try again in 9 s'),
      { fieldError: null, failure: { message: 'Too many questions; try again in 9 s', retryable: true } },
    ],
    [
      new AssistantRequestError(429, null, ''),
      { fieldError: null, failure: { message: ASSISTANT_TEXTS.tooMany, retryable: true } },
    ],
    [
      new AssistantRequestError(502, null, 'This service is unavailable just now. Please try again.'),
      {
        fieldError: null,
        failure: { message: 'This service is unavailable just now. Please try again.', retryable: true },
      },
    ],
    [
      new AssistantRequestError(500, null, 'internal error'),
      { fieldError: null, failure: { message: ASSISTANT_TEXTS.serverDown, retryable: true } },
    ],
    [
      new AssistantRequestError(400, 'msid', 'must be a numeric id'),
      { fieldError: null, failure: { message: ASSISTANT_TEXTS.notSent, retryable: false } },
    ],
    [
      new AssistantRequestError(403, 'origin', 'Requests from other sites are refused.'),
      { fieldError: null, failure: { message: 'Requests from other sites are refused.', retryable: false } },
    ],
    [
      new TypeError('Failed to fetch'),
      { fieldError: null, failure: { message: ASSISTANT_TEXTS.offline, retryable: true } },
    ],
    [
      new AssistantTimeoutError('late'),
      { fieldError: null, failure: { message: ASSISTANT_TEXTS.timedOut, retryable: true } },
    ],
  ])('%o → %o', (error, shown) => {
    expect(assistantRefusal(error)).toEqual(shown);
  });

  it('reads any error body', () => {
    expect(assistantRequestError(502, 'Bad Gateway')).toMatchObject({
      status: 502,
      param: null,
      message: '',
    });
    expect(
      assistantRequestError(429, { error: { param: 'rate_limit', message: ` ${'x'.repeat(301)}` } }, '12'),
    ).toMatchObject({ param: 'rate_limit', message: '', retryAfter: 12 });
    expect(assistantRequestError(429, null, 'soon').retryAfter).toBeNull();
  });
});

describe('AB-25 chatAssistant: model-based, every state and transition', () => {
  const events: ChatAssistantEvent[] = [
    { type: 'OPEN' },
    { type: 'CLOSE' },
    { type: 'TOGGLE' },
    { type: 'CHANGE', value: 'student visas' },
    { type: 'CHANGE', value: 'x' },
    { type: 'SUBMIT' },
    { type: 'RETRY' },
    // The actor's answers and the timeout, as the graph walker sends them.
    { type: 'xstate.done.actor.ask', output: ANSWER } as never,
    { type: 'xstate.done.actor.ask', output: { answer: '' } } as never,
    {
      type: 'xstate.error.actor.ask',
      error: new AssistantRequestError(429, 'rate_limit', 'Too many questions.'),
    } as never,
    {
      type: 'xstate.error.actor.ask',
      error: new AssistantRequestError(400, 'question', 'Too long.'),
    } as never,
    { type: 'xstate.after.ANSWER_TIMEOUT.chatAssistant.talk.asking' } as never,
  ];
  const label = (event: ChatAssistantEvent) => {
    const e = event as {
      type: string;
      value?: string;
      output?: { sources?: unknown };
      error?: { status?: number };
    };
    if (e.type === 'CHANGE') return `CHANGE(${e.value})`;
    if (e.type === 'xstate.done.actor.ask') return e.output?.sources ? 'answer' : 'unreadable answer';
    if (e.type === 'xstate.error.actor.ask') return `refused ${e.error?.status}`;
    if (e.type.startsWith('xstate.after.')) return 'timeout';
    return e.type;
  };
  const features = (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as ChatAssistantContext;
    return {
      draft: context.draft,
      asked: context.asked,
      // Bounded, so the graph is finite: none, one, or more.
      exchanges: Math.min(context.exchanges.length, 2),
      fieldError: context.fieldError !== null,
      failure: context.failure?.retryable ?? null,
    };
  };
  const model = transitionPaths(chatAssistantMachine, { events, label, features, input: { msid: '7' } });

  it('reaches every state of the machine', () => {
    expect([...model.states].sort()).toEqual(expect.arrayContaining(atomicStates(chatAssistantMachine)));
    expect(model.edges.size).toBeGreaterThan(40);
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    const clock = new SimulatedClock();
    const pending = pendingActors();
    const actor = createActor(chatAssistantMachine.provide({ actors: { ask: pending.logic<AskInput>() } }), {
      clock,
      input: { msid: '7' },
    }).start();
    await replayPath(actor, path, { pending, features, clock, delayMs: ASSISTANT_ANSWER_TIMEOUT_MS });
  });
});

import { type AssistantSource, assistantAnswer, checkAssistantQuestion } from '@newsroom/rules/assistant';
import { type AnyMachineSnapshot, assign, fromPromise, setup } from 'xstate';

/**
 * AB-25 "Ask the Ledger", the chat assistant's panel. Two regions side by side:
 *
 *   panel: closed ⇄ open                       (OPEN, CLOSE, TOGGLE)
 *   talk:  idle ──SUBMIT (rules pass)──▶ asking ──answer──▶ answered ──SUBMIT──▶ asking …
 *                                          │ refused, unreadable, ANSWER_TIMEOUT (15 s)
 *                                          ▼
 *                                        failed ──RETRY──▶ asking (the same question)
 *                                                ──SUBMIT──▶ asking (the field's question)
 *
 * So closing the panel while a question is out keeps it: the answer is there when the reader
 * opens the panel again, as is the whole conversation (question, the server's answer and its
 * sources, in order; the oldest dropped past `ASSISTANT_CONVERSATION_MAX`).
 *
 * A question the shared rules (@newsroom/rules/assistant) refuse never leaves the browser: SUBMIT
 * puts the rule's words beside the field (`fieldError`). A refusal of the server is logged and
 * shown beside the field too: a 400 about the question as `fieldError` (the reader must change
 * it), anything else (429, 5xx, the site's 502, the network, an answer of the wrong shape, no
 * answer within 15 s) as `failure`, with RETRY. Typing clears `fieldError`.
 *
 * Tags: `busy` while asking; `ready` while a question may be sent.
 *
 * Pure: effects are placeholders the caller supplies with `.provide`:
 * - actor `ask` (input: { question, msid }): resolve with the server's answer (any shape: it is
 *   checked here with the shared schema), reject on failure, ideally with `AssistantRequestError`
 *   (see `assistantRequestError`). The invocation's AbortSignal aborts on the timeout.
 * - action `log` ({ error }).
 */

export const ASSISTANT_ANSWER_TIMEOUT_MS = 15_000;
/** Question-and-answer pairs a conversation keeps; older ones are dropped first. */
export const ASSISTANT_CONVERSATION_MAX = 20;

export interface AssistantExchange {
  /** Order within this conversation (React keys); not a server id: the server keeps none. */
  readonly seq: number;
  /** As sent: the shared rules' normalised form of what the reader typed. */
  readonly question: string;
  /** As the server answered. */
  readonly answer: string;
  readonly sources: readonly AssistantSource[];
}

export interface AssistantFailure {
  readonly message: string;
  /** The same question may be sent again as it is (not for a refusal of the question itself). */
  readonly retryable: boolean;
}

export interface ChatAssistantContext {
  /** The story the panel is opened from, sent as `msid`; null elsewhere. */
  readonly msid: string | null;
  readonly draft: string;
  /** The question out (asking) or last refused (failed), normalised; null otherwise. */
  readonly asked: string | null;
  readonly exchanges: readonly AssistantExchange[];
  readonly nextSeq: number;
  /** The fault of the question, beside the field (the rules' or the server's words). */
  readonly fieldError: string | null;
  /** Why the last question got no answer, beside the field. */
  readonly failure: AssistantFailure | null;
}

export interface ChatAssistantInput {
  msid?: string | null;
}

export interface AskInput {
  question: string;
  msid: string | null;
}

export type ChatAssistantEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'TOGGLE' }
  | { type: 'CHANGE'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

export const ASSISTANT_TEXTS = {
  offline: 'We could not reach the assistant. Please check your connection and try again.',
  serverDown: 'The assistant is not answering just now. Please try again in a moment.',
  tooMany: 'You have asked many questions in a short time. Please try again in a minute.',
  timedOut: 'The assistant took too long to answer. Please try again.',
  unreadableAnswer: 'The assistant’s answer could not be read. Please try again.',
  notSent: 'Your question could not be sent. Please reload the page and try again.',
} as const;

/** A request the server answered with an error (`{ error: { param, message } }`). */
export class AssistantRequestError extends Error {
  readonly status: number;
  readonly param: string | null;
  readonly retryAfter: number | null;
  constructor(status: number, param: string | null, message: string, retryAfter: number | null = null) {
    super(message);
    this.name = 'AssistantRequestError';
    this.status = status;
    this.param = param;
    this.retryAfter = retryAfter;
  }
}

/** No answer within ANSWER_TIMEOUT: logged like any failure. */
export class AssistantTimeoutError extends Error {
  override name = 'AssistantTimeoutError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The error for a failed answer: status, the parsed body (any shape) and Retry-After. */
export function assistantRequestError(status: number, body: unknown, retryAfter: string | null = null) {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const param = typeof error.param === 'string' && error.param !== '' ? error.param : null;
  const message =
    typeof error.message === 'string' && error.message.trim() !== '' && error.message.length <= 300
      ? error.message.trim()
      : '';
  const seconds = retryAfter !== null && /^\d{1,6}$/.test(retryAfter.trim()) ? Number(retryAfter) : null;
  return new AssistantRequestError(status, param, message, seconds);
}

/** A server's words that read as a sentence to a reader (not `must be a numeric id`). */
const isSentence = (message: string) => /^\p{Lu}/u.test(message);

/** Where a failure is shown, and in which words: the server's when it has some. */
export function assistantRefusal(
  error: unknown,
): { fieldError: string; failure: null } | { fieldError: null; failure: AssistantFailure } {
  const failure = (message: string, retryable = true) => ({
    fieldError: null,
    failure: { message, retryable },
  });
  if (error instanceof AssistantTimeoutError) return failure(ASSISTANT_TEXTS.timedOut);
  // fetch's TypeError, an abort, anything thrown before an answer came.
  if (!(error instanceof AssistantRequestError)) return failure(ASSISTANT_TEXTS.offline);
  const { status, param, message } = error;
  if (status === 400 && param === 'question' && message !== '') return { fieldError: message, failure: null };
  if (status === 429) return failure(isSentence(message) ? message : ASSISTANT_TEXTS.tooMany);
  if (status >= 500) return failure(isSentence(message) ? message : ASSISTANT_TEXTS.serverDown);
  // Anything else (a 400 about msid or the body, 403 from another origin, 404, 413…) is not the
  // reader's to fix by typing: the page they are on is out of date or the request broken.
  return failure(isSentence(message) ? message : ASSISTANT_TEXTS.notSent, false);
}

/** Logged when an answer is not the shared contract's shape. */
export class AssistantUnreadableAnswerError extends Error {
  readonly answer: unknown;
  constructor(answer: unknown) {
    super('The assistant’s answer is not { answer, sources }');
    this.name = 'AssistantUnreadableAnswerError';
    this.answer = answer;
  }
}

const outputOf = (event: unknown) => (event as { output?: unknown }).output;

/** What the field does wherever a question may be sent: typing, and asking (or the rules' refusal). */
const composing = {
  CHANGE: { actions: 'change' },
  SUBMIT: [
    { guard: 'questionAllowed', target: 'asking', actions: 'takeQuestion' },
    { actions: 'refuseQuestion' },
  ],
} as const;

export const chatAssistantMachine = setup({
  types: {
    context: {} as ChatAssistantContext,
    events: {} as ChatAssistantEvent,
    input: {} as ChatAssistantInput,
  },
  delays: { ANSWER_TIMEOUT: ASSISTANT_ANSWER_TIMEOUT_MS },
  actors: {
    // Placeholder, replaced by the caller through `.provide({ actors })`.
    ask: fromPromise<unknown, AskInput>(async () => {
      throw new Error('chatAssistant: provide the ask actor');
    }),
  },
  guards: {
    questionAllowed: ({ context }) => checkAssistantQuestion(context.draft).ok,
    canRetry: ({ context }) => context.asked !== null && context.failure?.retryable === true,
    readableAnswer: ({ event }) => assistantAnswer.safeParse(outputOf(event)).success,
  },
  actions: {
    // Placeholder, replaced by the caller through `.provide({ actions })`.
    log: (_, _params: { error: unknown }) => {},
    change: assign(({ event }) =>
      event.type === 'CHANGE' ? { draft: String(event.value), fieldError: null } : {},
    ),
    refuseQuestion: assign(({ context }) => {
      const checked = checkAssistantQuestion(context.draft);
      return checked.ok ? {} : { fieldError: checked.message };
    }),
    takeQuestion: assign(({ context }) => {
      const checked = checkAssistantQuestion(context.draft);
      return { asked: checked.ok ? checked.question : null, fieldError: null, failure: null };
    }),
    clearFailure: assign({ fieldError: null, failure: null }),
    keepExchange: assign(({ context, event }) => {
      const parsed = assistantAnswer.parse(outputOf(event));
      const exchange: AssistantExchange = {
        seq: context.nextSeq,
        question: context.asked ?? '',
        answer: parsed.answer,
        sources: parsed.sources,
      };
      return {
        exchanges: [...context.exchanges, exchange].slice(-ASSISTANT_CONVERSATION_MAX),
        nextSeq: context.nextSeq + 1,
        asked: null,
        draft: '',
      };
    }),
    refused: assign(({ event }) => assistantRefusal((event as { error?: unknown }).error)),
    unreadable: assign({
      fieldError: null,
      failure: { message: ASSISTANT_TEXTS.unreadableAnswer, retryable: true },
    }),
    timedOut: assign({ fieldError: null, failure: { message: ASSISTANT_TEXTS.timedOut, retryable: true } }),
  },
}).createMachine({
  id: 'chatAssistant',
  type: 'parallel',
  context: ({ input }) => ({
    msid: typeof input?.msid === 'string' && /^[1-9]\d{0,19}$/.test(input.msid) ? input.msid : null,
    draft: '',
    asked: null,
    exchanges: [],
    nextSeq: 1,
    fieldError: null,
    failure: null,
  }),
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { OPEN: 'open', TOGGLE: 'open' } },
        open: { on: { CLOSE: 'closed', TOGGLE: 'closed' } },
      },
    },
    talk: {
      initial: 'idle',
      states: {
        idle: { tags: ['ready'], on: composing },
        asking: {
          tags: ['busy'],
          invoke: {
            id: 'ask',
            src: 'ask',
            input: ({ context }) => ({ question: context.asked ?? '', msid: context.msid }),
            onDone: [
              { guard: 'readableAnswer', target: 'answered', actions: 'keepExchange' },
              {
                target: 'failed',
                actions: [
                  'unreadable',
                  {
                    type: 'log',
                    params: ({ event }) => ({ error: new AssistantUnreadableAnswerError(event.output) }),
                  },
                ],
              },
            ],
            onError: {
              target: 'failed',
              actions: ['refused', { type: 'log', params: ({ event }) => ({ error: event.error }) }],
            },
          },
          after: {
            ANSWER_TIMEOUT: {
              target: 'failed',
              actions: [
                'timedOut',
                { type: 'log', params: () => ({ error: new AssistantTimeoutError('no answer in time') }) },
              ],
            },
          },
        },
        answered: { tags: ['ready'], on: composing },
        failed: {
          tags: ['ready'],
          on: { ...composing, RETRY: { guard: 'canRetry', target: 'asking', actions: 'clearFailure' } },
        },
      },
    },
  },
});

export type ChatAssistantMachine = typeof chatAssistantMachine;

export type ChatAssistantTalk = 'idle' | 'asking' | 'answered' | 'failed';

/** Whether the panel is open. */
export const selectAssistantOpen = (snapshot: AnyMachineSnapshot): boolean =>
  snapshot.matches({ panel: 'open' });

/** Where the conversation is, as the panel's `data-state` says it. */
export function selectAssistantTalk(snapshot: AnyMachineSnapshot): ChatAssistantTalk {
  for (const state of ['asking', 'answered', 'failed'] as const) {
    if (snapshot.matches({ talk: state })) return state;
  }
  return 'idle';
}

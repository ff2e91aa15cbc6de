import { assign, fromPromise, setup } from 'xstate';
import { needsSignIn, widgetRefusal } from '../widget-requests/widgetRefusal.ts';

/**
 * AB-14 poll of the day, in the reader's browser.
 *
 *   unknown ─(known: voted, issue 27)─────────────────────▶ voted       (the no-script vote's page)
 *           ─(signedIn: false)────────────────────────────▶ anonymous   (the sign-in prompt; no results)
 *           └(signedIn)─▶ checking ─done(not signed in)───▶ anonymous
 *                                  ─done(voted)───────────▶ voted       (percentages)
 *                                  ─done(not voted)───────▶ unvoted     (or voting, when the reader
 *                                  ─error (logged)────────▶ unvoted      voted during the check)
 *                                  ─error 401─────────────▶ anonymous
 *   unvoted ─SELECT─▶ unvoted ─VOTE (a choice made)─▶ voting ─done─▶ voted
 *                                                          ─error─▶ unvoted (logged; refusals in words)
 *                                                          ─error 401─▶ anonymous
 *
 * The page is the same for every reader of a kind, so whether this reader voted is asked once the
 * island wakes (`loadStatus`, kept on the server). A vote is taken only when not already voting or
 * voted (spec §5), and only with an answer chosen ("Please choose an answer first." otherwise). A
 * failure is logged and the reader can vote again (spec §8, no message); a refusal the server put
 * in words is shown (decisions.md). Pure: the caller provides
 * - actor `loadStatus` ({ pollId }) → PollReaderStatus, rejecting with `CommentWriteError` when
 *   the server refused (401: not signed in) or anything else on a network failure;
 * - actor `vote` ({ pollId, optionno }) → PollReaderStatus (the vote's answer), rejecting likewise;
 * - action `log` ({ error }).
 */

export interface PollOption {
  optionno: number;
  description: string;
}

export interface PollResult {
  totalvotes: number;
  options: readonly { optionno: number; optionperc: number }[];
}

/** What the server says of this reader and the poll. */
export interface PollReaderStatus {
  signedIn: boolean;
  voted: boolean;
  /** The reader's answer, once voted. */
  optionno: number | null;
  /** Only once the reader has voted. */
  result: PollResult | null;
}

export interface PollInput {
  pollId: string;
  /** The page's reader kind: false for an anonymous reader's page (nothing is asked). */
  signedIn: boolean;
  /**
   * Issue 27: what the server already knows, on the page that answers a vote posted without
   * script: the reader's status after it (voted: the results at once, nothing asked), or the
   * answer they chose and the refusal to say with it.
   */
  known?: { status?: PollReaderStatus; selected?: number; message?: string };
}

export interface PollContext {
  readonly pollId: string;
  readonly signedIn: boolean;
  /** The answer picked, before voting. */
  readonly selected: number | null;
  /** The answer the server counted for this reader. */
  readonly chosen: number | null;
  readonly result: PollResult | null;
  /** Words for the reader (a refusal, or no answer chosen); null when there are none. */
  readonly message: string | null;
  /** VOTE came while the check ran: vote once it says "not voted". */
  readonly wantsVote: boolean;
}

export type PollEvent = { type: 'SELECT'; optionno: number } | { type: 'VOTE' };

export const POLL_TEXTS = { noChoice: 'Please choose an answer first.' } as const;

/** Logged when an answer cannot be read as the poll's status. */
export class UnreadablePollAnswer extends Error {
  constructor() {
    super('The poll answer is not a status with results');
    this.name = 'UnreadablePollAnswer';
  }
}

const missing = <Input>(name: string) =>
  fromPromise<unknown, Input>(async () => {
    throw new Error(`poll: no ${name} actor provided`);
  });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** An actor's answer, when it has the shape of a status (the site has read it already; this is the machine's own guard). */
const statusOf = (event: unknown): PollReaderStatus | undefined => {
  const output = (event as { output?: unknown }).output;
  if (!isRecord(output) || typeof output.signedIn !== 'boolean' || typeof output.voted !== 'boolean') {
    return undefined;
  }
  const result = output.result;
  const readable =
    result === null ||
    (isRecord(result) && typeof result.totalvotes === 'number' && Array.isArray(result.options));
  if (!readable || !(output.optionno === null || typeof output.optionno === 'number')) return undefined;
  return output as unknown as PollReaderStatus;
};
const errorOf = (event: unknown) => (event as { error?: unknown }).error;

export const pollOfTheDayMachine = setup({
  types: {
    context: {} as PollContext,
    events: {} as PollEvent,
    input: {} as PollInput,
  },
  actors: {
    loadStatus: missing<{ pollId: string }>('loadStatus'),
    vote: missing<{ pollId: string; optionno: number }>('vote'),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    knownVoted: ({ context }) => context.chosen !== null && context.result !== null,
    hasChoice: ({ context }) => context.selected !== null,
    wantsVote: ({ context }) => context.wantsVote && context.selected !== null,
    notSignedIn: ({ event }) => statusOf(event)?.signedIn === false,
    votedWithResult: ({ event }) => {
      const status = statusOf(event);
      return status?.voted === true && status.optionno !== null && status.result !== null;
    },
    refusedSignIn: ({ event }) => needsSignIn(errorOf(event)),
  },
  actions: {
    log: (_, _params: { error: unknown }) => {},
    select: assign(({ event }) =>
      event.type === 'SELECT' ? { selected: event.optionno, message: null } : {},
    ),
    keepResult: assign(({ event }) => {
      const status = statusOf(event);
      return { chosen: status?.optionno ?? null, result: status?.result ?? null, message: null };
    }),
    refused: assign(({ event }) => ({ message: widgetRefusal(errorOf(event), 'vote')?.message ?? null })),
    noChoice: assign({ message: POLL_TEXTS.noChoice }),
    clearMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'pollOfTheDay',
  context: ({ input }) => {
    const known = statusOf({ output: input?.known?.status });
    const voted = known?.voted === true && known.optionno !== null && known.result !== null;
    return {
      pollId: String(input?.pollId ?? ''),
      signedIn: input?.signedIn === true,
      selected: typeof input?.known?.selected === 'number' ? input.known.selected : null,
      chosen: voted ? known.optionno : null,
      result: voted ? known.result : null,
      message: typeof input?.known?.message === 'string' ? input.known.message : null,
      wantsVote: false,
    };
  },
  initial: 'unknown',
  states: {
    unknown: {
      always: [
        { guard: 'knownVoted', target: 'voted' },
        { guard: 'signedIn', target: 'checking' },
        { target: 'anonymous' },
      ],
    },
    checking: {
      on: {
        SELECT: { actions: 'select' },
        VOTE: [
          { guard: 'hasChoice', actions: assign({ wantsVote: true, message: null }) },
          { actions: 'noChoice' },
        ],
      },
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        input: ({ context }) => ({ pollId: context.pollId }),
        onDone: [
          { guard: 'notSignedIn', target: 'anonymous' },
          { guard: 'votedWithResult', target: 'voted', actions: 'keepResult' },
          { guard: 'wantsVote', target: 'voting' },
          { target: 'unvoted' },
        ],
        onError: [
          { guard: 'refusedSignIn', target: 'anonymous' },
          // The page's own offer stands: the reader may still vote (its answer says if they had).
          { target: 'unvoted', actions: { type: 'log', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
      exit: assign({ wantsVote: false }),
    },
    anonymous: {
      type: 'final',
      tags: ['signInPrompt'],
    },
    unvoted: {
      on: {
        SELECT: { actions: 'select' },
        VOTE: [{ guard: 'hasChoice', target: 'voting', actions: 'clearMessage' }, { actions: 'noChoice' }],
      },
    },
    voting: {
      tags: ['busy'],
      invoke: {
        id: 'vote',
        src: 'vote',
        input: ({ context }) => ({ pollId: context.pollId, optionno: context.selected ?? 0 }),
        onDone: [
          { guard: 'votedWithResult', target: 'voted', actions: 'keepResult' },
          {
            target: 'unvoted',
            actions: { type: 'log', params: () => ({ error: new UnreadablePollAnswer() }) },
          },
        ],
        onError: [
          { guard: 'refusedSignIn', target: 'anonymous' },
          {
            target: 'unvoted',
            actions: ['refused', { type: 'log', params: ({ event }) => ({ error: event.error }) }],
          },
        ],
      },
    },
    voted: {
      type: 'final',
      tags: ['results'],
    },
  },
});

export type PollOfTheDayMachine = typeof pollOfTheDayMachine;

export type PollStatus = 'checking' | 'anonymous' | 'unvoted' | 'voting' | 'voted';

/** The state as one word (the transient `unknown` is never observed). */
export function selectPollStatus(snapshot: { value: unknown }): PollStatus {
  return snapshot.value === 'unknown' ? 'checking' : (snapshot.value as PollStatus);
}

import { assign, fromPromise, setup } from 'xstate';
import { VOTE_TOAST_MS } from './comments.ts';
import type { LogParams } from './drafting.ts';
import { refusalOf } from './refusal.ts';

/**
 * AR-07 votes on one comment: agree (typeid 100) / disagree (101), one vote per comment per browser.
 *
 * States: `ready` (no vote from this browser) and `voted`, a parallel state of
 * - `request`: `sending` (the vote being sent), `sent` (answered), `restored` (voted earlier:
 *   nothing to send);
 * - `toast`: `hidden` / `shown`. A repeat vote shows 'You've already voted!' for the named delay
 *   `toastDuration` (3000 ms); another repeat while shown starts the 3 s again.
 *
 * VOTE { vote } in `ready`: the count rises at once (optimistic), `remember` stores the vote, the
 * `send` actor sends it. When the memory already holds a vote for this comment (another tab, or
 * before RESTORE came), no count rises and the toast shows instead.
 *
 * The server's answer: `{ counted: false }` (it had this reader's vote already) keeps the local
 * count as the reader saw it; the context notes `counted: false`. A failed send (rejected) takes
 * the vote back: the count drops again, `forget` clears the memory and `log` logs the error, so
 * the reader can vote again; the refusal is shown in words (`refusal`: 'Too many votes from you…',
 * the network, a comment that is gone, …; Hardening 18) until the next vote.
 *
 * Pure; the caller supplies with `.provide`:
 * - actor `send` (input: VoteRequest `{ opinionid, typeid, rateid: 1 }`).
 * - guard `rememberedAs` ({ vote }): the memory (localStorage on the site) holds `vote` for
 *   `context.commentId`. Read at the moment of voting, so a vote from another tab counts.
 * - actions `remember` ({ commentId, vote }), `forget` ({ commentId }), `log` ({ error }).
 * Memory lives outside the machine, so server and client start alike: the view sends
 * RESTORE { vote } after mounting when the memory holds one (no count change, no toast).
 */

export const VOTES = ['agree', 'disagree'] as const;
export type Vote = (typeof VOTES)[number];

/** `typeid` of the rate-comments call. */
export const VOTE_TYPE_IDS: Readonly<Record<Vote, 100 | 101>> = { agree: 100, disagree: 101 };
export const VOTE_RATE_ID = 1;

export function isVote(value: unknown): value is Vote {
  return value === 'agree' || value === 'disagree';
}

/** The rate-comments query (spec §7). */
export interface VoteRequest {
  opinionid: string;
  typeid: 100 | 101;
  rateid: 1;
}

export interface VoteInput {
  commentId: string;
  /** The counts as served (`AC_A_C`, `AC_D_C`). */
  agree: number;
  disagree: number;
  /** A vote this browser is known to have made (it starts in `voted`, nothing is sent). */
  voted?: Vote | null;
}

export interface VoteContext {
  readonly commentId: string;
  readonly agree: number;
  readonly disagree: number;
  /** This browser's vote, or null. */
  readonly voted: Vote | null;
  /** The server's word on the vote sent now: true / false; null before an answer. */
  readonly counted: boolean | null;
  /** Why the last vote was not taken, in words; null otherwise. */
  readonly refusal: string | null;
}

export type VoteEvent = { type: 'VOTE'; vote: Vote } | { type: 'RESTORE'; vote: Vote };

export interface VoteParams {
  vote: Vote;
}
export interface RememberParams {
  commentId: string;
  vote: Vote;
}
export interface ForgetParams {
  commentId: string;
}

const count = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;

/** Whether a send answer says the vote was counted: anything but an explicit `counted: false`. */
export function wasCounted(answer: unknown): boolean {
  return !(
    typeof answer === 'object' &&
    answer !== null &&
    (answer as { counted?: unknown }).counted === false
  );
}

const rememberedTransition = (vote: Vote) =>
  ({
    guard: { type: 'rememberedAs', params: { vote } },
    target: ['#vote.voted.request.restored', '#vote.voted.toast.shown'],
    actions: { type: 'setVoted', params: { vote } },
  }) as const;

export const voteMachine = setup({
  types: {
    context: {} as VoteContext,
    events: {} as VoteEvent,
    input: {} as VoteInput,
  },
  actors: {
    // Placeholder, replaced by the caller through `.provide({ actors })`.
    send: fromPromise<unknown, VoteRequest>(async () => {
      throw new Error('vote: provide the send actor');
    }),
  },
  delays: {
    toastDuration: VOTE_TOAST_MS,
  },
  guards: {
    // Placeholder: no memory, nothing remembered.
    rememberedAs: (_, _params: VoteParams) => false,
    startsVoted: ({ context }) => context.voted !== null,
    isVote: ({ event }) => isVote(event.vote),
  },
  actions: {
    // Placeholders, replaced by the caller through `.provide({ actions })`.
    remember: (_, _params: RememberParams) => {},
    forget: (_, _params: ForgetParams) => {},
    log: (_, _params: LogParams) => {},
    setVoted: assign((_, { vote }: VoteParams) => ({ voted: vote })),
    countVote: assign(({ context, event }) => ({
      voted: event.vote,
      counted: null,
      refusal: null,
      [event.vote]: context[event.vote] + 1,
    })),
    showRefusal: assign(({ event }) => ({
      refusal: refusalOf((event as { error?: unknown }).error, 'vote').message,
    })),
    takeBack: assign(({ context }) =>
      context.voted
        ? { [context.voted]: Math.max(0, context[context.voted] - 1), voted: null, counted: null }
        : {},
    ),
    noteAnswer: assign(({ event }) => ({ counted: wasCounted((event as { output?: unknown }).output) })),
  },
}).createMachine({
  id: 'vote',
  context: ({ input }) => ({
    commentId: String(input?.commentId ?? ''),
    agree: count(input?.agree),
    disagree: count(input?.disagree),
    voted: isVote(input?.voted) ? input.voted : null,
    counted: null,
    refusal: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'startsVoted', target: ['#vote.voted.request.restored', '#vote.voted.toast.hidden'] },
        { target: 'ready' },
      ],
    },
    ready: {
      on: {
        VOTE: [
          rememberedTransition('agree'),
          rememberedTransition('disagree'),
          {
            guard: 'isVote',
            target: 'voted',
            actions: [
              'countVote',
              {
                type: 'remember',
                params: ({ context, event }) => ({ commentId: context.commentId, vote: event.vote }),
              },
            ],
          },
        ],
        RESTORE: {
          guard: 'isVote',
          target: ['#vote.voted.request.restored', '#vote.voted.toast.hidden'],
          actions: { type: 'setVoted', params: ({ event }) => ({ vote: event.vote }) },
        },
      },
    },
    voted: {
      type: 'parallel',
      states: {
        request: {
          initial: 'sending',
          states: {
            sending: {
              invoke: {
                id: 'send',
                src: 'send',
                input: ({ context }) => ({
                  opinionid: context.commentId,
                  typeid: VOTE_TYPE_IDS[context.voted ?? 'agree'],
                  rateid: VOTE_RATE_ID,
                }),
                onDone: { target: 'sent', actions: 'noteAnswer' },
                onError: {
                  target: '#vote.ready',
                  actions: [
                    { type: 'forget', params: ({ context }) => ({ commentId: context.commentId }) },
                    'takeBack',
                    'showRefusal',
                    { type: 'log', params: ({ event }) => ({ error: event.error }) },
                  ],
                },
              },
            },
            sent: {},
            restored: {},
          },
        },
        toast: {
          initial: 'hidden',
          states: {
            hidden: {
              on: { VOTE: 'shown' },
            },
            shown: {
              tags: ['toast'],
              after: { toastDuration: 'hidden' },
              // Another repeat restarts the 3 s.
              on: { VOTE: { target: 'shown', reenter: true } },
            },
          },
        },
      },
    },
  },
});

export type VoteMachine = typeof voteMachine;

/** The toast 'You've already voted!' is showing. */
export function selectToastShown(snapshot: { hasTag: (tag: 'toast') => boolean }): boolean {
  return snapshot.hasTag('toast');
}

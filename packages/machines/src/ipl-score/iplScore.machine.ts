import { IPL_REFRESH_MS, type IplRefresh, type IplScore, iplShown } from '@newsroom/rules/ipl';
import { assign, fromPromise, setup } from 'xstate';

/**
 * HM-07 IPL score (spec §4, §8, §9): while a match id is known the widget asks for the score every
 * 30 s (REFRESH, a named delay); when the list names no match any more it stops.
 *
 *   waiting ──(REFRESH 30 s)──▶ fetching ──(answer with a match id)──▶ waiting
 *                                       ──(answer without one)──▶ stopped (final)
 *                                       ──(failure: kept as shown, logged)──▶ waiting
 *   (no match id at the start) ──▶ stopped
 *
 * A new score replaces the shown one only when it has innings (the widget shows only with innings,
 * and once shown it never empties: nothing on the page moves). The list may name a new match (the
 * next day's): the widget follows it.
 *
 * Pure: the caller provides `fetchScore` (resolves to the site's IplRefresh) and the action
 * `logFailure`. Tags: `waiting`, `fetching`, `stopped`.
 */

export interface IplScoreInput {
  /** The match the page was rendered with; null: none (the machine stops at once). */
  matchId: string | null;
  score: IplScore | null;
}

export interface IplScoreContext {
  matchId: string | null;
  score: IplScore | null;
  /** Failed asks in a row (for the view and the log). */
  failures: number;
}

const matchIdOf = (value: unknown) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? value : null);

export const iplScoreMachine = setup({
  types: {
    context: {} as IplScoreContext,
    input: {} as IplScoreInput,
  },
  actors: {
    // Placeholder, replaced by the caller: the site's `/api/ipl`.
    fetchScore: fromPromise<IplRefresh, { matchId: string }>(async () => ({ matchId: null, score: null })),
  },
  delays: { REFRESH: IPL_REFRESH_MS },
  actions: {
    // Placeholder, replaced by the caller (spec §8: failures are only logged).
    logFailure: () => {},
  },
  guards: {
    hasMatch: ({ context }) => context.matchId !== null,
  },
}).createMachine({
  id: 'iplScore',
  context: ({ input }) => ({
    matchId: matchIdOf(input?.matchId),
    score: iplShown(input?.score) ? input.score : null,
    failures: 0,
  }),
  initial: 'deciding',
  states: {
    // Transient: never the value of a snapshot.
    deciding: { always: [{ guard: 'hasMatch', target: 'waiting' }, { target: 'stopped' }] },
    waiting: {
      tags: ['waiting'],
      after: { REFRESH: 'fetching' },
    },
    fetching: {
      tags: ['fetching'],
      invoke: {
        id: 'fetchScore',
        src: 'fetchScore',
        input: ({ context }) => ({ matchId: context.matchId ?? '' }),
        onDone: {
          target: 'deciding',
          actions: assign(({ context, event }) => {
            const matchId = matchIdOf(event.output?.matchId);
            const score = event.output?.score;
            return {
              matchId,
              score: iplShown(score) && score.matchId === matchId ? score : context.score,
              failures: 0,
            };
          }),
        },
        onError: {
          target: 'waiting',
          actions: [assign({ failures: ({ context }) => context.failures + 1 }), 'logFailure'],
        },
      },
    },
    stopped: { tags: ['stopped'], type: 'final' },
  },
});

export type IplScoreMachine = typeof iplScoreMachine;

export interface IplScoreView {
  score: IplScore | null;
  status: 'waiting' | 'fetching' | 'stopped';
}

export function selectIplScoreView(snapshot: {
  context: IplScoreContext;
  hasTag: (tag: 'waiting' | 'fetching' | 'stopped') => boolean;
}): IplScoreView {
  const status = snapshot.hasTag('fetching')
    ? 'fetching'
    : snapshot.hasTag('stopped')
      ? 'stopped'
      : 'waiting';
  return { score: snapshot.context.score, status };
}
